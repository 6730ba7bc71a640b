import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_KINDS } from '../../../shared/media/media-types';
import type { MediaFlag } from '../../../shared/media/story-format';
import { user } from './auth';
import { stories } from './campaigns';

export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

/**
 * The files of a story (its visual: images or videos, in order). A row exists only for a file that is whole in
 * storage: uploads are staged elsewhere and the row is written last, so nothing half-uploaded is ever a story's
 * media. The database is the truth; a storage object no row names is an orphan the sweep deletes.
 */
export const storyMedia = pgTable(
  'story_media',
  {
    id: uuid('id').primaryKey(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** 1-based order within the story. */
    position: integer('position').notNull(),
    kind: mediaKind('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** The file name the uploader gave (shown, and used when the file is downloaded). */
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    videoCodec: text('video_codec'),
    audioCodec: text('audio_codec'),
    flags: jsonb('flags').$type<MediaFlag[]>().notNull().default(sql`'[]'::jsonb`),
    storageKey: text('storage_key').notNull().unique('story_media_storage_key_unique'),
    thumbnailKey: text('thumbnail_key'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A reorder moves the rows out of the way first (positions + offset), then writes the new order.
    unique('story_media_story_id_position_unique').on(t.storyId, t.position),
    index('story_media_thumbnail_key_idx').on(t.thumbnailKey),
    check('story_media_position_positive', sql`${t.position} >= 1`),
  ],
);

export type StoryMediaRow = typeof storyMedia.$inferSelect;
export type NewStoryMediaRow = typeof storyMedia.$inferInsert;
