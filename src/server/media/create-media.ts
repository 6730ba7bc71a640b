import path from 'node:path';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { MediaUploads } from './media-uploads';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

/** What the media routes use: where files are stored, the upload endpoint, and the limits. */
export interface MediaDeps {
  storage: MediaStorage;
  uploads: MediaUploads;
  /** Where upload bodies are staged (this instance's disk) before they are checked and stored. */
  stagingDir: string;
  maxBytes: number;
}

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
