import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AutoPublishState } from '../../../shared/instagram/auto-publish';
import type { StoryInsights } from '../../../shared/instagram/story-insights';
import { user } from './auth';
import { stories } from './campaigns';
import { clients } from './clients';

/**
 * A client's Instagram professional account, connected by the agency through its own Meta app (issue 32,
 * docs/instagram.md). The long-lived token is stored encrypted (instagram/token-cipher.ts, AES-256-GCM with a key
 * derived from AUTH_SECRET): never logged, never in an API answer; a backup carries it encrypted.
 */
export const instagramConnections = pgTable(
  'instagram_connections',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    accountType: text('account_type').notNull(),
    tokenCiphertext: text('token_ciphertext').notNull(),
    /** When the current token was issued: Meta renews it only from 24 h on, and the panel at day 50. */
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'active' | 'reconnect'>().notNull().default('active'),
    statusReason: text('status_reason'),
    connectedById: text('connected_by_id').references(() => user.id, { onDelete: 'set null' }),
    connectedByName: text('connected_by_name').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('instagram_connections_status', sql`${t.status} in ('active', 'reconnect')`)],
);

/**
 * A published story's Instagram media and the numbers the insights polls read (+1 h, +12 h, +23 h): the latest
 * snapshot with the time it was taken. The counts it fills are copied into story_results (marked as from
 * Instagram), so that the report, the funnel and the CSV need no second source.
 */
export const storyInstagram = pgTable(
  'story_instagram',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** When the story was marked published (the app's clock): its polls carry it, a re-marking replaces it. */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    /** Null until the story is matched to a live story of the account. */
    igMediaId: text('ig_media_id'),
    /** How: 'link' (the pasted Instagram link), 'time' (the live story nearest its marking), 'published' (by the panel). */
    matchedBy: text('matched_by').$type<'link' | 'time' | 'published'>(),
    /** The media's own time on Instagram: its numbers vanish 24 h after it. */
    mediaTimestamp: timestamp('media_timestamp', { withTimezone: true }),
    insights: jsonb('insights').$type<StoryInsights>(),
    insightsTakenAt: timestamp('insights_taken_at', { withTimezone: true }),
    insightsPolls: integer('insights_polls').notNull().default(0),
    /** Why the last poll stored nothing, in Spanish ('Instagram no da números con tan pocas visualizaciones'). */
    insightsNote: text('insights_note'),
  },
  (t) => [
    check(
      'story_instagram_matched_by',
      sql`${t.matchedBy} is null or ${t.matchedBy} in ('link', 'time', 'published')`,
    ),
    index('story_instagram_media_idx').on(t.clientId, t.igMediaId),
  ],
);

export type InstagramConnectionRow = typeof instagramConnections.$inferSelect;
export type StoryInstagramRow = typeof storyInstagram.$inferSelect;

/**
 * «Publicar automáticamente» (issue 32): a story the panel publishes itself at its time through Instagram's API.
 * The state machine (shared/instagram/auto-publish.ts) is written before each call to Instagram, so that a job
 * killed at any step never publishes twice: a retry reads the container's state first. `requested_at` names the
 * request (its jobs carry it): turning it off and on again starts afresh.
 */
export const storyAutoPublish = pgTable(
  'story_auto_publish',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    state: text('state').$type<AutoPublishState>().notNull().default('scheduled'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requestedById: text('requested_by_id').references(() => user.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    /** Instagram's container of the file, once asked for; a new one replaces an EXPIRED one. */
    containerId: text('container_id'),
    containerCreatedAt: timestamp('container_created_at', { withTimezone: true }),
    igMediaId: text('ig_media_id'),
    /** Why it fell back to the brand, in Spanish (state 'fallback'). */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'story_auto_publish_state',
      sql`${t.state} in ('scheduled', 'waiting', 'publishing', 'published', 'fallback')`,
    ),
    index('story_auto_publish_client_idx').on(t.clientId),
  ],
);

export type StoryAutoPublishRow = typeof storyAutoPublish.$inferSelect;
