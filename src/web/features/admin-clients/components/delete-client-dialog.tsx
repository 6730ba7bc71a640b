import { CLIENT_NAME_MISMATCH, isClientConfirmationValid } from '@shared/clients/client-delete';
import { CLIENT_TEXTS } from '@shared/clients/client-texts';
import { useState } from 'react';
import { TypedConfirmationContent } from '@/components/typed-confirmation-content';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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
  const [serverError, setServerError] = useState<string | null>(null);
  const deletion = useDeleteClient();

  function confirm(typed: string) {
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
    <TypedConfirmationContent
      title="Eliminar Cliente"
      description={
        <>
          Vas a eliminar de forma permanente a <strong className="text-foreground">{client.brandName}</strong>
          .
        </>
      }
      warning="Se eliminarán todas sus campañas, días, historias y publicaciones, su cuenta de usuario si la tiene y todos los datos relacionados. Esta acción no se puede deshacer."
      expected={client.brandName}
      isConfirmed={(typed) => isClientConfirmationValid(typed, client.brandName)}
      mismatchMessage={CLIENT_NAME_MISMATCH}
      error={serverError}
      onTypedChange={() => setServerError(null)}
      confirmLabel="Eliminar Cliente"
      isPending={deletion.isPending}
      onConfirm={confirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
