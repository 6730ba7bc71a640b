import { and, eq, lt } from 'drizzle-orm';
import { formatDateTimeEs } from '../../../shared/dates';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import {
  type WebhookEndpointRow,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/webhooks';
import type { Env } from '../../env';
import { enqueueJob } from '../../jobs/enqueue-job';
import { enqueueMail } from '../../mail/enqueue-mail';
import { webhookUrl } from '../../mail/links';
import { webhookDisabledEmail } from '../../mail/templates/webhook-disabled';
import { recordAudit } from '../audit/record-audit';
import { deliverJobDedupeKey, webhookDeliverJobKind } from './deliver-job-kind';
import { auditedEndpoint } from './save-webhook-endpoint';

/** How one attempt ended, as it is stored: the outcome decides the delivery's next state. */
export interface AttemptResult {
  /** 'gone': the receiver answered 410; 'retry': try again at `nextAttemptAt` (null: that was the last). */
  outcome: 'succeeded' | 'gone' | 'retry';
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  nextAttemptAt: Date | null;
}

/**
 * Stores attempt `attempt` of a delivery in one transaction: its row, the delivery's new state and, for a failure
 * with a retry left, the next attempt's job (its own dedupe key, so a repeat queues nothing). Only once: when the
 * delivery already counts this attempt (a worker that stored it and died before its job was marked done), nothing
 * changes. A 410 turns the endpoint off ('gone'), audits it and e-mails every active admin.
 */
export async function recordWebhookAttempt(
  tx: Executor,
  input: {
    env: Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>;
    deliveryId: string;
    endpoint: WebhookEndpointRow;
    attempt: number;
    at: Date;
    result: AttemptResult;
  },
): Promise<void> {
  const { result, attempt, at } = input;
  const willRetry = result.outcome === 'retry' && result.nextAttemptAt !== null;
  const status = result.outcome === 'succeeded' ? 'succeeded' : willRetry ? 'pending' : 'failed';
  const [updated] = await tx
    .update(webhookDeliveries)
    .set({
      status,
      attempts: attempt,
      lastAttemptAt: at,
      nextAttemptAt: willRetry ? result.nextAttemptAt : null,
      responseStatus: result.responseStatus,
      durationMs: result.durationMs,
      error: result.error,
      responseBody: result.responseBody,
      updatedAt: at,
    })
    .where(and(eq(webhookDeliveries.id, input.deliveryId), lt(webhookDeliveries.attempts, attempt)))
    .returning({ id: webhookDeliveries.id });
  if (!updated) return;
  await tx.insert(webhookAttempts).values({
    deliveryId: input.deliveryId,
    attempt,
    responseStatus: result.responseStatus,
    durationMs: result.durationMs,
    error: result.error,
    at,
  });
  if (willRetry) {
    await enqueueJob(
      tx,
      webhookDeliverJobKind,
      { deliveryId: input.deliveryId, attempt: attempt + 1 },
      {
        dedupeKey: deliverJobDedupeKey(input.deliveryId, attempt + 1),
        runAt: result.nextAttemptAt!,
        maxAttempts: 1_000,
      },
    );
  }
  if (result.outcome === 'gone') await disableGoneEndpoint(tx, input.env, input.endpoint, at);
}

/**
 * The receiver answered 410 Gone: the endpoint is turned off (reason 'gone', shown in the list), audited as
 * webhook.disabled, and every active admin gets an e-mail, in the same transaction. Once: an endpoint already off
 * is left as it is.
 */
async function disableGoneEndpoint(
  tx: Executor,
  env: Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>,
  endpoint: WebhookEndpointRow,
  at: Date,
): Promise<void> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ isEnabled: false, disabledReason: 'gone', disabledAt: at, updatedAt: at })
    .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.isEnabled, true)))
    .returning();
  if (!row) return;
  await recordAudit(tx, {
    event: 'webhook.disabled',
    details: { ...auditedEndpoint(row), reason: 'gone', responseStatus: 410 },
  });
  const admins = await tx
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)));
  for (const admin of admins) {
    await enqueueMail(
      tx,
      webhookDisabledEmail({
        to: admin.email,
        url: row.url,
        description: row.description,
        disabledAt: formatDateTimeEs(at, env.APP_TIMEZONE),
        webhookUrl: webhookUrl(env, row.id),
      }),
      { purpose: 'webhook-disabled' },
    );
  }
}
