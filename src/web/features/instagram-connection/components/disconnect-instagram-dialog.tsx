import { Loader2Icon, UnplugIcon } from 'lucide-react';
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
import { toast } from '@/lib/toast';
import { useDisconnectInstagram } from '../api/disconnect-instagram';
import { INSTAGRAM_UI_TEXTS as TEXTS } from '../instagram-texts';

/**
 * «¿Desconectar @cuenta?»: the panel stops reading the account and publishing to it, so it asks first. It cannot be
 * closed while the request is under way; on success it closes and says so; a failure is a toast and it stays open,
 * to try again or cancel. Closing returns the focus to «Desconectar» (Radix).
 */
export function DisconnectInstagramDialog({
  clientId,
  username,
  open,
  onOpenChange,
}: {
  clientId: string;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useDisconnectInstagram(clientId);
  const isPending = mutation.isPending;

  function disconnect() {
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(TEXTS.disconnected);
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(TEXTS.disconnectFailed, { description: errorMessage(error, TEXTS.disconnectFailed) });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog" showCloseButton={!isPending} className="max-w-md">
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{TEXTS.disconnectTitle(username)}</DialogTitle>
          <DialogDescription>{TEXTS.disconnectDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" disabled={isPending} onClick={() => onOpenChange(false)}>
            {TEXTS.cancel}
          </Button>
          <Button variant="destructive" className="h-11" disabled={isPending} onClick={disconnect}>
            {isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <UnplugIcon aria-hidden="true" />
            )}
            {isPending ? TEXTS.disconnecting : TEXTS.disconnect}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
