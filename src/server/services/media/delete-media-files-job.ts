import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { createMediaStorage } from '../../media/storage/create-media-storage';

/**
 * Deletes storage objects of story files that are gone from the database. Queued by the story_media delete
 * trigger (drizzle/0005_story_media.sql) in the transaction that removed the rows, so a removal, a
 * replacement or a campaign or client deletion always ends with its files gone; deleting an absent object is
 * not an error, so a retried job is harmless.
 */
export const deleteMediaFilesJob = defineJob({
  type: 'media.delete-files',
  payload: z.object({ keys: z.array(z.string().min(1)).min(1) }),
  handler: (deps) => {
    const storage = createMediaStorage(deps.env, deps.logger);
    return async ({ keys }) => {
      await storage.delete(keys);
      deps.logger.info({ objects: keys.length }, 'media: files deleted');
    };
  },
});
