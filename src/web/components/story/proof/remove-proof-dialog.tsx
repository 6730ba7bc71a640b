import { Loader2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/error-message';

export const REMOVE_PROOF_TEXTS = {
  title: '¿Quitar la prueba de publicación?',
  description: 'Se borra la captura o el enlace adjuntado. La historia sigue marcada como publicada.',
  confirm: 'Quitar prueba',
  cancel: 'Cancelar',
  failed: 'No se pudo quitar la prueba. Inténtalo de nuevo.',
} as const;

export interface RemoveProofRequest {
  storyId: string;
  storyTitle: string;
  /** Removes it (DELETE); a rejection is shown in the dialog. */
  onConfirm: () => Promise<void>;
}

/** «Quitar» a story's proof, confirmed first: the screenshot is deleted on the server for good. */
export function RemoveProofDialog({
  request,
  open,
  onOpenChange,
}: {
  request: RemoveProofRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isRemoving, setIsRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setIsRemoving(true);
    setError(null);
    try {
      await request.onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, REMOVE_PROOF_TEXTS.failed));
    } finally {
      setIsRemoving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !isRemoving && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{REMOVE_PROOF_TEXTS.title}</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{request.storyTitle}</span>.{' '}
            {REMOVE_PROOF_TEXTS.description}
          </DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
          <Button type="button" variant="outline" disabled={isRemoving} onClick={() => onOpenChange(false)}>
            {REMOVE_PROOF_TEXTS.cancel}
          </Button>
          <Button type="button" variant="destructive" disabled={isRemoving} onClick={() => void confirm()}>
            {isRemoving ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2Icon aria-hidden="true" />
            )}
            {REMOVE_PROOF_TEXTS.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
