import { z } from 'zod';
import { BackupRunningError, isBackupRunning } from '../../backup/backup-hold';
import { defineJob } from '../../jobs/define-job';
import { createMediaStorage } from '../../media/storage/create-media-storage';
import { deleteUnreferencedMedia } from './delete-unreferenced-media';

/**
 * Deletes storage objects of story files that are gone from the database. Queued by the story_media delete
 * trigger (drizzle/0005_story_media.sql) in the transaction that removed the rows, so a removal, a
 * replacement or a campaign or client deletion always ends with its files gone; deleting an absent object is
 * not an error, so a retried job is harmless. An object another row still names (one file shared by several
 * stories, decision 029) is kept: deleteUnreferencedMedia. While a backup runs it waits (backup/backup-hold.ts).
 */
export const deleteMediaFilesJob = defineJob({
  type: 'media.delete-files',
  payload: z.object({ keys: z.array(z.string().min(1)).min(1) }),
  handler: (deps) => {
    const storage = createMediaStorage(deps.env, deps.logger);
    return async ({ keys }) => {
      // A running backup's snapshot may still name them: retried (with back-off) once it has copied them.
      if (await isBackupRunning(deps.db)) throw new BackupRunningError();
      const deleted = await deleteUnreferencedMedia({ db: deps.db, storage, keys });
      deps.logger.info(
        { objects: deleted.length, kept: keys.length - deleted.length },
        'media: files deleted',
      );
    };
  },
});
