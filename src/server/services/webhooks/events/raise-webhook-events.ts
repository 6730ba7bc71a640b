import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { WebhookEvent, WebhookEventType } from '../../../../shared/webhooks/webhook-events';
import type { Executor } from '../../../db/client';
import { webhookEndpoints } from '../../../db/schema/webhooks';
import { emitWebhookEvent } from '../emit-webhook-event';

/**
 * Which of `types` some enabled endpoint subscribes to: one query on the (small) endpoints table, asked before the
 * payload's references are read, so that a change no endpoint listens to costs this query and nothing more.
 */
export async function subscribedEvents(
  tx: Executor,
  types: readonly WebhookEventType[],
): Promise<Set<WebhookEventType>> {
  const rows = await tx
    .select({ eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.isEnabled, true), arrayOverlaps(webhookEndpoints.eventTypes, [...types])));
  const subscribed = new Set<WebhookEventType>();
  for (const row of rows) {
    for (const type of types) if (row.eventTypes.includes(type)) subscribed.add(type);
  }
  return subscribed;
}

/** One event to raise, with the key that makes it stored once when the same fact may be raised again. */
export interface PendingWebhookEvent {
  event: WebhookEvent;
  dedupeKey?: string;
}

/** Raises the events in the caller's transaction, in order; returns how many messages were stored. */
export async function emitWebhookEvents(
  tx: Executor,
  events: readonly PendingWebhookEvent[],
  now?: Date,
): Promise<number> {
  let stored = 0;
  for (const { event, dedupeKey } of events) {
    const id = await emitWebhookEvent(tx, event, {
      ...(dedupeKey ? { dedupeKey } : {}),
      ...(now ? { now } : {}),
    });
    if (id) stored++;
  }
  return stored;
}
