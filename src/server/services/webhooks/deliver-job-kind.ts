import { z } from 'zod';
import type { JobKind } from '../../jobs/define-job';

/**
 * One attempt of one webhook delivery (a row of webhook_deliveries): what `emitWebhookEvent` queues and what the
 * delivery job (deliver-webhook-job.ts) runs. Declared apart from the handler so that raising an event does not
 * pull in the HTTP client.
 */
export const WEBHOOK_DELIVER_JOB_TYPE = 'webhooks.deliver';

export const WebhookDeliverPayload = z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(1) });

export const webhookDeliverJobKind: JobKind<typeof WebhookDeliverPayload> = {
  type: WEBHOOK_DELIVER_JOB_TYPE,
  payload: WebhookDeliverPayload,
};

/** The job's dedupe key: one queued job per delivery and attempt, however often it is asked for. */
export function deliverJobDedupeKey(deliveryId: string, attempt: number): string {
  return `webhook-delivery:${deliveryId}:${attempt}`;
}
