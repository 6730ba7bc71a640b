import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGES,
  type PushDevice,
  type SavePushSubscriptionBody,
} from '../../../shared/api/notifications';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { outboundGuard } from '../../net/outbound-guard';

/** The most devices one user keeps subscribed; subscribing another drops the oldest. */
export const MAX_PUSH_DEVICES_PER_USER = 10;

/**
 * https only (plain http with WEB_PUSH_ALLOW_HTTP), and never an IP literal the outbound guard would refuse
 * (127.0.0.1, [::1], 169.254.169.254…): refused here at once. A name is judged by its address when a message is
 * sent (decision 028).
 */
function assertEndpointAllowed(
  endpoint: string,
  env: Pick<Env, 'WEB_PUSH_ALLOW_HTTP' | 'OUTBOUND_ALLOW_HOSTS'>,
) {
  const isSchemeAllowed =
    endpoint.startsWith('https://') || (env.WEB_PUSH_ALLOW_HTTP && endpoint.startsWith('http://'));
  if (!isSchemeAllowed) {
    throw new AppError('INVALID_REQUEST', NOTIFICATION_MESSAGES.endpointInvalid, [
      { path: 'endpoint', message: NOTIFICATION_MESSAGES.endpointInvalid },
    ]);
  }
  if (outboundGuard(env).blockedLiteral(endpoint)) {
    throw new AppError('INVALID_REQUEST', NOTIFICATION_MESSAGES.endpointNotPublic, [
      { path: 'endpoint', message: NOTIFICATION_MESSAGES.endpointNotPublic },
    ]);
  }
}

/**
 * Saves this browser's subscription for the signed-in user. The endpoint identifies the browser: saving it again
 * (new keys, or another user signing in on the same browser) updates the one row, so a shared phone never
 * notifies the previous user. Beyond MAX_PUSH_DEVICES_PER_USER the oldest of the user's devices is dropped.
 */
export async function savePushSubscription({
  db,
  env,
  userId,
  body,
  userAgent,
}: {
  db: Executor;
  env: Pick<Env, 'WEB_PUSH_ALLOW_HTTP' | 'OUTBOUND_ALLOW_HOSTS'>;
  userId: string;
  body: SavePushSubscriptionBody;
  userAgent: string | null;
}): Promise<void> {
  assertEndpointAllowed(body.endpoint, env);
  const agent = userAgent?.slice(0, 300) ?? null;
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      userAgent: agent,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: agent,
        createdAt: sql`now()`,
      },
    });
  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_DEVICES_PER_USER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
}

/**
 * Turns notifications off for one of the user's browsers. Idempotent: an endpoint that is not (or no longer) the
 * user's changes nothing and is not an error (the browser only wants it off); another user's row is never touched.
 */
export async function deletePushSubscription({
  db,
  userId,
  endpoint,
}: {
  db: Executor;
  userId: string;
  endpoint: string;
}): Promise<{ removed: boolean }> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { removed: deleted.length > 0 };
}

/** The user's subscribed browsers, oldest first (never their endpoints or keys). */
export async function listPushDevices(db: Executor, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }));
}

/** Every subscription of the given users (one query). */
export async function subscriptionsOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}
