import { eq } from 'drizzle-orm';
import type { UpdateWebhookEndpointBody, WebhookEndpoint } from '../../../shared/api/webhooks';
import { WEBHOOK_TEXTS } from '../../../shared/webhooks/webhook-texts';
import type { Actor } from '../../context/actor';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { endpointView, findEndpointRow, type WebhookDeps } from './list-webhook-endpoints';
import { assertWebhookUrlAllowed, auditedEndpoint } from './save-webhook-endpoint';

/**
 * PATCH /api/admin/webhooks/{id}: the URL (checked as when made), description, events, on or off. Turning it on
 * clears why it was off (a 410); turning it off stops its pending deliveries (each is failed when its attempt
 * comes). Audited (webhook.updated, with the names of the fields changed).
 */
export async function updateWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: Actor; endpointId: string; changes: UpdateWebhookEndpointBody },
): Promise<WebhookEndpoint> {
  const { changes } = input;
  if (changes.url !== undefined) assertWebhookUrlAllowed(deps.env, changes.url);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const current = await findEndpointRow(tx, input.endpointId);
    const isEnabledChange =
      changes.isEnabled === undefined || changes.isEnabled === current.isEnabled
        ? {}
        : changes.isEnabled
          ? { isEnabled: true, disabledReason: null, disabledAt: null }
          : { isEnabled: false, disabledReason: null, disabledAt: now };
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(changes.url !== undefined ? { url: changes.url } : {}),
        ...(changes.description !== undefined ? { description: changes.description || null } : {}),
        ...(changes.eventTypes !== undefined ? { eventTypes: [...new Set(changes.eventTypes)] } : {}),
        ...isEnabledChange,
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, current.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
    await recordAudit(tx, {
      event: 'webhook.updated',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: {
        ...auditedEndpoint(row),
        fields: Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined),
        ...(changes.isEnabled !== undefined ? { isEnabled: row.isEnabled } : {}),
      },
    });
    return endpointView(tx, row, now);
  });
}

/** DELETE /api/admin/webhooks/{id}: the endpoint and its deliveries (queued attempts find nothing and stop). Audited. */
export async function deleteWebhookEndpoint(
  deps: WebhookDeps,
  input: { actor: Actor; endpointId: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.endpointId))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
    await recordAudit(tx, {
      event: 'webhook.deleted',
      userId: input.actor.userId,
      email: input.actor.email,
      ip: input.actor.ip,
      details: auditedEndpoint(row),
    });
  });
}
