import type { WebhookEndpoint } from '@shared/api/webhooks';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { WEBHOOK_CONFIRM_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { WebhookFormDialog } from './webhook-form-dialog';
import { type ShownSecret, WebhookSecretDialog } from './webhook-secret-dialog';

/** Which of the webhook dialogs is open, and for which endpoint. */
export type WebhookDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'rotate'; endpoint: WebhookEndpoint }
  | ({ kind: 'secret' } & ShownSecret)
  | null;

/**
 * The dialogs of Configuración › Webhooks, one open at a time: add (then its secret, once), edit, delete and
 * «Rotar secreto» (then the new secret, once). The list and an endpoint's page share them.
 */
export function WebhookDialogs({
  dialog,
  onChange,
  onDeleted,
}: {
  dialog: WebhookDialog;
  onChange(dialog: WebhookDialog): void;
  /** After a deletion (the endpoint's page goes back to the list). */
  onDeleted?(): void;
}) {
  const close = () => onChange(null);
  const endpoint = dialog && 'endpoint' in dialog ? dialog.endpoint : undefined;
  return (
    <>
      <WebhookFormDialog
        endpoint={dialog?.kind === 'edit' ? endpoint : undefined}
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && close()}
        onCreated={(created) =>
          onChange({ kind: 'secret', url: created.endpoint.url, secret: created.secret, reason: 'created' })
        }
      />
      {endpoint && dialog?.kind === 'delete' && (
        <DeleteWebhookDialog endpoint={endpoint} onClose={close} onDeleted={onDeleted} />
      )}
      {endpoint && dialog?.kind === 'rotate' && (
        <RotateSecretDialog
          endpoint={endpoint}
          onClose={close}
          onRotated={(shown) => onChange({ kind: 'secret', ...shown })}
        />
      )}
      <WebhookSecretDialog
        shown={dialog?.kind === 'secret' ? dialog : null}
        onOpenChange={(open) => !open && close()}
      />
    </>
  );
}

function EndpointUrl({ endpoint }: { endpoint: WebhookEndpoint }) {
  return <span className="block font-mono text-foreground text-xs">{endpoint.url}</span>;
}

function DeleteWebhookDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  onClose(): void;
  onDeleted?(): void;
}) {
  const deletion = useDeleteWebhook();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    deletion.mutate(
      { endpointId: endpoint.id },
      {
        onSuccess: () => {
          toast.success(TEXTS.deleted, { description: endpoint.url });
          onClose();
          onDeleted?.();
        },
        onError: (cause) => {
          const message = errorMessage(cause, TEXTS.deleteFailed);
          setError(message);
          toast.error(TEXTS.deleteFailed, { description: message });
        },
      },
    );
  };
  return (
    <ConfirmActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXTS.deleteTitle}
      confirmLabel={TEXTS.deleteConfirm}
      pendingLabel={TEXTS.deleting}
      isPending={deletion.isPending}
      error={error}
      isDestructive
      onConfirm={confirm}
    >
      <EndpointUrl endpoint={endpoint} />
      <p>{TEXTS.deleteBody}</p>
    </ConfirmActionDialog>
  );
}

function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onClose(): void;
  onRotated(shown: ShownSecret): void;
}) {
  const rotation = useRotateWebhookSecret();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    rotation.mutate(
      { endpointId: endpoint.id },
      {
        onSuccess: (rotated) =>
          onRotated({ url: rotated.endpoint.url, secret: rotated.secret, reason: 'rotated' }),
        onError: (cause) => {
          const message = errorMessage(cause, TEXTS.rotateFailed);
          setError(message);
          toast.error(TEXTS.rotateFailed, { description: message });
        },
      },
    );
  };
  return (
    <ConfirmActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXTS.rotateTitle}
      confirmLabel={TEXTS.rotateConfirm}
      pendingLabel={TEXTS.rotating}
      isPending={rotation.isPending}
      error={error}
      onConfirm={confirm}
    >
      <EndpointUrl endpoint={endpoint} />
      <p>{TEXTS.rotateBody}</p>
    </ConfirmActionDialog>
  );
}
