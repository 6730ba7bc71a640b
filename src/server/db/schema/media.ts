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
    /**
     * The file's object. Several rows may share one (a file stored once per content, decision 029): an object is
     * deleted only when no row names it any more (services/media/delete-unreferenced-media.ts).
     */
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A reorder moves the rows out of the way first (positions + offset), then writes the new order.
    unique('story_media_story_id_position_unique').on(t.storyId, t.position),
    index('story_media_storage_key_idx').on(t.storageKey),
    index('story_media_thumbnail_key_idx').on(t.thumbnailKey),
    check('story_media_position_positive', sql`${t.position} >= 1`),
  ],
);

export type StoryMediaRow = typeof storyMedia.$inferSelect;

/**
 * The open (unfinished) resumable uploads, one row per tus upload from its creation until it is stored, ended by
 * its creator or swept as abandoned. The staging quotas count these rows' declared sizes under one lock, so
 * concurrent creations never overshoot them; the staged bytes are files of one instance (DATA_DIR/uploads), and a
 * staged upload without its row is deleted by that instance's sweep.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** The tus upload id (the name of its staged file). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The size the client declared (Upload-Length): what the upload will take on the staging disk. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Creation, or the last time bytes arrived: idle past MEDIA_UPLOAD_IDLE_MINUTES, the upload is abandoned. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_uploads_user_id_idx').on(t.userId),
    index('media_uploads_story_id_idx').on(t.storyId),
    index('media_uploads_active_at_idx').on(t.activeAt),
  ],
);
export type NewStoryMediaRow = typeof storyMedia.$inferInsert;
