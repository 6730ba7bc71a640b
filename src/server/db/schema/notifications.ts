import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, DeliveryKind, DeliveryStatus } from '../../../shared/api/admin-today';
import { user } from './auth';
import { stories } from './campaigns';
import { clients } from './clients';

/**
 * A browser or installed app of a user that accepted Web Push: the push service's endpoint and the keys the
 * payload is encrypted with. A user may have several. A push service answering 404/410 for an endpoint means the
 * subscription is gone: its row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed, as its User-Agent named it (shown to the user). */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service accepted a message for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * The delivery log, and the exactly-once guard: one row per (story, due instant, channel) reminder, per client
 * and local day for the digest and the agency alert. `key` is unique, so of two workers racing for the same
 * delivery one inserts the row and sends, the other finds it and does not. A row stays 'sending' only when its
 * worker died mid-send; the same job's retry takes it over.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique('notification_deliveries_key_unique'),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The story reminded of (reminders); null for a digest or an agency alert. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeliveryKind>().notNull(),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    /** The instant the delivery was for: the story's due instant, or the digest's local time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Why it failed or was skipped, or how many devices took it. */
    detail: text('detail'),
    /** The job that owns the delivery (a retry of the same job may finish a 'sending' row). */
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_deliveries_story_id_idx').on(t.storyId),
    index('notification_deliveries_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // The lists of src/shared/api/admin-today.ts (DELIVERY_KINDS, DELIVERY_CHANNELS, DELIVERY_STATUSES).
    check(
      'notification_deliveries_kind',
      sql`${t.kind} in ('reminder', 'digest', 'agency_alert', 'results_reminder')`,
    ),
    check('notification_deliveries_channel', sql`${t.channel} in ('push', 'email')`),
    check('notification_deliveries_status', sql`${t.status} in ('sending', 'sent', 'failed', 'skipped')`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
