import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Campaign templates (issue 33 §2): a campaign file in the JSON import format (docs/campaign-import.md) whose texts
 * may use variables ({marca}, {producto}…), checked when saved (src/shared/templates/fill-template.ts). A campaign
 * made from one is an import of the filled file: nothing links it back, so a template can be renamed or deleted
 * freely. Names are unique whatever their case.
 */
export const campaignTemplates = pgTable(
  'campaign_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    /** The campaign file with variables, as the import reads it (start_date, days, chat_automation…). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The variables its texts use, in the list's order (TEMPLATE_VARIABLES). */
    variables: text('variables').array().notNull().default(sql`'{}'::text[]`),
    dayCount: integer('day_count').notNull(),
    storyCount: integer('story_count').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_templates_name_unique').on(sql`lower(${t.name})`)],
);

export type CampaignTemplateRow = typeof campaignTemplates.$inferSelect;
