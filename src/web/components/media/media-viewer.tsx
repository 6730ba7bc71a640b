import { MEDIA_KIND_LABELS } from '@shared/media/media-types';
import type { StoryMedia } from '@shared/media/story-media';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, XIcon } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { mediaDownloadUrl } from '@/lib/media/media-urls';
import { MediaFlags } from './media-flags';

/**
 * A story's files full screen, one at a time: the image, or the video with the browser's controls (inline on
 * iPhone, only its metadata loaded until played). 'Anterior' / 'Siguiente' and the arrow keys move between the
 * files, Esc or 'Cerrar' closes (focus returns to what opened it); 'Descargar' saves the original to the device,
 * which is how it reaches Instagram from a phone. Controlled: `openIndex` is the file shown, null when closed.
 */
export function MediaViewer({
  items,
  openIndex,
  onOpenIndexChange,
  title,
}: {
  items: readonly StoryMedia[];
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
  /** What the files belong to, e.g. 'Historia 3': the dialog is named 'Historia 3: archivo 2 de 4'. */
  title?: string;
}) {
  const count = items.length;
  const index = openIndex === null || count === 0 ? null : Math.min(Math.max(openIndex, 0), count - 1);
  const media = index === null ? null : items[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < count - 1;

  const go = (delta: number) => {
    if (index === null) return;
    const next = index + delta;
    if (next >= 0 && next < count) onOpenIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A focused video's own controls use the arrows to seek.
    if (event.target instanceof HTMLMediaElement || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  const position = index === null ? '' : `${index + 1} de ${count}`;
  // Opened by state, not by a Radix trigger: Radix would return the focus to no one on closing.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog open={media != null} onOpenChange={(open) => !open && onOpenIndexChange(null)}>
      {media && (
        <DialogContent
          showCloseButton={false}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
          }}
          className="top-0 left-0 grid h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)_auto] gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white shadow-none"
        >
          <ViewerHeader media={media} title={title} position={position} count={count} />

          <div className="flex min-h-0 items-center justify-center">
            {media.kind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: the client's own story footage; there is no caption track.
              <video
                key={media.id}
                src={media.url}
                poster={media.thumbnailUrl ?? undefined}
                controls
                playsInline
                preload="metadata"
                className="max-h-full max-w-full"
              />
            ) : (
              <ViewerImage key={media.id} media={media} />
            )}
          </div>

          <footer className="grid gap-2 bg-black/80 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <MediaFlags
              flags={media.flags}
              className="max-h-24 overflow-y-auto bg-warning/90 text-amber-950"
            />
            {count > 1 && (
              <div className="flex items-center justify-between gap-2">
                <Button
                  variant="ghost"
                  className="h-11 text-white hover:bg-white/15 hover:text-white"
                  disabled={!hasPrevious}
                  onClick={() => go(-1)}
                >
                  <ChevronLeftIcon aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-white/80 tabular-nums" aria-hidden="true">
                  {index === null ? '' : `${index + 1} / ${count}`}
                </span>
                <Button
                  variant="ghost"
                  className="h-11 text-white hover:bg-white/15 hover:text-white"
                  disabled={!hasNext}
                  onClick={() => go(1)}
                >
                  Siguiente
                  <ChevronRightIcon aria-hidden="true" />
                </Button>
              </div>
            )}
          </footer>
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The file's name, kind and position, 'Descargar' and 'Cerrar'. */
function ViewerHeader({
  media,
  title,
  position,
  count,
}: {
  media: StoryMedia;
  title: string | undefined;
  position: string;
  count: number;
}) {
  return (
    <header className="flex items-center gap-2 bg-black/80 px-3 py-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
      <div className="min-w-0 flex-1">
        <DialogTitle className="truncate font-medium text-base">
          {title ? <span className="sr-only">{`${title}: archivo ${position}. `}</span> : null}
          {media.originalName}
        </DialogTitle>
        <DialogDescription className="text-white/70 text-xs">
          {MEDIA_KIND_LABELS[media.kind]} · {position}
          {count > 1 && <span className="sr-only">. Usa las flechas para pasar de un archivo a otro.</span>}
        </DialogDescription>
      </div>
      <Button
        asChild
        variant="ghost"
        size="icon"
        className="size-11 text-white hover:bg-white/15 hover:text-white"
      >
        <a href={mediaDownloadUrl(media)} download={media.originalName} aria-label="Descargar">
          <DownloadIcon aria-hidden="true" />
        </a>
      </Button>
      <DialogClose asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-11 text-white hover:bg-white/15 hover:text-white"
          aria-label="Cerrar"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </DialogClose>
    </header>
  );
}

/**
 * The original image; when the browser cannot show it (HEIC outside Safari), the WebP thumbnail instead, and
 * without one a hint to download it.
 */
function ViewerImage({ media }: { media: StoryMedia }) {
  const sources = [media.url, media.thumbnailUrl].filter((source): source is string => Boolean(source));
  const [failures, setFailures] = useState(0);
  const src = sources[failures];
  if (!src) {
    return (
      <p className="max-w-xs px-6 text-center text-sm text-white/80">
        Este navegador no puede mostrar el archivo. Descárgalo para verlo.
      </p>
    );
  }
  return (
    <img
      src={src}
      alt={media.originalName}
      decoding="async"
      onError={() => setFailures((count) => count + 1)}
      className="max-h-full max-w-full object-contain"
    />
  );
}
