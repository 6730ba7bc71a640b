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
import { APPROVAL_NOTICE_TEXTS, type ApprovalConfirmation } from './approval-notice';

/**
 * «¿Compartir esta historia?» before sharing or marking a story with changes requested or awaiting approval. Its
 * own chunk, like the full-screen view: the card loads it when the button that opens it is pointed at or pressed.
 */
export function ApprovalConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: ApprovalConfirmation | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" showCloseButton={false} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{confirmation?.title}</DialogTitle>
          <DialogDescription>{confirmation?.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="h-11">
              {APPROVAL_NOTICE_TEXTS.cancel}
            </Button>
          </DialogClose>
          <Button
            className="h-11"
            onClick={() => {
              confirmation?.onConfirm();
              onClose();
            }}
          >
            {confirmation?.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
