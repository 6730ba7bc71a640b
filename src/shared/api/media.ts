/** The media routes' bodies and answers (src/server/routes/media.ts). */
import { z } from 'zod';
import { MAX_FILES_PER_STORY } from '../media/media-types';
import { StoryMedia } from '../media/story-media';

export const StoryMediaResponse = z.object({ media: StoryMedia });
export type StoryMediaResponse = z.infer<typeof StoryMediaResponse>;

export const StoryMediaListResponse = z.object({ media: z.array(StoryMedia) });
export type StoryMediaListResponse = z.infer<typeof StoryMediaListResponse>;

export const ReorderStoryMediaBody = z.object({
  mediaIds: z
    .array(z.uuid({ error: 'Identificador de archivo no válido' }))
    .max(MAX_FILES_PER_STORY, { error: 'Demasiados archivos' }),
});
export type ReorderStoryMediaBody = z.infer<typeof ReorderStoryMediaBody>;

export const DeleteStoryMediaResponse = z.object({ id: z.string(), storyId: z.string() });
export type DeleteStoryMediaResponse = z.infer<typeof DeleteStoryMediaResponse>;

/** The query of a plain (one-request) upload: the file's name, as the user's device named it, and what it replaces. */
export const PlainUploadQuery = z.object({
  /** Unset: 'archivo.<ext>' from the detected type. */
  name: z.string().trim().max(255, { error: 'El nombre del archivo es demasiado largo.' }).optional(),
  replaces: z.uuid({ error: 'Identificador de archivo no válido' }).optional(),
});

/** `?download=1` answers the file as an attachment (the 'Descargar' button) instead of inline. */
export const MediaFileQuery = z.object({ download: z.enum(['1']).optional() });
