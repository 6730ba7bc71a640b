import { inArray } from 'drizzle-orm';
import type { PushMessage } from '../../../shared/notifications/push-message';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/notifications';
import type { Logger } from '../../logger';
import type { OutboundGuard } from '../../net/outbound-guard';
import type { VapidKeys } from '../../notifications/vapid-keys';
import { type PushSendOptions, sendWebPush } from '../../notifications/web-push-sender';
import { subscriptionsOf } from './push-subscriptions';

export interface PushResult {
  /** Devices whose push service took the message. */
  delivered: number;
  /** Devices whose push service refused it or could not be reached (kept: it may work next time). */
  failed: number;
  /** Devices whose subscription is gone (404/410): their rows are deleted. */
  expired: number;
  errors: string[];
}

/**
 * Sends one message to every device of a user, in parallel. A subscription the push service says is gone is
 * deleted; a device that took it gets last_success_at. Never throws for a push service's answer.
 */
export async function pushToUser({
  db,
  keys,
  logger,
  userId,
  message,
  options,
  outbound,
}: {
  db: Executor;
  keys: VapidKeys;
  logger: Logger;
  userId: string;
  message: PushMessage;
  options: PushSendOptions;
  /** Every push endpoint is an address a user gave: sent through the app's outbound guard. */
  outbound: OutboundGuard;
}): Promise<PushResult> {
  const targets = await subscriptionsOf(db, [userId]);
  const outcomes = await Promise.all(
    targets.map((target) => sendWebPush(keys, target, message, options, outbound)),
  );
  const result: PushResult = { delivered: 0, failed: 0, expired: 0, errors: [] };
  const expired: string[] = [];
  const delivered: string[] = [];
  outcomes.forEach((outcome, i) => {
    const target = targets[i]!;
    if (outcome.status === 'delivered') {
      result.delivered++;
      delivered.push(target.id);
    } else if (outcome.status === 'expired') {
      result.expired++;
      expired.push(target.id);
    } else {
      result.failed++;
      result.errors.push(outcome.error);
    }
  });
  if (expired.length > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, expired));
    logger.info({ userId, expired: expired.length }, 'push: expired subscriptions removed');
  }
  if (delivered.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date() })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  if (result.failed > 0) logger.warn({ userId, errors: result.errors }, 'push: some devices failed');
  return result;
}
