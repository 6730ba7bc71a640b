import type { SsoStartErrorCode } from '../../../shared/auth/sso-texts';
import { discoverOidc, OidcUnavailableError } from '../../auth/oidc-discovery';
import type { Db } from '../../db/client';
import type { OidcSettings } from '../../env/oidc-env';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';

export interface StartSsoSignInOptions {
  db: Db;
  log: Logger;
  settings: OidcSettings;
  ip: string;
  userAgent: string | null;
  /** Better Auth's /sign-in/social for the provider: its answer holds the authorization address. */
  start: () => Promise<Response>;
}

/**
 * POST /api/auth/sign-in/sso: before anybody is sent to the provider, its discovery document must be readable and
 * state OIDC_ISSUER as its issuer, exactly (OpenID Connect Discovery §4.3): a document that names another issuer is
 * another provider's, or a misconfiguration, and the ID tokens Better Auth would verify against it are not the ones
 * meant. Then Better Auth answers the authorization address (state, PKCE S256, nonce). Both refusals are audited.
 */
export async function startSsoSignIn(
  options: StartSsoSignInOptions,
): Promise<Response | { code: SsoStartErrorCode }> {
  const { db, log, settings, ip, userAgent } = options;
  const refuse = async (code: SsoStartErrorCode, reason: string, details: Record<string, unknown> = {}) => {
    await recordAudit(db, {
      event: 'login.sso_refused',
      ip,
      userAgent,
      details: { reason, action: 'start', ...details },
    });
    return { code };
  };
  let issuer: string;
  try {
    ({ issuer } = await discoverOidc(settings));
  } catch (err) {
    if (!(err instanceof OidcUnavailableError)) throw err;
    log.error(
      { err, discoveryUrl: settings.discoveryUrl },
      'sso: the provider’s discovery document cannot be read',
    );
    return refuse('SSO_UNAVAILABLE', 'provider_unavailable');
  }
  if (issuer !== settings.issuer) {
    log.error(
      { expected: settings.issuer, stated: issuer },
      'sso: the discovery document states another issuer',
    );
    return refuse('SSO_ISSUER_MISMATCH', 'issuer_mismatch', { statedIssuer: issuer.slice(0, 300) });
  }
  const res = await options.start();
  if (res.ok || res.status === 429) return res;
  // Better Auth had no usable provider (its own discovery at start-up failed and failed again now).
  log.error({ status: res.status }, 'sso: Better Auth could not start the sign-in');
  return refuse('SSO_UNAVAILABLE', 'provider_unavailable');
}
