import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AI_REQUEST_STATUSES } from '../../../shared/domain/statuses';
import { user } from './auth';
import { campaigns } from './campaigns';
import { clients } from './clients';

/** The client's information block the AI uses to draft campaigns (one per user). */
export const userAiInfo = pgTable('user_ai_info', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique('user_ai_info_user_id_unique')
    .references(() => user.id, { onDelete: 'cascade' }),
  whoYouAre: text('who_you_are'),
  targetAudience: text('target_audience'),
  yourStory: text('your_story'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Life cycle of an AI campaign request (client spec section 4, "AI request"). */
export const aiRequestStatus = pgEnum('ai_request_status', AI_REQUEST_STATUSES);

/** Progress detail the UI shows next to the status. */
export interface AiRequestProgress {
  stage?: string;
  message?: string;
  error?: string | null;
  /** A failed request: the step it failed at ('model' or 'campaign'), from the status it failed in. */
  failedStep?: 'model' | 'campaign';
}

export const aiCampaignRequests = pgTable(
  'ai_campaign_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The requesting user's client record, when there is one. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    productDescription: text('product_description').notNull(),
    salesProcess: text('sales_process').notNull(),
    specialOffers: text('special_offers').notNull(),
    campaignDuration: integer('campaign_duration').notNull().default(7),
    keyMessage: text('key_message'),
    /** Launch date and time as the user saw it, in Spanish ('viernes, 14 de noviembre de 2025 a las 12:00'). */
    launchDatetime: text('launch_datetime').notNull(),
    /** The same instant, machine-readable. */
    launchAt: timestamp('launch_at', { withTimezone: true }),
    status: aiRequestStatus('status').notNull().default('pending'),
    openaiResponse: jsonb('openai_response').$type<AiRequestProgress>(),
    generatedCampaignId: uuid('generated_campaign_id').references(() => campaigns.id, {
      onDelete: 'set null',
    }),
    errorMessage: text('error_message'),
    /** Which generator answered, e.g. 'offline' (built-in) or the configured model's provider. */
    provider: text('provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // A user's requests, newest first (NULLS FIRST, as a plain `ORDER BY created_at DESC, id DESC` reads).
    index('ai_campaign_requests_user_id_created_at_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('ai_campaign_requests_status_idx').on(t.status),
    index('ai_campaign_requests_client_id_idx').on(t.clientId),
    index('ai_campaign_requests_generated_campaign_id_idx').on(t.generatedCampaignId),
    check('ai_campaign_requests_duration_check', sql`${t.campaignDuration} in (7, 14, 21)`),
  ],
);

export type UserAiInfoRow = typeof userAiInfo.$inferSelect;
export type NewUserAiInfoRow = typeof userAiInfo.$inferInsert;
export type AiCampaignRequestRow = typeof aiCampaignRequests.$inferSelect;
export type NewAiCampaignRequestRow = typeof aiCampaignRequests.$inferInsert;
export type AiRequestStatus = (typeof aiRequestStatus.enumValues)[number];
