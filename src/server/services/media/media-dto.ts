import { mediaPaths, type StoryMedia } from '../../../shared/media/story-media';
import type { StoryMediaRow } from '../../db/schema/media';

/** A story_media row as the API answers it. */
export function toStoryMedia(row: StoryMediaRow): StoryMedia {
  return {
    id: row.id,
    storyId: row.storyId,
    position: row.position,
    kind: row.kind,
    mimeType: row.mimeType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    flags: row.flags,
    url: mediaPaths.file(row.id),
    thumbnailUrl: row.thumbnailKey ? mediaPaths.thumbnail(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
