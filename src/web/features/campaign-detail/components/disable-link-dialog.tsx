import { BanIcon, Loader2Icon } from 'lucide-react';
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
 * «¿Desactivar este enlace?» (admins): whoever taps the short link will stop reaching its address, so it asks
 * first. It stays open while the request is under way (the caller closes it on success; a failure is a toast and
 * it stays, to try again or cancel). Closing returns the focus to «Desactivar enlace», which has become
 * «Reactivar enlace».
 */
export function DisableLinkDialog({
  open,
  target,
  isPending,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  /** Where the link leads, short ('cafe.demo/taller'). */
  target: string;
  isPending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog" showCloseButton={!isPending} className="max-w-md">
        <DialogHeader>
          <DialogTitle>¿Desactivar este enlace?</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            Quien lo toque verá «Enlace desactivado» en lugar de llegar a <span translate="no">{target}</span>
            . Los clics contados se conservan y puedes reactivarlo cuando quieras.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" className="h-11" disabled={isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" className="h-11" disabled={isPending} onClick={onConfirm}>
            {isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <BanIcon aria-hidden="true" />
            )}
            {isPending ? 'Desactivando…' : 'Desactivar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
