import type { WebhookDelivery, WebhookDeliveryStatus } from '@shared/api/webhooks';
import { InboxIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  DELIVERY_TEXTS as TEXTS,
} from '../utils/webhook-page-texts';
import { DeliveryCards, DeliveryTable } from './delivery-list';

const ALL = 'all';
/** How often «en 5 min» is reckoned again while the list is open. */
const CLOCK_TICK_MS = 30_000;

function statusOf(value: string | null): WebhookDeliveryStatus | null {
  return (DELIVERY_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as WebhookDeliveryStatus)
    : null;
}

function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * An endpoint's latest deliveries: a table from 768 px, cards below it; the status filter in the URL (?estado=),
 * «Actualizar», and a refresh every ~5 s by itself while any is pending or being sent. «Reenviar» on each one
 * that is not on its way.
 */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('estado'));
  const query = useWebhookDeliveries(endpointId, status);
  const resend = useResendWebhookDelivery();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const clock = useClock();
  // A fresh answer is reckoned from when it arrived, not from the clock's last tick.
  const now = Math.max(clock, query.dataUpdatedAt);
  const deliveries = query.data?.deliveries;

  const setStatus = (value: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value === ALL) params.delete('estado');
        else params.set('estado', value);
        return params;
      },
      { replace: true },
    );

  const onResend = (delivery: WebhookDelivery) => {
    setResendingId(delivery.id);
    resend.mutate(
      { endpointId, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success(TEXTS.resent),
        onError: (error) =>
          toast.error(TEXTS.resendFailed, { description: errorMessage(error, TEXTS.resendFailed) }),
        onSettled: () => setResendingId(null),
      },
    );
  };
  const rowProps = { now, onResend, resendingId };

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="grid gap-3 px-4 sm:px-6">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">
            <h2>{TEXTS.title}</h2>
          </CardTitle>
          <CardDescription>{TEXTS.description}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
            <Select value={status ?? ALL} onValueChange={setStatus}>
              <SelectTrigger aria-label={TEXTS.statusFilter}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{TEXTS.allStatuses}</SelectItem>
                {DELIVERY_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {DELIVERY_STATUS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
            <RefreshCwIcon className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {TEXTS.refresh}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="px-4 sm:px-6" aria-busy={query.isFetching}>
        {query.isError ? (
          <LoadError title={TEXTS.loadFailed} onRetry={() => query.refetch()} isRetrying={query.isFetching} />
        ) : !deliveries ? (
          <div className="grid gap-2" role="status" aria-label="Cargando envíos...">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : deliveries.length === 0 ? (
          <EmptyState
            icon={InboxIcon}
            title={status ? TEXTS.emptyFiltered : TEXTS.empty}
            description={status ? undefined : TEXTS.emptyHint}
            headingLevel={3}
          />
        ) : (
          <>
            <DeliveryTable deliveries={deliveries} {...rowProps} />
            <DeliveryCards deliveries={deliveries} {...rowProps} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
