import { normaliseEmail } from '../../../shared/auth/login-errors';
import type { OidcSettings } from '../../env/oidc-env';

/**
 * SSO-only mode (OIDC_SSO_ONLY): the agency's accounts sign in only by SSO, except the one break-glass
 * administrator (OIDC_BREAK_GLASS_EMAIL), who keeps a password for when the provider is down. Clients are not
 * concerned: they keep their passwords and links.
 */
export interface SsoOnlyPolicy {
  providerName: string;
  breakGlassEmail: string;
}

export function ssoOnlyPolicy(settings: OidcSettings | null): SsoOnlyPolicy | null {
  if (!settings?.isSsoOnly || !settings.breakGlassEmail) return null;
  return { providerName: settings.providerName, breakGlassEmail: settings.breakGlassEmail };
}

/** True when this account may not use a password (sign-in, reset link, reset): an agency account but break-glass. */
export function isPasswordOff(
  policy: SsoOnlyPolicy | null,
  account: { role: string | null | undefined; email: string },
): boolean {
  return (
    policy !== null && account.role === 'admin' && normaliseEmail(account.email) !== policy.breakGlassEmail
  );
}
