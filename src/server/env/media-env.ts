import { z } from 'zod';
import { booleanFromString, checkTogether } from './fields';

/** ' /a/b/ ' → 'a/b/': segments of letters, digits, '.', '_', '-' (the characters of media keys). */
const keyPrefix = z
  .string()
  .transform((s) => s.trim().replace(/^\/+|\/+$/g, ''))
  .refine((s) => s.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment)), {
    message: "must be '/'-separated names of letters, digits, '.', '_' or '-' (e.g. panel/media)",
  })
  .transform((s) => `${s}/`);

/** Story files: their size, the staging quotas of uploads, campaign zips, the object store, ffmpeg. */
export const mediaEnvShape = {
  /** Largest story file (image or video) accepted; uploads stream to disk, so this bounds disk, not memory. */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_048_576)
    .default(2 * 1024 ** 3),
  /** Open (unfinished) resumable uploads one user may have at once; past it, new ones are refused (429). */
  MEDIA_UPLOADS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Declared bytes of one user's open resumable uploads together; past it, new ones are refused (429). */
  MEDIA_UPLOAD_BYTES_PER_USER: z.coerce
    .number()
    .int()
    .min(1_048_576)
    .default(10 * 1024 ** 3),
  /** Open resumable uploads on one story at once (every user together); past it, new ones are refused (429). */
  MEDIA_UPLOADS_PER_STORY: z.coerce.number().int().min(1).max(1_000).default(10),
  /** Declared bytes of every open resumable upload together (the staging disk); past it, new ones wait (429). */
  MEDIA_STAGING_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1_048_576)
    .default(20 * 1024 ** 3),
  /** An unfinished resumable upload that receives no bytes for this long is abandoned: deleted, its quota freed. */
  MEDIA_UPLOAD_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /**
   * Largest campaign .zip (its JSON and the stories' files) accepted by POST /api/admin/campaigns/import-zip; it
   * streams to disk. Twice this is the most its entries may declare uncompressed (more: a zip bomb).
   */
  CAMPAIGN_ZIP_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 ** 3),
  /**
   * Largest agency export (agencia.json and every campaign's .zip) accepted by POST /api/admin/agency/import; it
   * streams to disk. Twice this is the most its entries may declare uncompressed.
   */
  AGENCY_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 ** 3),
  /** Bucket of an S3-compatible object store for story media; setting it selects S3 (unset: DATA_DIR/media-store). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  /** S3-compatible endpoint (MinIO, Ceph, R2, Garage…); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Region of the bucket (the signature needs one even where the store ignores it); default us-east-1. */
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a region name such as eu-west-1')
    .optional(),
  /** Static credentials, both or neither; neither: the SDK's default chain (AWS_* variables, profile, IAM role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key; default true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: booleanFromString.optional(),
  /** Prepended to every object key, to share a bucket (normalised to 'a/b/'). */
  S3_PREFIX: keyPrefix.optional(),
  /** ffmpeg binary for video poster frames; unset: the one of the @ffmpeg-installer/ffmpeg package. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** ffprobe binary for video facts; unset: the one of the @ffprobe-installer/ffprobe package. */
  FFPROBE_PATH: z.string().min(1).optional(),
};

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

export function checkMediaEnv(env: MediaEnv, ctx: z.RefinementCtx): void {
  checkTogether(env, ctx, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  if (!env.S3_BUCKET) {
    const s3Settings = [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
    ] as const;
    const given = s3Settings.filter((name) => env[name] !== undefined);
    if (given.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required with ${given.join(', ')} (without S3_BUCKET, media files are stored under DATA_DIR)`,
      });
    }
  }
}
