import type { AdminClient } from '@shared/clients/admin-client';
import { CLIENT_TEXTS, CREDENTIALS_BUTTON_LABELS } from '@shared/clients/client-texts';
import { CheckCircle2Icon, KeyRoundIcon, Loader2Icon, RotateCwIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendCredentials } from '../api/send-credentials';

const ICONS = {
  pending: KeyRoundIcon,
  sent: SendIcon,
  failed: RotateCwIcon,
  accepted: CheckCircle2Icon,
} as const;

/**
 * The credentials button of the client detail (spec sections 4 and 8): 'Crear Usuario' (pending), 'Reenviar
 * Credenciales' (sent), 'Reintentar Creación' (failed), and a disabled 'Usuario Activo' once the client has
 * replaced its temporary password. Resending to an existing user issues a new temporary password, so it asks
 * first: the password the client may already have stops working.
 */
export function CredentialsButton({ client }: { client: AdminClient }) {
  const mutation = useSendCredentials();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const status = client.invitationStatus;
  const Icon = mutation.isPending ? Loader2Icon : ICONS[status];

  function send() {
    mutation.mutate(client.id, {
      onSuccess: (result) => {
        setIsConfirmOpen(false);
        if (result.credentials.delivered) {
          toast.success(CLIENT_TEXTS.userCreatedTitle, {
            description: `Se han enviado las credenciales de acceso a ${result.client.email}.`,
          });
        } else {
          toast.error(CLIENT_TEXTS.userErrorTitle, {
            description:
              'El usuario está listo, pero no se pudo enviar el email con las credenciales. Se reintentará automáticamente.',
          });
        }
      },
      onError: (error) => {
        setIsConfirmOpen(false);
        if (isApiError(error)) {
          toast.error(CLIENT_TEXTS.userErrorTitle, {
            description: error.message || CLIENT_TEXTS.userErrorFallback,
          });
        } else {
          toast.error(CLIENT_TEXTS.userErrorTitle, { description: CLIENT_TEXTS.userUnexpected });
        }
      },
    });
  }

  if (status === 'accepted') {
    return (
      <Button variant="outline" disabled>
        <Icon aria-hidden="true" />
        {CREDENTIALS_BUTTON_LABELS.accepted}
      </Button>
    );
  }

  return (
    <>
      <Button
        variant="outline"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onClick={() => (client.hasLoginUser ? setIsConfirmOpen(true) : send())}
      >
        <Icon className={mutation.isPending ? 'animate-spin' : undefined} aria-hidden="true" />
        {CREDENTIALS_BUTTON_LABELS[status]}
      </Button>
      <Dialog open={isConfirmOpen} onOpenChange={(open) => !mutation.isPending && setIsConfirmOpen(open)}>
        <DialogContent showCloseButton={!mutation.isPending}>
          <DialogHeader>
            <DialogTitle>{CREDENTIALS_BUTTON_LABELS[status]}</DialogTitle>
            <DialogDescription>
              Se generará una nueva contraseña temporal para {client.brandName} y se enviará a{' '}
              <strong className="text-foreground">{client.email}</strong>. La contraseña anterior dejará de
              funcionar y se cerrarán sus sesiones abiertas.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={mutation.isPending} onClick={() => setIsConfirmOpen(false)}>
              Cancelar
            </Button>
            <Button disabled={mutation.isPending} onClick={send}>
              {mutation.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {mutation.isPending ? 'Enviando...' : 'Enviar nuevas credenciales'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
