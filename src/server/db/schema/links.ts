import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns, stories } from './campaigns';

/**
 * Tracked links (issue 31): a story's link sticker, or a campaign's chat-automation landing page, as a short link
 * /l/{slug} that redirects with UTM parameters. The target and its UTM are fixed when the link is made (http/https
 * only, src/shared/links/utm.ts), so the redirect is never open. A changed target is a new link; the old one keeps
 * redirecting (it may already be posted) until disabled.
 */
export const trackedLinks = pgTable(
  'tracked_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 8 letters and digits (LINK_SLUG_PATTERN). */
    slug: text('slug').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The story whose sticker it is; null for the campaign's landing page. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    /** The address as given (parsed and normalised: new URL(…).href). */
    targetUrl: text('target_url').notNull(),
    /** The redirect's Location: targetUrl with the UTM parameters (withUtm). */
    location: text('location').notNull(),
    /** A disabled link answers 410 (it redirects nowhere any more). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracked_links_slug_unique').on(t.slug),
    // One link per story and target, and one per campaign landing page and target: making them is idempotent.
    uniqueIndex('tracked_links_story_target_unique')
      .on(t.storyId, t.targetUrl)
      .where(sql`${t.storyId} is not null`),
    uniqueIndex('tracked_links_landing_target_unique')
      .on(t.campaignId, t.targetUrl)
      .where(sql`${t.storyId} is null`),
    index('tracked_links_campaign_id_idx').on(t.campaignId),
    check('tracked_links_slug_shape', sql`${t.slug} ~ '^[A-Za-z0-9]{8}$'`),
  ],
);

/** One counted (human, not a repeat within 30 s) tap on a link. No IP, no user agent: only when. */
export const linkClicks = pgTable(
  'link_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackedLinks.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_clicks_link_id_clicked_at_idx').on(t.linkId, t.clickedAt)],
);

/**
 * The last counted tap of each visitor on each link, for the 30-second repeat rule. The visitor is a salted hash of
 * its address and browser with the day's salt (link_salts), so it cannot be traced back nor followed across days.
 * Rows of past days are deleted by the housekeeping.
 */
export const linkVisitors = pgTable(
  'link_visitors',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => trackedLinks.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.visitorHash] }),
    index('link_visitors_last_counted_at_idx').on(t.lastCountedAt),
  ],
);

/** The day's random salt of the visitor hash (UTC days), shared by every instance; dropped after two days. */
export const linkSalts = pgTable('link_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
