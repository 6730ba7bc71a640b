import type { WebhookEndpoint } from '@shared/api/webhooks';
import { ListIcon, PencilIcon, RotateCwIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { WEBHOOK_PAGE_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import type { WebhookDialog } from './webhook-dialogs';

/**
 * An endpoint's buttons: in the list «Envíos» (its page) and «Editar», then «Enviar evento de prueba», «Rotar secreto»,
 * «Eliminar». Two columns on a phone (the test event across both), one wrapping row from 640 px. Each is described
 * by the endpoint's heading, so that a screen reader says which endpoint it acts on.
 */
export function WebhookEndpointActions({
  endpoint,
  onDialog,
  isInList,
  describedBy,
  onSendTest,
  isSendingTest,
}: {
  endpoint: WebhookEndpoint;
  onDialog(dialog: WebhookDialog): void;
  isInList: boolean;
  describedBy: string;
  onSendTest(): void;
  isSendingTest: boolean;
}) {
  const editButton = (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onDialog({ kind: 'edit', endpoint })}
      aria-describedby={describedBy}
    >
      <PencilIcon aria-hidden="true" />
      {TEXTS.edit}
    </Button>
  );
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {isInList && (
        <>
          <Button asChild size="sm">
            <Link to={paths.admin.settingsWebhook.getHref(endpoint.id)} aria-describedby={describedBy}>
              <ListIcon aria-hidden="true" />
              {TEXTS.deliveries}
            </Link>
          </Button>
          {editButton}
        </>
      )}
      <Button
        size="sm"
        variant={isInList ? 'outline' : 'default'}
        className="col-span-2"
        onClick={onSendTest}
        disabled={isSendingTest}
        aria-describedby={describedBy}
      >
        <SendIcon aria-hidden="true" />
        {isSendingTest ? TEXTS.sendingTest : TEXTS.sendTest}
      </Button>
      {!isInList && editButton}
      <Button
        size="sm"
        variant="outline"
        onClick={() => onDialog({ kind: 'rotate', endpoint })}
        aria-describedby={describedBy}
      >
        <RotateCwIcon aria-hidden="true" />
        {TEXTS.rotate}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className={cn(
          'text-destructive hover:bg-destructive/10 hover:text-destructive',
          !isInList && 'col-span-2',
        )}
        onClick={() => onDialog({ kind: 'delete', endpoint })}
        aria-describedby={describedBy}
      >
        <Trash2Icon aria-hidden="true" />
        {TEXTS.remove}
      </Button>
    </div>
  );
}
