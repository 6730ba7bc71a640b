import type { StoryDelivery } from '@shared/api/admin-today';
import { formatDateTimeEs } from '@shared/dates';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_KIND_LABELS,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
} from '@shared/notifications/delivery-log';
import { BellRingIcon } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { useCampaignDeliveries } from '../api/get-campaign-deliveries';

interface DeliveriesByStory {
  timeZone: string;
  byStory: ReadonlyMap<string, readonly StoryDelivery[]>;
}

/** Present only in the admin area, once the log is read: story cards show their «Avisos» from it. */
const StoryDeliveriesContext = createContext<DeliveriesByStory | null>(null);

const NO_DELIVERIES: readonly StoryDelivery[] = [];

/**
 * Reads the campaign's delivery log once (admins only: `enabled` is the admin area) and hands each story card
 * its rows. Outside it, or while loading, the cards show nothing.
 */
export function StoryDeliveriesProvider({
  campaignId,
  enabled,
  children,
}: {
  campaignId: string;
  enabled: boolean;
  children: ReactNode;
}) {
  const { data } = useCampaignDeliveries(campaignId, { enabled });
  const value = useMemo<DeliveriesByStory | null>(() => {
    if (!enabled || !data) return null;
    const byStory = new Map<string, StoryDelivery[]>();
    for (const delivery of data.deliveries) {
      const list = byStory.get(delivery.storyId);
      if (list) list.push(delivery);
      else byStory.set(delivery.storyId, [delivery]);
    }
    return { timeZone: data.timeZone, byStory };
  }, [enabled, data]);
  return <StoryDeliveriesContext.Provider value={value}>{children}</StoryDeliveriesContext.Provider>;
}

const STATUS_VARIANT: Record<DeliveryStatus, 'success' | 'destructive' | 'secondary' | 'outline'> = {
  sent: 'success',
  failed: 'destructive',
  skipped: 'secondary',
  sending: 'outline',
};

/**
 * «Avisos (3)»: a story's reminders, newest first: channel, what it was when not the publishing reminder («Aviso de
 * resultados»), time in the client's zone, outcome and detail.
 */
export function StoryDeliveries({ storyId }: { storyId: string }) {
  const context = useContext(StoryDeliveriesContext);
  if (!context) return null;
  const deliveries = context.byStory.get(storyId) ?? NO_DELIVERIES;
  return (
    <details className="group rounded-lg border bg-muted/30 text-sm">
      <summary className="flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-2 font-medium text-muted-foreground hover:text-foreground">
        <BellRingIcon className="size-4" aria-hidden="true" />
        Avisos <span className="tabular-nums">({deliveries.length})</span>
      </summary>
      {deliveries.length === 0 ? (
        <p className="px-3 pb-3 text-muted-foreground text-xs">Todavía no se ha enviado ningún aviso.</p>
      ) : (
        <ul className="grid gap-2 px-3 pb-3">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{DELIVERY_CHANNEL_LABELS[delivery.channel]}</span>
                {delivery.kind !== 'reminder' && (
                  <span className="text-xs">{DELIVERY_KIND_LABELS[delivery.kind]}</span>
                )}
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatDateTimeEs(delivery.sentAt ?? delivery.createdAt, context.timeZone)}
                </span>
                <Badge variant={STATUS_VARIANT[delivery.status]}>
                  {DELIVERY_STATUS_LABELS[delivery.status]}
                </Badge>
              </p>
              {delivery.detail && <p className="text-muted-foreground text-xs">{delivery.detail}</p>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
