import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { aiEnvShape, checkAiEnv } from './env/ai-env';
import { checkInstagramEnv, instagramEnvShape } from './env/instagram-env';
import { checkMediaEnv, mediaEnvShape } from './env/media-env';
import { checkNotificationsEnv, notificationsEnvShape } from './env/notifications-env';
import { checkOidcEnv, oidcEnvShape } from './env/oidc-env';
import { checkServerEnv, serverEnvShape } from './env/server-env';

/** Every setting, one part per concern (src/server/env/), each with the checks that span its variables. */
export const EnvSchema = z
  .object({
    ...serverEnvShape,
    ...notificationsEnvShape,
    ...mediaEnvShape,
    ...aiEnvShape,
    ...instagramEnvShape,
    ...oidcEnvShape,
  })
  .superRefine((env, ctx) => {
    checkServerEnv(env, ctx);
    checkAiEnv(env, ctx);
    checkNotificationsEnv(env, ctx);
    checkMediaEnv(env, ctx);
    checkInstagramEnv(env, ctx);
    checkOidcEnv(env, ctx);
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
