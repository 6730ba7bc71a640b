import { hasAdminClaim } from '../../../shared/auth/sso-claims';
import type { SsoRefusalCode } from '../../../shared/auth/sso-texts';
import type { SsoAction } from '../../auth/oidc-provider';
import type { OidcSettings } from '../../env/oidc-env';

/** The panel's account a provider identity would sign in to (link-account, sign-in); null when there is none. */
export interface SsoAccount {
  role: string | null;
  isDeactivated: boolean;
}

export interface SsoDecisionInput {
  action: SsoAction;
  emailVerified: boolean;
  claims: Record<string, unknown>;
  account: SsoAccount | null;
  settings: Pick<OidcSettings, 'issuer' | 'roleClaim' | 'adminValues'>;
}

/**
 * Who may enter the panel by SSO (issue 34 §2, docs/sso.md), in this order:
 * - the verified ID token must come from OIDC_ISSUER itself;
 * - an existing account found by e-mail is linked only when the provider says the e-mail is verified (checked
 *   first, so an unverified e-mail learns nothing about the account it names);
 * - only an agency account (role admin), not deactivated, is ever signed in: a client never signs in by SSO;
 * - with a role claim configured, every sign-in by SSO needs one of OIDC_ADMIN_VALUES in it (someone taken out of
 *   the group at the provider no longer gets in this way); without one, nobody new joins, and existing agency
 *   accounts sign in.
 * Null admits; otherwise the refusal's code.
 */
export function decideSsoAccess({
  action,
  emailVerified,
  claims,
  account,
  settings,
}: SsoDecisionInput): SsoRefusalCode | null {
  if (claims.iss !== settings.issuer) return 'sso_issuer_mismatch';
  if (action === 'link-account' && !emailVerified) return 'sso_email_unverified';
  if (action !== 'create-user') {
    if (account?.role !== 'admin') return 'sso_not_agency_account';
    if (account.isDeactivated) return 'sso_account_deactivated';
  }
  const isStaffByClaim = hasAdminClaim(claims, settings);
  if (settings.roleClaim ? !isStaffByClaim : action === 'create-user') return 'sso_no_permission';
  return null;
}
