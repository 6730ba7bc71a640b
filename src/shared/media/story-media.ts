/**
 * A story's files as the API answers them (GET on a campaign, the publishing checklist, uploads), and the
 * media routes' paths. The file itself is read from `url` (Range requests supported), its preview from
 * `thumbnailUrl` (a WebP image; null when none could be made, e.g. a video the server could not decode).
 */
import { z } from 'zod';
import { MEDIA_KINDS } from './media-types';
import { MediaFlag } from './story-format';

export const StoryMedia = z.object({
  id: z.string(),
  storyId: z.string(),
  position: z.number().int().describe('Orden dentro de la historia, desde 1'),
  kind: z.enum(MEDIA_KINDS),
  mimeType: z.string(),
  originalName: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  flags: z.array(MediaFlag).describe('Avisos de formato (no impiden publicar)'),
  url: z.string().describe('El archivo (admite Range)'),
  thumbnailUrl: z.string().nullable().describe('Miniatura WebP, o null'),
  createdAt: z.string().describe('Instante ISO 8601 (UTC)'),
});
export type StoryMedia = z.infer<typeof StoryMedia>;

const encode = encodeURIComponent;

/** The API paths of media, built in one place (the server answers with them, the web calls them). */
export const mediaPaths = {
  file: (mediaId: string) => `/api/media/${encode(mediaId)}`,
  thumbnail: (mediaId: string) => `/api/media/${encode(mediaId)}/thumbnail`,
  /** The tus endpoint of resumable uploads. */
  uploads: () => '/api/uploads',
} as const;

/**
 * Names the stored file of a finished resumable upload: on its last PATCH, and on a later HEAD whose client lost
 * that answer (it is then told the upload is complete instead of sending the file again).
 */
export const FINISHED_MEDIA_HEADER = 'X-Story-Media-Id';
