import type { CampaignDeliveriesResponse, StoryDelivery } from '@shared/api/admin-today';
import { formatDateTimeEs } from '@shared/dates';
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_KIND_LABELS,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
} from '@shared/notifications/delivery-log';
import { BellRingIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useCampaignDeliveries } from '../api/get-campaign-deliveries';

const NO_DELIVERIES: readonly StoryDelivery[] = [];

/** Each answer's rows by story, grouped once for all the cards (the answer object is the key). */
const byStoryOf = new WeakMap<CampaignDeliveriesResponse, ReadonlyMap<string, readonly StoryDelivery[]>>();
function deliveriesByStory(data: CampaignDeliveriesResponse): ReadonlyMap<string, readonly StoryDelivery[]> {
  let byStory = byStoryOf.get(data);
  if (!byStory) {
    const grouped = new Map<string, StoryDelivery[]>();
    for (const delivery of data.deliveries) {
      const list = grouped.get(delivery.storyId);
      if (list) list.push(delivery);
      else grouped.set(delivery.storyId, [delivery]);
    }
    byStory = grouped;
    byStoryOf.set(data, byStory);
  }
  return byStory;
}

const STATUS_VARIANT: Record<DeliveryStatus, 'success' | 'destructive' | 'secondary' | 'outline'> = {
  sent: 'success',
  failed: 'destructive',
  skipped: 'secondary',
  sending: 'outline',
};

/**
 * «Avisos (3)»: a story's reminders, newest first: channel, what it was when not the publishing reminder («Aviso de
 * resultados»), time in the client's zone, outcome and detail. Admins only: the card renders it in the admin area,
 * in a chunk of its own (nothing of it weighs on the campaign screen's first view). Every card reads the campaign's
 * one log (GET /api/admin/campaigns/{id}/deliveries, one request for all); nothing shows while it loads.
 */
export function StoryDeliveries({ campaignId, storyId }: { campaignId: string; storyId: string }) {
  const { data } = useCampaignDeliveries(campaignId, { enabled: true });
  if (!data) return null;
  const deliveries = deliveriesByStory(data).get(storyId) ?? NO_DELIVERIES;
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
                  {formatDateTimeEs(delivery.sentAt ?? delivery.createdAt, data.timeZone)}
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
