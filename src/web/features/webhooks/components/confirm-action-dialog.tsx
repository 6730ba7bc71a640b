import { AlertCircleIcon, Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * A confirmation of one webhook action (eliminar, rotar el secreto): what it does, «Cancelar» and the action. It
 * cannot be closed while the action runs, and a refusal stays in it.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  error,
  isDestructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
  isDestructive?: boolean;
  onConfirm(): void;
}) {
  const keepOpenWhilePending = (event: Event) => {
    if (isPending) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {open && (
        <DialogContent
          className="sm:max-w-md"
          showCloseButton={!isPending}
          onEscapeKeyDown={keepOpenWhilePending}
          onInteractOutside={keepOpenWhilePending}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-2 wrap-anywhere">{children}</div>
            </DialogDescription>
          </DialogHeader>
          {error && (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertDescription className="wrap-anywhere">{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancelar
            </Button>
            <Button
              variant={isDestructive ? 'destructive' : 'default'}
              onClick={onConfirm}
              disabled={isPending}
            >
              {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
