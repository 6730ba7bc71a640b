import { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { LocalMediaStorage, localMediaRoot } from './local-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

export type MediaStorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * The media storage the environment asks for: S3 when S3_BUCKET is set, otherwise files under
 * `<DATA_DIR>/media-store`. Builds clients only; nothing is contacted or created until the first call.
 */
export function createMediaStorage(env: MediaStorageEnv, logger?: Pick<Logger, 'warn'>): MediaStorage {
  if (!env.S3_BUCKET) return new LocalMediaStorage({ root: localMediaRoot(env.DATA_DIR) });
  const client = new S3Client({
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    // Both or neither (env.ts checks it); neither: the SDK's default chain (AWS_* variables, profile, IAM role).
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  return new S3MediaStorage({
    client,
    bucket: env.S3_BUCKET,
    keyPrefix: env.S3_PREFIX ?? '',
    ...(logger ? { logger } : {}),
  });
}
