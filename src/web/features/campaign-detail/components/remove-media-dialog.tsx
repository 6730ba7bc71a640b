import type { StoryMedia } from '@shared/media/story-media';
import { Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * 'Quitar' asks first: the file is deleted for good (there is no bin). Closing returns the focus to the button
 * that opened it, or, when that went with the file, lets `onFocusLost` place it.
 */
export function RemoveMediaDialog({
  media,
  isPending,
  onConfirm,
  onOpenChange,
  onFocusLost,
}: {
  /** The file to remove, or null when closed. */
  media: Pick<StoryMedia, 'id' | 'originalName'> | null;
  isPending: boolean;
  onConfirm: (mediaId: string) => void;
  onOpenChange: (open: boolean) => void;
  onFocusLost: () => void;
}) {
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={media !== null} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      {media && (
        <DialogContent
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = openerRef.current;
            if (opener?.isConnected) opener.focus();
            else onFocusLost();
          }}
        >
          <DialogHeader>
            <DialogTitle>¿Quitar este archivo?</DialogTitle>
            <DialogDescription>
              «{media.originalName}» se quitará de la historia y se borrará. No se puede deshacer.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(media.id)}>
              <Trash2Icon aria-hidden="true" />
              {isPending ? 'Quitando…' : 'Quitar'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
