import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProofKind } from '../../../shared/proofs/story-proof';
import { user } from './auth';
import { stories } from './campaigns';

/**
 * A story's proof of posting (issue 31 §1), one per story (a new one replaces it): the screenshot of the posted
 * story, re-encoded as WebP under `proofs/` in the media storage, or the story's Instagram link. Who attached it is
 * kept with a copy of the name.
 */
export const storyProofs = pgTable(
  'story_proofs',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** Changes with every new proof: the screenshot's URL carries it. */
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<ProofKind>().notNull(),
    linkUrl: text('link_url'),
    /** The screenshot's object (proofs/<story>/<id>.webp). */
    storageKey: text('storage_key'),
    width: integer('width'),
    height: integer('height'),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdByRole: text('created_by_role').$type<'admin' | 'client'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('story_proofs_kind', sql`${t.kind} in ('screenshot', 'link')`),
    check('story_proofs_created_by_role', sql`${t.createdByRole} in ('admin', 'client')`),
    check(
      'story_proofs_kind_fields',
      sql`(${t.kind} = 'link' and ${t.linkUrl} is not null and ${t.storageKey} is null)
        or (${t.kind} = 'screenshot' and ${t.storageKey} is not null and ${t.linkUrl} is null)`,
    ),
  ],
);

export type StoryProofRow = typeof storyProofs.$inferSelect;
