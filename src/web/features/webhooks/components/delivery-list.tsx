import type { WebhookDelivery } from '@shared/api/webhooks';
import { formatDateTimeEs } from '@shared/dates';
import { WEBHOOK_EVENT_LABELS } from '@shared/webhooks/webhook-events';
import { Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { attemptsLabel, durationLabel, relativeFutureLabel } from '../utils/delivery-format';
import { DELIVERY_TEXTS as TEXTS } from '../utils/webhook-page-texts';
import { DeliveryStatusBadge } from './delivery-status-badge';

type ListProps = {
  deliveries: readonly WebhookDelivery[];
  /** The device's clock (epoch ms), for «en 5 min». */
  now: number;
  onResend(delivery: WebhookDelivery): void;
  /** The delivery whose «Reenviar» is under way. */
  resendingId: string | null;
};
type RowProps = Omit<ListProps, 'deliveries'> & { delivery: WebhookDelivery };

const NONE = '—';

const eventLabel = (type: string) =>
  (WEBHOOK_EVENT_LABELS as Record<string, string | undefined>)[type] ?? type;
const isInFlight = (delivery: WebhookDelivery) =>
  delivery.status === 'pending' || delivery.status === 'sending';
const when = (delivery: WebhookDelivery) => delivery.lastAttemptAt ?? delivery.createdAt;

/** The event by its Spanish name, with its type in code for whoever reads the receiver's log. */
function EventName({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <span className="grid min-w-0">
      <span className="font-medium">{eventLabel(delivery.eventType)}</span>
      <code className="wrap-anywhere font-mono text-muted-foreground text-xs">{delivery.eventType}</code>
    </span>
  );
}

/** «22/11/2026 a las 10:19», its date and time on two lines in the table (the time keeps to one). */
function DateTime({ instant }: { instant: string }) {
  const [date, time] = formatDateTimeEs(instant).split(' a las ');
  return (
    <time dateTime={instant} className="tabular-nums">
      <span className="whitespace-nowrap">{date}</span>{' '}
      <span className="whitespace-nowrap md:block">a las {time}</span>
    </time>
  );
}

/** «22/11/2026 a las 10:19 (en 5 min)», or — when none is planned. */
function NextRetry({ delivery, now }: { delivery: WebhookDelivery; now: number }) {
  if (!delivery.nextAttemptAt || delivery.status === 'succeeded') return <>{NONE}</>;
  return (
    <span className="tabular-nums">
      <DateTime instant={delivery.nextAttemptAt} />{' '}
      <span className="whitespace-nowrap text-muted-foreground md:block">
        ({relativeFutureLabel(delivery.nextAttemptAt, now)})
      </span>
    </span>
  );
}

/** The error of the last attempt, and the receiver's answer folded (a <details>: Enter or Space opens it). */
function Outcome({ delivery }: { delivery: WebhookDelivery }) {
  if (!delivery.error && !delivery.responseBody) return null;
  return (
    <div className="grid min-w-0 gap-1 text-xs">
      {delivery.error && (
        <p className="wrap-anywhere text-destructive">
          <span className="sr-only">{TEXTS.error}: </span>
          {delivery.error}
        </p>
      )}
      {delivery.responseBody && (
        <details className="min-w-0">
          <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
            {TEXTS.responseBody}
          </summary>
          <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono">
            {delivery.responseBody}
          </pre>
        </details>
      )}
    </div>
  );
}

function ResendButton({ delivery, onResend, resendingId }: Omit<RowProps, 'now'>) {
  const isResending = resendingId === delivery.id;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onResend(delivery)}
      disabled={isInFlight(delivery) || resendingId !== null}
      aria-label={`${TEXTS.resend}: ${eventLabel(delivery.eventType)}, ${formatDateTimeEs(when(delivery))}`}
    >
      {isResending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <RotateCcwIcon aria-hidden="true" />
      )}
      {isResending ? TEXTS.resending : TEXTS.resend}
    </Button>
  );
}

/**
 * From 768 px: Evento, Estado, Intentos, Respuesta, Duración, Fecha, Próximo intento and «Reenviar»; the error and the
 * receiver's answer on a row of their own under it, the whole width of the table.
 */
export function DeliveryTable({ deliveries, ...rowProps }: ListProps) {
  return (
    <Table className="hidden md:table" aria-label={TEXTS.table} scrollLabel={TEXTS.tableScroll}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{TEXTS.event}</TableHead>
          <TableHead>{TEXTS.status}</TableHead>
          <TableHead className="text-right">{TEXTS.attempts}</TableHead>
          <TableHead className="text-right">{TEXTS.response}</TableHead>
          <TableHead className="text-right">{TEXTS.duration}</TableHead>
          <TableHead>{TEXTS.date}</TableHead>
          <TableHead>{TEXTS.nextRetry}</TableHead>
          <TableHead>
            <span className="sr-only">{TEXTS.actions}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => {
          const hasOutcome = Boolean(delivery.error || delivery.responseBody);
          return (
            <Fragment key={delivery.id}>
              <TableRow className={hasOutcome ? 'border-b-0' : undefined}>
                <TableCell className="min-w-36">
                  <EventName delivery={delivery} />
                </TableCell>
                <TableCell>
                  <DeliveryStatusBadge status={delivery.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{delivery.attempts}</TableCell>
                <TableCell className="text-right tabular-nums">{delivery.responseStatus ?? NONE}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {delivery.durationMs === null ? NONE : durationLabel(delivery.durationMs)}
                </TableCell>
                <TableCell className="tabular-nums">
                  <DateTime instant={when(delivery)} />
                </TableCell>
                <TableCell>
                  <NextRetry delivery={delivery} now={rowProps.now} />
                </TableCell>
                <TableCell className="text-right">
                  <ResendButton delivery={delivery} {...rowProps} />
                </TableCell>
              </TableRow>
              {hasOutcome && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={8} className="whitespace-normal pt-0">
                    <Outcome delivery={delivery} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Below 768 px: a card per delivery with the same facts. */
export function DeliveryCards({ deliveries, ...rowProps }: ListProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label={TEXTS.table}>
      {deliveries.map((delivery) => (
        <li key={delivery.id} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <EventName delivery={delivery} />
            <DeliveryStatusBadge status={delivery.status} />
          </div>
          <p className="text-muted-foreground tabular-nums">
            {[
              attemptsLabel(delivery.attempts),
              delivery.responseStatus === null ? null : `HTTP ${delivery.responseStatus}`,
              delivery.durationMs === null ? null : durationLabel(delivery.durationMs),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="tabular-nums">{formatDateTimeEs(when(delivery))}</p>
          {delivery.nextAttemptAt && delivery.status !== 'succeeded' && (
            <p>
              <span className="text-muted-foreground">{TEXTS.nextRetry}: </span>
              <NextRetry delivery={delivery} now={rowProps.now} />
            </p>
          )}
          <Outcome delivery={delivery} />
          <div>
            <ResendButton delivery={delivery} {...rowProps} />
          </div>
        </li>
      ))}
    </ul>
  );
}
