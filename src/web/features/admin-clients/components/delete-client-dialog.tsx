import { CLIENT_NAME_MISMATCH, isClientConfirmationValid } from '@shared/clients/client-delete';
import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { AlertTriangleIcon, Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useDeleteClient } from '../api/delete-client';

export type DeleteClientDialogProps = {
  client: { id: string; brandName: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Called after the client is gone (the dialog has already asked to close). */
  onDeleted?(): void;
};

/**
 * The delete-client dialog (spec sections 2, 4, 5, 8): warns what is removed for good, needs the exact brand
 * name (otherwise the button stays disabled and 'El nombre del cliente no coincide.' shows), cannot be closed
 * while deleting. The server checks the name again and deletes everything in one transaction.
 */
export function DeleteClientDialog({ client, open, onOpenChange, onDeleted }: DeleteClientDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so the typed text starts empty every time. */}
      {open && (
        <DeleteClientDialogContent client={client} onOpenChange={onOpenChange} onDeleted={onDeleted} />
      )}
    </Dialog>
  );
}

function DeleteClientDialogContent({
  client,
  onOpenChange,
  onDeleted,
}: Omit<DeleteClientDialogProps, 'open'>) {
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const deletion = useDeleteClient();
  const isDeleting = deletion.isPending;
  const isConfirmed = isClientConfirmationValid(typed, client.brandName);
  const inlineError = serverError ?? (typed !== '' && !isConfirmed ? CLIENT_NAME_MISMATCH : null);

  const blockWhileDeleting = (event: Event) => {
    if (isDeleting) event.preventDefault();
  };

  function confirm() {
    if (!isConfirmed || isDeleting) return;
    setServerError(null);
    deletion.mutate(
      { clientId: client.id, confirmationName: typed },
      {
        onSuccess: () => {
          toast.success(CLIENT_TEXTS.deleted, {
            description: `${client.brandName} y todos sus datos se han eliminado.`,
          });
          onOpenChange(false);
          onDeleted?.();
        },
        onError: (error) => {
          const message = isApiError(error) && error.message ? error.message : 'Error desconocido';
          setServerError(message);
          toast.error(CLIENT_TEXTS.deleteErrorTitle, {
            description: isApiError(error) ? message : CLIENT_TEXTS.deleteFallback,
          });
        },
      },
    );
  }

  return (
    <DialogContent
      showCloseButton={!isDeleting}
      onEscapeKeyDown={blockWhileDeleting}
      onPointerDownOutside={blockWhileDeleting}
      onInteractOutside={blockWhileDeleting}
      aria-busy={isDeleting}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <DialogHeader>
          <DialogTitle>Eliminar Cliente</DialogTitle>
          <DialogDescription>
            Vas a eliminar de forma permanente a{' '}
            <strong className="text-foreground">{client.brandName}</strong>.
          </DialogDescription>
        </DialogHeader>
        <Alert variant="destructive" role="note">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertDescription>
            Se eliminarán todas sus campañas, días, historias y publicaciones, su cuenta de usuario si la
            tiene y todos los datos relacionados. Esta acción no se puede deshacer.
          </AlertDescription>
        </Alert>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>
            Escribe <strong className="select-all font-semibold">{client.brandName}</strong> para confirmar
          </Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setServerError(null);
            }}
            placeholder={client.brandName}
            autoComplete="off"
            spellCheck={false}
            disabled={isDeleting}
            aria-describedby={inlineError ? errorId : undefined}
            aria-invalid={inlineError ? true : undefined}
          />
          {/* Always present so the polite live region announces the message when it appears. */}
          <p id={errorId} aria-live="polite" className="min-h-5 text-destructive text-sm">
            {inlineError}
          </p>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={isDeleting} onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={!isConfirmed || isDeleting}>
            {isDeleting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isDeleting ? 'Eliminando...' : 'Eliminar Cliente'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
