import type { WebhookEndpoint } from '@shared/api/webhooks';
import { formatDateTimeEs } from '@shared/dates';
import { WEBHOOK_TEXTS } from '@shared/webhooks/webhook-texts';
import { TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useWebhookActions } from '../hooks/use-webhook-actions';
import { endpointName } from '../utils/endpoint-name';
import { WEBHOOK_PAGE_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { EventChips } from './event-chips';
import type { WebhookDialog } from './webhook-dialogs';
import { WebhookEndpointActions } from './webhook-endpoint-actions';

type Props = {
  endpoint: WebhookEndpoint;
  onDialog(dialog: WebhookDialog): void;
  /** In the list: a link to the endpoint's deliveries, the URL folded to three lines, the events to three names. */
  isInList?: boolean;
};

/**
 * One endpoint: its name and URL, on/off, the 410 notice with «Reactivar», the events, the last delivery and the
 * actions (Envíos, Editar, Enviar evento de prueba, Rotar secreto, Eliminar). An <article> named by its heading.
 */
export function WebhookEndpointItem({ endpoint, onDialog, isInList = false }: Props) {
  const headingId = useId();
  const actions = useWebhookActions(endpoint);
  const HeadingTag = isInList ? 'h3' : 'h2';
  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="grid min-w-0 gap-1">
          {/* On the endpoint's page its name is the page's title: here it only names the article. */}
          <HeadingTag id={headingId} className={cn('wrap-anywhere font-semibold', !isInList && 'sr-only')}>
            {endpointName(endpoint)}
          </HeadingTag>
          <p
            className={cn(
              'wrap-anywhere font-mono text-muted-foreground text-xs',
              isInList && 'line-clamp-3',
            )}
            title={isInList ? endpoint.url : undefined}
          >
            {endpoint.url}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <span className="font-medium text-sm" aria-hidden="true">
            {endpoint.isEnabled ? TEXTS.enabled : TEXTS.disabled}
          </span>
          <Switch
            checked={endpoint.isEnabled}
            onCheckedChange={actions.setEnabled}
            disabled={actions.isToggling}
            aria-label={`${TEXTS.enabled}: ${endpointName(endpoint)}`}
          />
        </div>
      </div>
      {endpoint.disabledReason === 'gone' && (
        <GoneNotice
          disabledAt={endpoint.disabledAt}
          onReactivate={() => actions.setEnabled(true)}
          isPending={actions.isToggling}
        />
      )}
      <EventChips types={endpoint.eventTypes} isFull={!isInList} />
      <EndpointFacts endpoint={endpoint} />
      <WebhookEndpointActions
        endpoint={endpoint}
        onDialog={onDialog}
        isInList={isInList}
        describedBy={headingId}
        onSendTest={actions.sendTest}
        isSendingTest={actions.isSendingTest}
      />
    </article>
  );
}

/** «Desactivado: el receptor respondió 410 (ya no existe)», since when, and «Reactivar». */
function GoneNotice({
  disabledAt,
  onReactivate,
  isPending,
}: {
  disabledAt: string | null;
  onReactivate(): void;
  isPending: boolean;
}) {
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{WEBHOOK_TEXTS.disabledGone}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {disabledAt && `Desde el ${formatDateTimeEs(disabledAt)}. `}
          No se le envía nada. Si el receptor vuelve a existir, reactívalo.
        </p>
        <Button
          size="sm"
          variant="outline"
          className="w-fit text-foreground"
          onClick={onReactivate}
          disabled={isPending}
        >
          {TEXTS.reactivate}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The last delivery's outcome and the secret's first characters (and, during a rotation, until when the old one signs). */
function EndpointFacts({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.lastDelivery;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="text-muted-foreground">{TEXTS.lastDelivery}</dt>
      <dd className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {last ? (
          <>
            <DeliveryStatusBadge status={last.status} />
            {last.responseStatus !== null && <span className="tabular-nums">HTTP {last.responseStatus}</span>}
            <span className="text-muted-foreground text-xs tabular-nums">{formatDateTimeEs(last.at)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">{TEXTS.noDeliveryYet}</span>
        )}
      </dd>
      <dt className="text-muted-foreground">{TEXTS.secretHint}</dt>
      <dd className="wrap-anywhere font-mono text-xs leading-5">
        {endpoint.secretHint}
        {endpoint.previousSecretExpiresAt && (
          <span className="block font-sans text-muted-foreground">
            {TEXTS.previousSecretUntil} {formatDateTimeEs(endpoint.previousSecretExpiresAt)}
          </span>
        )}
      </dd>
    </dl>
  );
}
