import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/webhooks';
import { defineJob, type JobDeps } from '../../jobs/define-job';
import type { OutboundGuard } from '../../net/outbound-guard';
import { webhookGuard } from '../../net/webhook-guard';
import { WEBHOOK_DELIVER_JOB_TYPE, WebhookDeliverPayload } from './deliver-job-kind';
import { type AttemptResult, recordWebhookAttempt } from './record-webhook-attempt';
import { postWebhook, WEBHOOK_TIMEOUT_MS, webhookHeaders } from './webhook-request';
import { nextWebhookAttemptAt, parseRetryAfter, WEBHOOK_MAX_ATTEMPTS } from './webhook-retry';
import { webhookSecretCipher } from './webhook-secret';

/** The job's lease: longer than one attempt (10 s), short enough that a dead worker's attempt is soon taken over. */
export const WEBHOOK_DELIVER_LEASE_MS = 60_000;

/** Why a delivery was not sent, in Spanish. */
const TEXTS = {
  endpointOff: 'No se envió: el webhook estaba desactivado',
  secretUnreadable:
    'No se pudo leer el secreto del webhook (¿cambió AUTH_SECRET?): genera uno nuevo con «Rotar secreto»',
  redirect: (status: number) => `HTTP ${status}: el panel no sigue redirecciones`,
  status: (status: number) => `HTTP ${status}`,
};

export interface DeliverWebhookOptions {
  /** The whole exchange's limit; 10 s unless told (tests). */
  timeoutMs?: number;
  /** The guard requests go through; the app's webhook guard (webhookGuard(env)) unless told (tests' resolvers). */
  guard?: OutboundGuard;
  /** [0, 1) for the retries' jitter (Math.random). */
  random?: () => number;
}

async function loadDelivery(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, message: webhookMessages, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/** The secrets that sign at `at`: the current one, and the previous one while its 24 h last. Null when unreadable. */
function signingSecrets(deps: JobDeps, endpoint: typeof webhookEndpoints.$inferSelect, at: Date) {
  const cipher = webhookSecretCipher(deps.env);
  const current = cipher.open(endpoint.secretCiphertext);
  if (!current) return null;
  const isRotating =
    endpoint.previousSecretCiphertext !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt > at;
  const previous = isRotating ? cipher.open(endpoint.previousSecretCiphertext!) : null;
  return previous ? [current, previous] : [current];
}

/**
 * One attempt of one delivery ('webhooks.deliver', docs/webhooks.md): skipped when the delivery is gone, done or
 * already counts this attempt, failed when its endpoint is off; otherwise marked 'sending', signed (both secrets
 * during a rotation), POSTed through the guard and its outcome stored with the next attempt queued
 * (record-webhook-attempt.ts). The handler schedules its own retries; the runner's retry is only for a thrown
 * error (the database). A worker killed mid-request leaves the job running: once its lease is over another worker
 * sends the same message again, with the same webhook-id.
 */
export function defineDeliverWebhookJob(options: DeliverWebhookOptions = {}) {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return defineJob({
    type: WEBHOOK_DELIVER_JOB_TYPE,
    payload: WebhookDeliverPayload,
    leaseMs: WEBHOOK_DELIVER_LEASE_MS,
    handler: (deps) => {
      const clock = deps.now ?? (() => new Date());
      const guard = options.guard ?? webhookGuard(deps.env);
      return async ({ deliveryId, attempt }, { log }) => {
        const row = await loadDelivery(deps.db, deliveryId);
        if (!row) return;
        const { delivery, message, endpoint } = row;
        if (delivery.status === 'succeeded' || delivery.status === 'failed' || delivery.attempts >= attempt) {
          return;
        }
        const at = clock();
        const record = (result: AttemptResult) =>
          deps.db.transaction((tx) =>
            recordWebhookAttempt(tx, { env: deps.env, deliveryId, endpoint, attempt, at, result }),
          );
        const failure = (error: string, durationMs = 0): AttemptResult => ({
          outcome: 'retry',
          responseStatus: null,
          durationMs,
          error,
          responseBody: null,
          nextAttemptAt: nextAttempt(attempt, clock(), delivery.createdAt, null, options.random),
        });
        if (!endpoint.isEnabled) {
          await record({ ...failure(TEXTS.endpointOff), nextAttemptAt: null });
          return;
        }
        const secrets = signingSecrets(deps, endpoint, at);
        if (!secrets) {
          await record(failure(TEXTS.secretUnreadable));
          return;
        }
        await deps.db
          .update(webhookDeliveries)
          .set({ status: 'sending', lastAttemptAt: at, updatedAt: at })
          .where(eq(webhookDeliveries.id, deliveryId));
        const exchange = await postWebhook(guard, {
          url: endpoint.url,
          headers: webhookHeaders({ messageId: message.id, body: message.body, secrets, at }),
          body: message.body,
          timeoutMs,
        });
        if (exchange.kind === 'error') {
          log.warn({ deliveryId, attempt, error: exchange.error }, 'webhook delivery failed');
          await record(failure(exchange.error, exchange.durationMs));
          return;
        }
        const { status } = exchange;
        const answer = {
          responseStatus: status,
          durationMs: exchange.durationMs,
          responseBody: exchange.body,
        };
        if (status >= 200 && status < 300) {
          await record({ ...answer, outcome: 'succeeded', error: null, nextAttemptAt: null });
        } else if (status === 410) {
          log.warn({ deliveryId, endpointId: endpoint.id }, 'webhook endpoint answered 410: disabled');
          await record({ ...answer, outcome: 'gone', error: TEXTS.status(status), nextAttemptAt: null });
        } else {
          const retryAfterMs = parseRetryAfter(exchange.retryAfter, at);
          await record({
            ...answer,
            outcome: 'retry',
            error: status >= 300 && status < 400 ? TEXTS.redirect(status) : TEXTS.status(status),
            nextAttemptAt: nextAttempt(attempt, clock(), delivery.createdAt, retryAfterMs, options.random),
          });
        }
      };
    },
  });
}

function nextAttempt(
  attempt: number,
  now: Date,
  deliveryCreatedAt: Date,
  retryAfterMs: number | null,
  random: (() => number) | undefined,
): Date | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return nextWebhookAttemptAt({
    attempt,
    now,
    deliveryCreatedAt,
    retryAfterMs,
    ...(random ? { random } : {}),
  });
}

/** The app's delivery job (the registry binds it): 10 s, the webhook guard of its settings. */
export const deliverWebhookJob = defineDeliverWebhookJob();
