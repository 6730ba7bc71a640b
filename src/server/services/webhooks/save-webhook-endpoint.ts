import { count, eq, sql } from 'drizzle-orm';
import type { CreateWebhookEndpointBody, WebhookEndpointWithSecret } from '../../../shared/api/webhooks';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_TEXTS } from '../../../shared/webhooks/webhook-texts';
import type { Actor } from '../../context/actor';
import { webhookEndpoints } from '../../db/schema/webhooks';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { webhookGuard } from '../../net/webhook-guard';
import { recordAudit } from '../audit/record-audit';
import { endpointView, findEndpointRow, type WebhookDeps } from './list-webhook-endpoints';
import {
  newWebhookSecret,
  PREVIOUS_SECRET_TTL_MS,
  webhookSecretCipher,
  webhookSecretHint,
} from './webhook-secret';

/** Taken by every endpoint creation, on every instance: the count and the insert are one step (the limit holds). */
const CREATE_LOCK_KEY = 7_142_000_034;

/**
 * The check at save time: a URL whose host is an IP literal that may not be reached (loopback, private, link-local,
 * multicast…, unless allowed) is refused with the Spanish 400 on `url`. A name is judged when connecting, on every
 * delivery (its address may change).
 */
export function assertWebhookUrlAllowed(
  env: Pick<Env, 'OUTBOUND_ALLOW_HOSTS' | 'WEBHOOK_ALLOW_HOSTS'>,
  url: string,
): void {
  if (webhookGuard(env).blockedLiteral(url)) {
    throw new AppError('INVALID_REQUEST', WEBHOOK_TEXTS.urlBlocked, [
      { path: 'url', message: WEBHOOK_TEXTS.urlBlocked },
    ]);
  }
}

/** The audit details of an endpoint: its id and host (a URL's path may hold a receiver's own token). */
export function auditedEndpoint(row: { id: string; url: string }) {
  return { endpointId: row.id, host: new URL(row.url).host };
}

/**
 * POST /api/admin/webhooks: a new endpoint with a new secret (stored encrypted, answered this once). 400 for a
 * forbidden address, 409 past WEBHOOK_MAX_ENDPOINTS. Audited (webhook.created).
 */
export async function createWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: Actor; body: CreateWebhookEndpointBody },
): Promise<WebhookEndpointWithSecret> {
  const { body, actor } = input;
  assertWebhookUrlAllowed(deps.env, body.url);
  const secret = newWebhookSecret();
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(CREATE_LOCK_KEY))})`);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(webhookEndpoints);
    if (total >= WEBHOOK_MAX_ENDPOINTS) throw new AppError('CONFLICT', WEBHOOK_TEXTS.tooManyEndpoints);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: body.url,
        description: body.description || null,
        eventTypes: [...new Set(body.eventTypes)],
        isEnabled: body.isEnabled ?? true,
        disabledAt: body.isEnabled === false ? now : null,
        secretCiphertext: webhookSecretCipher(deps.env).seal(secret),
        secretHint: webhookSecretHint(secret),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      event: 'webhook.created',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { ...auditedEndpoint(row!), eventTypes: row!.eventTypes },
    });
    return { endpoint: await endpointView(tx, row!, now), secret };
  });
}

/**
 * POST /api/admin/webhooks/{id}/rotate-secret: a new secret (answered this once); the one it replaces keeps signing
 * for 24 h, so every message carries both signatures meanwhile. Audited (webhook.secret_rotated, no secret).
 */
export async function rotateWebhookSecret(
  deps: WebhookDeps,
  input: { actor: Actor; endpointId: string },
): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const current = await findEndpointRow(tx, input.endpointId);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretCiphertext: webhookSecretCipher(deps.env).seal(secret),
        secretHint: webhookSecretHint(secret),
        // The secret as stored when the row is written (not as read above): of two rotations at once, the second
        // keeps the first's new secret signing for 24 h, so the secret either answer showed still verifies.
        previousSecretCiphertext: sql`${webhookEndpoints.secretCiphertext}`,
        previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_TTL_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    await recordAudit(tx, {
      event: 'webhook.secret_rotated',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: { ...auditedEndpoint(row!), previousSecretExpiresAt: row!.previousSecretExpiresAt },
    });
    return { endpoint: await endpointView(tx, row!, now), secret };
  });
}
