import { z } from 'zod';
import { booleanFromString, commaList } from './fields';

/** Hosts where an http:// issuer is accepted (a provider tried out on this machine); anywhere else, https only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Single sign-on for the agency's team (issue 34 §2, docs/sso.md): any OpenID Connect provider (Keycloak,
 * Authentik, Microsoft Entra ID, Google Workspace). Unset, staff sign in with passwords as before. SSO is on when
 * the issuer, the client id and the secret are all set; any other OIDC_* variable without them stops start-up.
 */
export const oidcEnvShape = {
  /**
   * The provider's issuer, exactly as its discovery document (`<issuer>/.well-known/openid-configuration`) says
   * it, trailing slash included (Authentik's ends with one): the document's `issuer` must equal it.
   */
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be the provider’s issuer URL (https://…)' })
    .refine((url) => {
      const { protocol, host } = new URL(url);
      return protocol === 'https:' || LOOPBACK_HOSTS.has(host.replace(/:\d+$/, ''));
    }, 'must be https (http only for localhost or 127.0.0.1)')
    .refine((url) => !/[?#]/.test(url), 'must not have a query or fragment')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).max(255).optional(),
  /** The client's secret (confidential client); never logged, never sent to a browser. */
  OIDC_CLIENT_SECRET: z.string().min(1).max(2000).optional(),
  /** The end of the sign-in button's label: «Entrar con SSO», «Entrar con Google»… */
  OIDC_PROVIDER_NAME: z.string().trim().min(1).max(40).default('SSO'),
  /** The scopes asked for, separated by spaces (commas accepted); `openid` is required. */
  OIDC_SCOPES: z
    .string()
    .default('openid email profile')
    .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
    .refine((scopes) => scopes.includes('openid'), 'must include openid'),
  /**
   * Where the provider says who is staff: a claim's name, or a dot path into the claims (`realm_access.roles` for
   * Keycloak's realm roles, `groups` for Authentik and Entra, `hd` for a Google Workspace domain).
   */
  OIDC_ROLE_CLAIM: z
    .string()
    .regex(/^[^\s.][^\s]*$/, 'must be a claim name or a dot path such as realm_access.roles')
    .max(200)
    .optional(),
  /** The values of that claim (comma-separated, exact) that make a person from the provider an agency member. */
  OIDC_ADMIN_VALUES: commaList,
  /** Staff sign in only with SSO: password sign-in and reset are off for agency accounts but one (break-glass). */
  OIDC_SSO_ONLY: booleanFromString.default(false),
  /** The one administrator who keeps password sign-in in SSO-only mode, for when the provider is down. */
  OIDC_BREAK_GLASS_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
};

type OidcEnv = z.output<z.ZodObject<typeof oidcEnvShape>>;

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

export function checkOidcEnv(env: OidcEnv, ctx: z.RefinementCtx): void {
  const missing = REQUIRED.filter((name) => !env[name]);
  const setOptional = [
    env.OIDC_ROLE_CLAIM && 'OIDC_ROLE_CLAIM',
    env.OIDC_ADMIN_VALUES.length > 0 && 'OIDC_ADMIN_VALUES',
    env.OIDC_SSO_ONLY && 'OIDC_SSO_ONLY',
    env.OIDC_BREAK_GLASS_EMAIL && 'OIDC_BREAK_GLASS_EMAIL',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0 && (missing.length < REQUIRED.length || setOptional.length > 0)) {
    for (const name of missing) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required for single sign-on (${REQUIRED.join(', ')} go together)`,
      });
    }
  }
  if (Boolean(env.OIDC_ROLE_CLAIM) !== env.OIDC_ADMIN_VALUES.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: [env.OIDC_ROLE_CLAIM ? 'OIDC_ADMIN_VALUES' : 'OIDC_ROLE_CLAIM'],
      message: 'OIDC_ROLE_CLAIM and OIDC_ADMIN_VALUES go together',
    });
  }
  if (env.OIDC_SSO_ONLY && !env.OIDC_BREAK_GLASS_EMAIL) {
    ctx.addIssue({
      code: 'custom',
      path: ['OIDC_BREAK_GLASS_EMAIL'],
      message:
        'is required with OIDC_SSO_ONLY=true (the administrator who signs in with a password when the provider is down)',
    });
  }
}

/** The single sign-on settings, when it is configured (all of them validated by the schema above). */
export interface OidcSettings {
  issuer: string;
  /** `<issuer without its trailing slash>/.well-known/openid-configuration` (OpenID Connect Discovery §4). */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
  scopes: string[];
  /** Null: nobody new joins by SSO; only existing agency accounts sign in with it. */
  roleClaim: string | null;
  adminValues: string[];
  isSsoOnly: boolean;
  breakGlassEmail: string | null;
}

export function oidcSettings(env: OidcEnv): OidcSettings | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer || !clientId || !clientSecret) return null;
  return {
    issuer,
    discoveryUrl: `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    providerName: env.OIDC_PROVIDER_NAME,
    scopes: env.OIDC_SCOPES,
    roleClaim: env.OIDC_ROLE_CLAIM ?? null,
    adminValues: env.OIDC_ADMIN_VALUES,
    isSsoOnly: env.OIDC_SSO_ONLY,
    breakGlassEmail: env.OIDC_BREAK_GLASS_EMAIL ?? null,
  };
}
