import path from 'node:path';
import type { MediaDeps } from '../context/app-deps';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { createMediaStorage } from '../media/storage/create-media-storage';
import { MediaUploads } from '../uploads/media-uploads';

/** Story files: the storage driver of the configuration and the upload endpoint on top of it. */
export function createMedia({ env, db, logger }: { env: Env; db: Db; logger: Logger }): MediaDeps {
  const storage = createMediaStorage(env, logger);
  const stagingDir = path.join(env.DATA_DIR, 'uploads');
  const maxBytes = env.MEDIA_MAX_BYTES;
  return {
    storage,
    stagingDir,
    maxBytes,
    uploads: new MediaUploads({
      db,
      storage,
      logger,
      stagingDir,
      maxBytes,
      limits: {
        perUser: env.MEDIA_UPLOADS_PER_USER,
        bytesPerUser: env.MEDIA_UPLOAD_BYTES_PER_USER,
        perStory: env.MEDIA_UPLOADS_PER_STORY,
        stagingBytes: env.MEDIA_STAGING_MAX_BYTES,
        idleMs: env.MEDIA_UPLOAD_IDLE_MINUTES * 60_000,
      },
    }),
  };
}
