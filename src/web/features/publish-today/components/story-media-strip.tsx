import type { StoryMedia } from '@shared/media/story-media';
import { ChevronLeftIcon, ChevronRightIcon, ImageOffIcon, Maximize2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { useOnlineStatus } from '@/lib/offline/use-online-status';

export const STRIP_TEXTS = {
  noFile: 'Tu agencia aún no ha subido el archivo',
  visualDescription: 'Descripción visual',
  fullScreen: (n: number, total: number) =>
    total > 1 ? `Ver archivo ${n} de ${total} a pantalla completa` : 'Ver a pantalla completa',
  position: (n: number, total: number) => `${n} de ${total}`,
  previous: 'Archivo anterior',
  loadFailed: 'No se pudo cargar el archivo',
  loadFailedOffline: 'Sin conexión: el archivo se verá al volver la conexión',
  closeFullScreen: 'Cerrar pantalla completa',
  next: 'Archivo siguiente',
} as const;

/**
 * The frame holds a 9:16 story whole, as wide as the column, but never taller than 70% of the screen, so the
 * actions below stay within reach of the thumb.
 */
const FRAME = 'mx-auto aspect-[9/16] w-full max-w-[min(100%,calc(70dvh*9/16))]';

// The full-screen view is a dialog: its own chunk, loaded when the strip is pointed at, focused or pressed.
const FullScreenMedia = lazyWithPreload(async () => (await import('./full-screen-media')).FullScreenMedia);

/**
 * A story's files in a 9:16 frame: one, or a strip swiped sideways with '1 de 3' (and arrows for a mouse). A
 * tap on an image (or the button on a video) shows it full screen. `index` is the file on screen, the one
 * 'Compartir' sends.
 */
export function StoryMediaStrip({
  media,
  title,
  index,
  onIndexChange,
}: {
  media: StoryMedia[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState<StoryMedia | null>(null);
  const total = media.length;

  const scrollTo = (target: number) => {
    const element = strip.current;
    const next = Math.max(0, Math.min(total - 1, target));
    onIndexChange(next);
    element?.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <div
      className={cn(FRAME, 'relative overflow-hidden rounded-xl bg-black')}
      {...preloadOn(FullScreenMedia)}
    >
      <div
        ref={strip}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth === 0) return;
          const current = Math.round(element.scrollLeft / element.clientWidth);
          if (current !== index) onIndexChange(Math.max(0, Math.min(total - 1, current)));
        }}
      >
        {media.map((item, position) => (
          <figure key={item.id} className="relative m-0 size-full shrink-0 snap-center">
            {item.kind === 'video' ? (
              <>
                {/* biome-ignore lint/a11y/useMediaCaption: the brand's own story videos come without captions */}
                <video
                  className="size-full object-contain"
                  src={item.url}
                  poster={item.thumbnailUrl ?? undefined}
                  playsInline
                  controls
                  preload="metadata"
                  aria-label={`${title} (vídeo)`}
                />
                <button
                  type="button"
                  className="absolute top-2 right-2 flex size-10 items-center justify-center rounded-full bg-black/55 text-white focus-visible:outline-2 focus-visible:outline-white"
                  aria-label={STRIP_TEXTS.fullScreen(position + 1, total)}
                  onClick={() => setFullScreen(item)}
                >
                  <Maximize2Icon className="size-5" aria-hidden="true" />
                </button>
              </>
            ) : (
              <button
                type="button"
                className="block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-4"
                aria-label={STRIP_TEXTS.fullScreen(position + 1, total)}
                onClick={() => setFullScreen(item)}
              >
                <StoryImage media={item} title={title} />
              </button>
            )}
          </figure>
        ))}
      </div>

      {total > 1 && (
        <>
          <span className="pointer-events-none absolute top-2 left-2 rounded-full bg-black/60 px-2.5 py-1 font-medium text-white text-xs tabular-nums">
            {STRIP_TEXTS.position(index + 1, total)}
          </span>
          <StripArrow side="left" hidden={index === 0} onClick={() => scrollTo(index - 1)} />
          <StripArrow side="right" hidden={index === total - 1} onClick={() => scrollTo(index + 1)} />
        </>
      )}

      <MountedOnceOpen open={fullScreen !== null}>
        <FullScreenMedia
          media={fullScreen}
          title={title}
          closeLabel={STRIP_TEXTS.closeFullScreen}
          onClose={() => setFullScreen(null)}
        />
      </MountedOnceOpen>
    </div>
  );
}

/** A story image; when it cannot be loaded (offline and never seen, say), a note instead of a broken icon. */
function StoryImage({ media, title }: { media: StoryMedia; title: string }) {
  const [failed, setFailed] = useState(false);
  const isOnline = useOnlineStatus();
  // Back online: try again.
  useEffect(() => {
    if (isOnline) setFailed(false);
  }, [isOnline]);
  if (failed) {
    return (
      <span className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-white/80">
        <ImageOffIcon className="size-8" aria-hidden="true" />
        {isOnline ? STRIP_TEXTS.loadFailed : STRIP_TEXTS.loadFailedOffline}
      </span>
    );
  }
  return (
    <img
      src={media.url}
      alt={title}
      className="size-full object-contain"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function StripArrow({
  side,
  hidden,
  onClick,
}: {
  side: 'left' | 'right';
  hidden: boolean;
  onClick: () => void;
}) {
  if (hidden) return null;
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      className={cn(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white focus-visible:outline-2 focus-visible:outline-white',
        side === 'left' ? 'left-2' : 'right-2',
      )}
      aria-label={side === 'left' ? STRIP_TEXTS.previous : STRIP_TEXTS.next}
      onClick={onClick}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** In place of the file when the agency has not uploaded it yet: what the story should show. */
export function NoMediaNotice({ visualDescription }: { visualDescription: string | null }) {
  return (
    <div className="grid gap-2 rounded-xl border border-dashed bg-muted/50 p-4">
      <p className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <ImageOffIcon className="size-4 shrink-0" aria-hidden="true" />
        {STRIP_TEXTS.noFile}
      </p>
      {visualDescription && (
        <div className="grid gap-1">
          <p className="font-medium text-xs uppercase tracking-wide text-muted-foreground">
            {STRIP_TEXTS.visualDescription}
          </p>
          <p className="whitespace-pre-wrap text-sm">{visualDescription}</p>
        </div>
      )}
    </div>
  );
}
