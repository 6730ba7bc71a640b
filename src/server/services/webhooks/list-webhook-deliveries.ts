import { and, desc, eq } from 'drizzle-orm';
import type {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookDeliveryStatus,
} from '../../../shared/api/webhooks';
import { WEBHOOK_TEXTS } from '../../../shared/webhooks/webhook-texts';
import type { Executor } from '../../db/client';
import { type WebhookDeliveryRow, webhookDeliveries, webhookMessages } from '../../db/schema/webhooks';
import { AppError } from '../../errors/app-error';
import { findEndpointRow, type WebhookDeps } from './list-webhook-endpoints';

/** A delivery as the API shows it (its message's event type beside it). */
export function toWebhookDelivery(row: WebhookDeliveryRow, eventType: string): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    responseBody: row.responseBody,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** One delivery of one endpoint, as the API shows it; 404 when the endpoint has no such delivery. */
export async function findDelivery(
  db: Executor,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: webhookMessages.eventType })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.deliveryNotFound);
  return toWebhookDelivery(row.delivery, row.eventType);
}

/** GET /api/admin/webhooks/{id}/deliveries: newest first, up to `limit`, of one status when asked; 404 for no endpoint. */
export async function listWebhookDeliveries(
  deps: WebhookDeps,
  input: { endpointId: string; query: WebhookDeliveryQuery },
): Promise<WebhookDeliveryList> {
  const { db } = deps.database;
  const endpoint = await findEndpointRow(db, input.endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: webhookMessages.eventType })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        input.query.status ? eq(webhookDeliveries.status, input.query.status) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.query.limit);
  return { deliveries: rows.map((row) => toWebhookDelivery(row.delivery, row.eventType)) };
}
