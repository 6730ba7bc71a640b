import type { StoryMedia } from '@shared/media/story-media';
import { XIcon } from 'lucide-react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/**
 * One of a story's files over the whole screen (a tap on the strip), on Radix Dialog. Its own chunk: the strip
 * loads it when pointed at, focused or pressed, so «Publicar hoy» paints without Radix Dialog.
 */
export function FullScreenMedia({
  media,
  title,
  closeLabel,
  onClose,
}: {
  media: StoryMedia | null;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={media !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="h-dvh max-h-dvh w-screen max-w-none place-items-center rounded-none border-0 bg-black p-0 text-white"
        showCloseButton={false}
      >
        <DialogClose
          className="absolute top-3 right-3 z-10 flex size-11 items-center justify-center rounded-full bg-white/15 text-white focus-visible:outline-2 focus-visible:outline-white"
          aria-label={closeLabel}
        >
          <XIcon className="size-6" aria-hidden="true" />
        </DialogClose>
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">Archivo de la historia a pantalla completa</DialogDescription>
        {media?.kind === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: the brand's own story videos come without captions
          <video
            className="max-h-dvh w-full object-contain"
            src={media.url}
            poster={media.thumbnailUrl ?? undefined}
            playsInline
            controls
            autoPlay
          />
        ) : media ? (
          <img src={media.url} alt={title} className="max-h-dvh w-full object-contain" />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
