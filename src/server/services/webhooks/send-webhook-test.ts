import { and, eq } from 'drizzle-orm';
import type { WebhookDelivery } from '../../../shared/api/webhooks';
import { WEBHOOK_TEST_EVENT_TYPE } from '../../../shared/webhooks/webhook-events';
import { WEBHOOK_TEXTS } from '../../../shared/webhooks/webhook-texts';
import type { Executor } from '../../db/client';
import { webhookDeliveries, webhookMessages } from '../../db/schema/webhooks';
import { AppError } from '../../errors/app-error';
import { newWebhookMessageId, queueDeliveries } from './emit-webhook-event';
import { findDelivery } from './list-webhook-deliveries';
import { findEndpointRow, type WebhookDeps } from './list-webhook-endpoints';

/** The text of the test event's `data.message`. */
export const WEBHOOK_TEST_MESSAGE = 'Evento de prueba del Panel de Stories: si lo ves, el webhook funciona.';

/** The endpoint, refused with 409 when it is off (a test or a resend would never be sent). */
async function enabledEndpoint(tx: Executor, endpointId: string) {
  const endpoint = await findEndpointRow(tx, endpointId);
  if (!endpoint.isEnabled) throw new AppError('CONFLICT', WEBHOOK_TEXTS.endpointDisabled);
  return endpoint;
}

/**
 * POST /api/admin/webhooks/{id}/test: a `webhook.test` message to this endpoint only (whatever events it
 * subscribes to), queued at once like any delivery. 404, or 409 when the endpoint is off.
 */
export async function sendWebhookTest(
  deps: WebhookDeps,
  input: { endpointId: string },
): Promise<WebhookDelivery> {
  const now = deps.now();
  const delivery = await deps.database.db.transaction(async (tx) => {
    const endpoint = await enabledEndpoint(tx, input.endpointId);
    const id = newWebhookMessageId();
    const body = JSON.stringify({
      type: WEBHOOK_TEST_EVENT_TYPE,
      timestamp: now.toISOString(),
      data: { message: WEBHOOK_TEST_MESSAGE, endpointId: endpoint.id },
    });
    await tx.insert(webhookMessages).values({ id, eventType: WEBHOOK_TEST_EVENT_TYPE, body, createdAt: now });
    const [deliveryId] = await queueDeliveries(tx, id, [endpoint.id], now);
    return findDelivery(tx, endpoint.id, deliveryId!);
  });
  deps.jobRunner?.wake();
  return delivery;
}

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/resend: a new delivery of the same message (the same
 * `webhook-id` and body, so a receiver that already has it can tell) to the same endpoint. 404, 409 when it is off.
 */
export async function resendWebhookDelivery(
  deps: WebhookDeps,
  input: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  const now = deps.now();
  const delivery = await deps.database.db.transaction(async (tx) => {
    const [original] = await tx
      .select({ messageId: webhookDeliveries.messageId })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, input.endpointId)),
      );
    const endpoint = await enabledEndpoint(tx, input.endpointId);
    if (!original) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.deliveryNotFound);
    const [deliveryId] = await queueDeliveries(tx, original.messageId, [endpoint.id], now);
    return findDelivery(tx, endpoint.id, deliveryId!);
  });
  deps.jobRunner?.wake();
  return delivery;
}
