import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ResultField } from '../../../shared/results/result-texts';
import type { ResultAuthorRole, StickerResults } from '../../../shared/results/story-results';
import { user } from './auth';
import { stories } from './campaigns';

/**
 * A published story's numbers (issue 31 §3), one row per story: what the brand copied from Instagram's insights
 * before they vanished, or the agency's correction. Every count may be null (not entered). The sticker's answers
 * are by the sticker's type (StickerResults). Who saved first and last is kept with a copy of their name, so that
 * the row still says who it was after the user is deleted; every save is also in the audit log.
 */
export const storyResults = pgTable(
  'story_results',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    reach: integer('reach'),
    impressions: integer('impressions'),
    replies: integer('replies'),
    linkTaps: integer('link_taps'),
    keywordDms: integer('keyword_dms'),
    profileVisits: integer('profile_visits'),
    follows: integer('follows'),
    shares: integer('shares'),
    exits: integer('exits'),
    sticker: jsonb('sticker').$type<StickerResults>(),
    enteredById: text('entered_by_id').references(() => user.id, { onDelete: 'set null' }),
    enteredByName: text('entered_by_name').notNull(),
    enteredByRole: text('entered_by_role').$type<ResultAuthorRole>().notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: text('updated_by_id').references(() => user.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull(),
    updatedByRole: text('updated_by_role').$type<ResultAuthorRole>().notNull(),
    /**
     * The counts Instagram's insights filled (issue 32): shown «desde Instagram» and kept when the form is saved.
     */
    instagramFields: text('instagram_fields')
      .array()
      .$type<ResultField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    instagramTakenAt: timestamp('instagram_taken_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('story_results_entered_by_role', sql`${t.enteredByRole} in ('admin', 'client', 'instagram')`),
    check('story_results_updated_by_role', sql`${t.updatedByRole} in ('admin', 'client', 'instagram')`),
    // RESULT_COUNT_MAX (src/shared/results/story-results.ts): the API refuses more with a field error first.
    check(
      'story_results_counts_in_range',
      sql`coalesce(${t.reach}, 0) between 0 and 1000000000 and coalesce(${t.impressions}, 0) between 0 and 1000000000
        and coalesce(${t.replies}, 0) between 0 and 1000000000 and coalesce(${t.linkTaps}, 0) between 0 and 1000000000
        and coalesce(${t.keywordDms}, 0) between 0 and 1000000000 and coalesce(${t.profileVisits}, 0) between 0 and 1000000000
        and coalesce(${t.follows}, 0) between 0 and 1000000000 and coalesce(${t.shares}, 0) between 0 and 1000000000
        and coalesce(${t.exits}, 0) between 0 and 1000000000`,
    ),
  ],
);

export type StoryResultsRow = typeof storyResults.$inferSelect;
