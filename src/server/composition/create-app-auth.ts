import { createAuth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { sendResetLink } from '../services/auth/send-reset-link';

/** Better Auth (auth/auth.ts) with this app's use case behind '¿Olvidaste tu contraseña?'. */
export function createAppAuth(deps: {
  db: Db;
  env: Pick<Env, 'AUTH_SECRET' | 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>;
  logger: Logger;
}) {
  return createAuth({ ...deps, sendResetLink: (request) => sendResetLink(deps, request) });
}
