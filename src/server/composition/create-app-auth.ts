import { createAuth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { oidcSettings } from '../env/oidc-env';
import type { Logger } from '../logger';
import { sendResetLink } from '../services/auth/send-reset-link';
import { ssoHooks } from '../services/auth/sso-access';
import { ssoOnlyPolicy } from '../services/auth/sso-only';

/**
 * Better Auth (auth/auth.ts) with this app's use cases behind '¿Olvidaste tu contraseña?' and, when OIDC_* is set,
 * behind single sign-on (services/auth/sso-access.ts).
 */
export function createAppAuth(deps: { db: Db; env: Env; logger: Logger }) {
  const settings = oidcSettings(deps.env);
  const ssoOnly = ssoOnlyPolicy(settings);
  return createAuth({
    ...deps,
    sendResetLink: (request) => sendResetLink({ ...deps, ssoOnly }, request),
    sso: settings ? { settings, hooks: ssoHooks({ db: deps.db, logger: deps.logger, settings }) } : null,
  });
}
