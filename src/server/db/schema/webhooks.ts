import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The agency's outgoing webhook endpoints (issue 34 §1, docs/webhooks.md). The signing secret (`whsec_…`) is stored
 * encrypted (AES-256-GCM with a key derived from AUTH_SECRET, like Instagram tokens): never logged, shown once. While
 * a rotation is under way the previous secret also signs until `previous_secret_expires_at` (24 h).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: text('event_types').array().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** 'gone': the receiver answered 410 and the panel turned the endpoint off. */
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretHint: text('secret_hint').notNull(),
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_created_at_idx').on(t.createdAt)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * One event as it happened: written in the transaction of the change that raised it (never for a rolled-back
 * change, never lost for a committed one). `id` is the `webhook-id` every attempt and every resend carries
 * (`msg_…`); `payload` is the body sent, byte for byte the same on every attempt. `dedupe_key` makes an event
 * that may be raised twice for one fact (a campaign completed, a story late) stored once.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** The JSON body as sent (`{ type, timestamp, data }`), kept as text so that the bytes signed never change. */
    body: text('body').notNull(),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_messages_dedupe_key_unique').on(t.dedupeKey),
    index('webhook_messages_created_at_idx').on(t.createdAt),
  ],
);
export type WebhookMessageRow = typeof webhookMessages.$inferSelect;

/**
 * One message to one endpoint: its state and its last attempt (what the panel lists). Each attempt is a job
 * ('webhooks.deliver') whose handler records the outcome here and queues the next attempt itself (back-off with
 * jitter, `Retry-After`), so a worker killed mid-attempt leaves a job whose lease runs out and is retried.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** pending (waiting for its next attempt), sending, succeeded, failed (gave up or endpoint gone). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_message_idx').on(t.messageId),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Each attempt of a delivery, for the delivery's history (kept with it). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
