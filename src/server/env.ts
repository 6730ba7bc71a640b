import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isValidTimeZone } from '../shared/dates';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const timeZone = z
  .string()
  .refine(isValidTimeZone, { message: 'must be an IANA time zone such as Europe/Madrid' });

const origin = z.url().transform((u) => new URL(u).origin);

/** ' /a/b/ ' → 'a/b/': segments of letters, digits, '.', '_', '-' (the characters of media keys). */
const keyPrefix = z
  .string()
  .transform((s) => s.trim().replace(/^\/+|\/+$/g, ''))
  .refine((s) => s.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment)), {
    message: "must be '/'-separated names of letters, digits, '.', '_' or '-' (e.g. panel/media)",
  })
  .transform((s) => `${s}/`);

/** "a, b,c" → ['a', 'b', 'c']; unset → []. */
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: origin.optional(),
    TRUSTED_ORIGINS: commaList.pipe(z.array(origin)),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    APP_TIMEZONE: timeZone.default('Europe/Madrid'),
    DEMO_DATA: booleanFromString.default(true),
    /** Minutes after its due instant that a still unpublished story alerts the agency (e-mail and 'Hoy'). */
    AGENCY_ALERT_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(120),
    /** Comments one user may write in any minute; past it, 429 with Retry-After (docs/email.md, Mentions). */
    COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Mention e-mails to one person are gathered into one every this many minutes (docs/email.md, Mentions). */
    MENTION_EMAIL_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(5),
    /** How often each instance plans the reminders, digests and alerts that fall due (seconds). */
    REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
    /**
     * Web Push (VAPID) keys, base64url. Unset: generated once into DATA_DIR/vapid.json. Several instances must
     * share them (set both here, or share DATA_DIR): a browser's subscription is bound to the public key.
     */
    VAPID_PUBLIC_KEY: z.string().min(80).max(100).optional(),
    VAPID_PRIVATE_KEY: z.string().min(40).max(50).optional(),
    /** Accept plain-http push endpoints (the tests' local push service); browsers only give https ones. */
    WEB_PUSH_ALLOW_HTTP: booleanFromString.default(false),
    /**
     * Hosts (names or IP literals, comma-separated) that requests to user-given addresses (push endpoints) may reach
     * even on a loopback or private address: internal services. Everything else must be public (decision 028).
     */
    OUTBOUND_ALLOW_HOSTS: commaList.pipe(
      z.array(
        z
          .string()
          .refine((host) => isIP(host.replace(/^\[(.*)\]$/, '$1')) !== 0 || /^[A-Za-z0-9.-]+$/.test(host), {
            message: 'must be host names or IP addresses separated by commas (no scheme, port or path)',
          }),
      ),
    ),
    /** The contact the push services are given (mailto: or https:); default: MAIL_FROM's address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    TRUST_PROXY: commaList,
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
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
    /** Embedded database only: API requests answered at once; past it, 503 with Retry-After (see docs/database.md). */
    EMBEDDED_DB_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(32),
    /** Graceful shutdown: past this, the process logs what it was still waiting for and exits anyway. */
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1_000).max(600_000).default(9_000),
    /** Bearer token of GET /metrics; unset: /metrics is off (404) and nothing is collected. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** smtp://user:pass@host:587 or smtps://…:465; unset: e-mail goes to the outbox table and the log only. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Sender of every e-mail, `Name <address>` or a bare address; default derived from PUBLIC_URL. */
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, optionally as "Name <address>"')
      .optional(),
    /** OpenAI-compatible chat API (Ollama, vLLM, LM Studio…); unset with AI_API_KEY set: OpenAI. */
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Bearer key of the model API; alone, it selects OpenAI. Unset with no AI_BASE_URL: the offline generator. */
    AI_API_KEY: z.string().min(1).optional(),
    /** Model name; defaults to gpt-4o-mini on OpenAI, required with AI_BASE_URL. */
    AI_MODEL: z.string().min(1).optional(),
    /** Time limit of one model call (each of the job's attempts). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(1_800_000).default(300_000),
    /** Name shown to users ('Consultando con {name}...'); default derived from AI_BASE_URL. */
    AI_PROVIDER_NAME: z.string().min(1).max(60).optional(),
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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL && !/\/\/api\.openai\.com(\/|$)/.test(env.AI_BASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required with AI_BASE_URL' });
    }
    if (env.AI_MODEL && !env.AI_BASE_URL && !env.AI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'needs AI_API_KEY (OpenAI) or AI_BASE_URL (another OpenAI-compatible server)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
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
  });

export type RawEnv = z.infer<typeof EnvSchema>;
export type Env = RawEnv & {
  PUBLIC_URL: string;
  AUTH_SECRET: string;
  DATA_DIR: string;
  MAIL_FROM: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once; a wrong value throws an EnvError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl =
    env.PUBLIC_URL ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(publicUrl),
    S3_REGION: env.S3_REGION ?? 'us-east-1',
    // Most S3-compatible servers (MinIO, Ceph, s3rver…) have no wildcard DNS for bucket subdomains.
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

/** `Panel de Stories <no-reply@host of PUBLIC_URL>`, or no-reply@localhost when that host is an IP or a bare name. */
function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  const isDomain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return `Panel de Stories <no-reply@${isDomain ? host : 'localhost'}>`;
}

/** Outside production the secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
