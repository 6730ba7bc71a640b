/**
 * The e2e run's OpenID Connect provider (tests/setup/oidc-provider-main.ts, started by playwright.config.ts): who
 * "signs in" at it — an agency staff member whose groups make her an agency member of the panel — and the panel's
 * OIDC_* settings that point at it.
 */
export const SSO_STAFF = {
  sub: 'e2e-irene-sanz',
  email: 'irene.sanz@agencia-sso.test',
  email_verified: true,
  name: 'Irene Sanz',
  groups: ['empleados', 'panel-admins'],
};

export function ssoPanelEnv(issuer: string): Record<string, string> {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'panel-stories-e2e',
    OIDC_CLIENT_SECRET: 'secreto-e2e',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ADMIN_VALUES: 'panel-admins',
  };
}
