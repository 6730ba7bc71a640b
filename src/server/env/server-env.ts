import { z } from 'zod';
import { booleanFromString, checkTogether, commaList, origin, timeZone } from './fields';

/** The server itself: address, data folder, database, secrets, first administrator, limits and operations. */
export const serverEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: origin.optional(),
  TRUSTED_ORIGINS: commaList.pipe(z.array(origin)),
  /**
   * Tracked links (issue 31): the base of the short links shown to brands, e.g. https://go.agencia.es for
   * https://go.agencia.es/Ab3dE5fG, when a short domain sends its paths to this server's /l/. Unset: PUBLIC_URL/l.
   */
  LINKS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .refine((u) => !/[?#]/.test(u), 'must not have a query or fragment')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_TIMEZONE: timeZone.default('Europe/Madrid'),
  DEMO_DATA: booleanFromString.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: commaList,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Embedded database only: API requests answered at once; past it, 503 with Retry-After (see docs/database.md). */
  EMBEDDED_DB_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(32),
  /** Graceful shutdown: past this, the process logs what it was still waiting for and exits anyway. */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(1_000).max(600_000).default(9_000),
  /** At exit, standard output that has taken nothing for this long has a reader that stopped: exit without it. */
  LOG_EXIT_STALL_MS: z.coerce.number().int().min(100).max(600_000).default(1_000),
  /** Bearer token of GET /metrics; unset: /metrics is off (404) and nothing is collected. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

type ServerEnv = z.output<z.ZodObject<typeof serverEnvShape>>;

export function checkServerEnv(env: ServerEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'is required when NODE_ENV=production',
    });
  }
  checkTogether(env, ctx, 'ADMIN_EMAIL', 'ADMIN_PASSWORD');
}
