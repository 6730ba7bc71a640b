import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEvent } from '../../../shared/webhooks/webhook-events';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks';
import { enqueueJob } from '../../jobs/enqueue-job';
import { deliverJobDedupeKey, webhookDeliverJobKind } from './deliver-job-kind';

/** A new `webhook-id`: `msg_` and 32 hex digits (Standard Webhooks leaves the form to the sender). */
export function newWebhookMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * Raises one webhook event in the caller's transaction (outbox): the message (its body fixed now, so every attempt
 * sends and signs the same bytes), one delivery per enabled endpoint that subscribes to the event, and the first
 * attempt of each as a job. Nothing is stored when no endpoint wants the event; a rolled-back change leaves
 * nothing; a `dedupeKey` already stored (the same fact raised twice) adds nothing. Returns the message id, or null
 * when nothing was stored.
 */
export async function emitWebhookEvent(
  tx: Executor,
  event: WebhookEvent,
  options: { dedupeKey?: string; now?: Date } = {},
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.isEnabled, true), arrayContains(webhookEndpoints.eventTypes, [event.type])),
    );
  if (endpoints.length === 0) return null;
  const now = options.now ?? new Date();
  const id = newWebhookMessageId();
  const body = JSON.stringify({ type: event.type, timestamp: now.toISOString(), data: event.data });
  const [message] = await tx
    .insert(webhookMessages)
    .values({ id, eventType: event.type, body, dedupeKey: options.dedupeKey ?? null, createdAt: now })
    .onConflictDoNothing({ target: webhookMessages.dedupeKey })
    .returning({ id: webhookMessages.id });
  if (!message) return null;
  await queueDeliveries(
    tx,
    message.id,
    endpoints.map((e) => e.id),
    now,
  );
  return message.id;
}

/** One pending delivery of message `messageId` per endpoint, each with its first attempt queued at `now`. */
export async function queueDeliveries(
  tx: Executor,
  messageId: string,
  endpointIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        messageId,
        endpointId,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const { id } of rows) {
    await enqueueJob(
      tx,
      webhookDeliverJobKind,
      { deliveryId: id, attempt: 1 },
      {
        dedupeKey: deliverJobDedupeKey(id, 1),
        runAt: now,
        maxAttempts: 1_000,
      },
    );
  }
  return rows.map((r) => r.id);
}
