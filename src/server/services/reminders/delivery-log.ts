import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryChannel, DeliveryKind, DeliveryStatus } from '../../../shared/api/admin-today';
import type { Executor } from '../../db/client';
import { notificationDeliveries } from '../../db/schema/notifications';

export type { DeliveryChannel, DeliveryKind, DeliveryStatus };

/** The exactly-once key of one delivery. */
export const deliveryKey = {
  reminder: (storyId: string, dueAt: Date, channel: DeliveryChannel) =>
    `reminder:${storyId}:${dueAt.toISOString()}:${channel}`,
  digest: (clientId: string, localDate: string) => `digest:${clientId}:${localDate}:email`,
  agencyAlert: (clientId: string, localDate: string) => `agency_alert:${clientId}:${localDate}:email`,
  /** «Apunta los resultados…»: once per story and channel, whatever its time becomes. */
  resultsReminder: (storyId: string, channel: DeliveryChannel) => `results_reminder:${storyId}:${channel}`,
};

export interface DeliveryClaim {
  key: string;
  clientId: string;
  storyId: string | null;
  kind: DeliveryKind;
  channel: DeliveryChannel;
  dueAt: Date;
}

/**
 * Claims deliveries for a job: inserts each as 'sending' unless its key exists. A key already there belongs to
 * another job (or to this one, done): not ours. A 'sending' row of this same job is a retry after the worker died
 * mid-send, and is taken again. Returns the keys this job now owns: only those may be sent.
 */
export async function claimDeliveries({
  tx,
  jobId,
  claims,
  status = 'sending',
}: {
  tx: Executor;
  jobId: string;
  claims: readonly DeliveryClaim[];
  status?: DeliveryStatus;
}): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await tx
    .insert(notificationDeliveries)
    .values(
      claims.map((claim) => ({
        ...claim,
        status,
        jobId,
        ...(status === 'sent' ? { sentAt: sql`now()` } : {}),
      })),
    )
    .onConflictDoUpdate({
      target: notificationDeliveries.key,
      set: { status: sql`excluded.status`, sentAt: sql`excluded.sent_at` },
      setWhere: sql`${notificationDeliveries.status} = 'sending' and ${notificationDeliveries.jobId} = excluded.job_id`,
    })
    .returning({ key: notificationDeliveries.key });
  return new Set(rows.map((row) => row.key));
}

/** One client-level e-mail (a digest, an agency alert) claimed as sent: true when this job now owns it. */
export async function claimClientEmail({
  tx,
  jobId,
  claim,
}: {
  tx: Executor;
  jobId: string;
  claim: Omit<DeliveryClaim, 'storyId' | 'channel'>;
}): Promise<boolean> {
  const owned = await claimDeliveries({
    tx,
    jobId,
    claims: [{ ...claim, storyId: null, channel: 'email' }],
    status: 'sent',
  });
  return owned.has(claim.key);
}

/** Records how the deliveries with these keys ended. */
export async function finishDeliveries({
  db,
  keys,
  status,
  detail,
}: {
  db: Executor;
  keys: readonly string[];
  status: Exclude<DeliveryStatus, 'sending'>;
  detail: string | null;
}): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status, detail: detail?.slice(0, 500) ?? null, sentAt: status === 'sent' ? sql`now()` : null })
    .where(and(inArray(notificationDeliveries.key, [...keys]), eq(notificationDeliveries.status, 'sending')));
}
