import { type SQL, sql } from 'drizzle-orm';
import { mediaKind, type NewStoryMediaRow, storyMedia } from '../../db/schema/media';
import { columnList, unnestColumns } from '../../db/unnest-columns';

/** A file of an imported story: its story_media row but for the story, position and uploader. */
export type ImportedStoryFile = Required<
  Pick<
    NewStoryMediaRow,
    | 'id'
    | 'kind'
    | 'mimeType'
    | 'originalName'
    | 'sizeBytes'
    | 'width'
    | 'height'
    | 'durationMs'
    | 'videoCodec'
    | 'audioCodec'
    | 'flags'
    | 'storageKey'
    | 'thumbnailKey'
  >
>;

export interface ImportedStoryMedia {
  storyId: string;
  /** In order: position 1, 2… */
  files: ImportedStoryFile[];
}

/** Statement 3: the story_media rows of the stories' files, positions 1, 2… in the order given. */
export function mediaRows(
  byStory: ReadonlyMap<number, ImportedStoryMedia>,
  uploadedBy: string | null,
): { statement: SQL; count: number } {
  const files = [...byStory.values()].flatMap(({ storyId, files }) =>
    files.map((file, index) => ({ ...file, storyId, position: index + 1 })),
  );
  const rows = unnestColumns('media', {
    id: { type: 'text', values: files.map((f) => f.id) },
    story_id: { type: 'text', values: files.map((f) => f.storyId) },
    position: { type: 'int4', values: files.map((f) => f.position) },
    kind: { type: 'text', values: files.map((f) => f.kind) },
    mime_type: { type: 'text', values: files.map((f) => f.mimeType) },
    original_name: { type: 'text', values: files.map((f) => f.originalName) },
    size_bytes: { type: 'int8', values: files.map((f) => f.sizeBytes) },
    width: { type: 'int4', values: files.map((f) => f.width) },
    height: { type: 'int4', values: files.map((f) => f.height) },
    duration_ms: { type: 'int4', values: files.map((f) => f.durationMs) },
    video_codec: { type: 'text', values: files.map((f) => f.videoCodec) },
    audio_codec: { type: 'text', values: files.map((f) => f.audioCodec) },
    // As text: a JSON array per row would read as one more dimension of the PostgreSQL array.
    flags: { type: 'text', values: files.map((f) => JSON.stringify(f.flags)) },
    storage_key: { type: 'text', values: files.map((f) => f.storageKey) },
    thumbnail_key: { type: 'text', values: files.map((f) => f.thumbnailKey) },
  });
  const m = storyMedia;
  const statement = sql`
    with new_media as (
      insert into ${m} (${columnList(
        m.id,
        m.storyId,
        m.position,
        m.kind,
        m.mimeType,
        m.originalName,
        m.sizeBytes,
        m.width,
        m.height,
        m.durationMs,
        m.videoCodec,
        m.audioCodec,
        m.flags,
        m.storageKey,
        m.thumbnailKey,
        m.uploadedBy,
      )})
      select media.id::uuid, media.story_id::uuid, media.position,
        media.kind::${sql.identifier(mediaKind.enumName)}, media.mime_type, media.original_name, media.size_bytes,
        media.width, media.height, media.duration_ms, media.video_codec, media.audio_codec, media.flags::jsonb,
        media.storage_key, media.thumbnail_key, ${uploadedBy}
      from ${rows}
      order by media.ord
      returning 1
    )
    select count(*)::int as "totalMedia" from new_media`;
  return { statement, count: files.length };
}
