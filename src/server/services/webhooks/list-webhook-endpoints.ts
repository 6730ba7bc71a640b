import { desc, eq, inArray } from 'drizzle-orm';
import type {
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEndpointList,
} from '../../../shared/api/webhooks';
import type { WebhookEventType } from '../../../shared/webhooks/webhook-events';
import { WEBHOOK_TEXTS } from '../../../shared/webhooks/webhook-texts';
import type { AppDeps } from '../../context/app-deps';
import type { Executor } from '../../db/client';
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import { AppError } from '../../errors/app-error';

/** What the webhook services use of the app: the database, the settings, the clock and the job runner to wake. */
export type WebhookDeps = Pick<AppDeps, 'env' | 'database' | 'now' | 'jobRunner'>;

type LastDelivery = WebhookEndpoint['lastDelivery'];

/** An endpoint as the API shows it: never its secret, only the hint. */
export function toWebhookEndpoint(
  row: WebhookEndpointRow,
  lastDelivery: LastDelivery,
  now: Date,
): WebhookEndpoint {
  const isRotating = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    isEnabled: row.isEnabled,
    disabledReason: row.disabledReason === 'gone' ? 'gone' : null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    secretHint: row.secretHint,
    previousSecretExpiresAt: isRotating ? row.previousSecretExpiresAt!.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastDelivery,
  };
}

/** The newest delivery of each endpoint (its status, when it last moved, the receiver's last status code). */
async function lastDeliveries(
  db: Executor,
  endpointIds: string[],
): Promise<Map<string, NonNullable<LastDelivery>>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      responseStatus: webhookDeliveries.responseStatus,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(
    rows.map((row) => [
      row.endpointId,
      {
        status: row.status as WebhookDeliveryStatus,
        at: (row.lastAttemptAt ?? row.createdAt).toISOString(),
        responseStatus: row.responseStatus,
      },
    ]),
  );
}

/** Every endpoint, newest first, with its last delivery. */
export async function listWebhookEndpoints(deps: WebhookDeps): Promise<WebhookEndpointList> {
  const { db } = deps.database;
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  const now = deps.now();
  return { endpoints: rows.map((row) => toWebhookEndpoint(row, last.get(row.id) ?? null, now)) };
}

/** The endpoint's row; 404 with the Spanish message when there is none. */
export async function findEndpointRow(db: Executor, endpointId: string): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_TEXTS.notFound);
  return row;
}

/** One endpoint as the API shows it, from its row (read again for its last delivery). */
export async function endpointView(
  db: Executor,
  row: WebhookEndpointRow,
  now: Date,
): Promise<WebhookEndpoint> {
  const last = await lastDeliveries(db, [row.id]);
  return toWebhookEndpoint(row, last.get(row.id) ?? null, now);
}

/** GET /api/admin/webhooks/{id}: 404 when there is none. */
export async function getWebhookEndpoint(deps: WebhookDeps, endpointId: string): Promise<WebhookEndpoint> {
  const { db } = deps.database;
  return endpointView(db, await findEndpointRow(db, endpointId), deps.now());
}
