import type { BetterAuthOptions } from 'better-auth';
import { type GenericOAuthUserInfo, genericOAuth } from 'better-auth/plugins/generic-oauth';
import { SSO_PROVIDER_ID } from '../../shared/api/auth-sso';
import { LOGIN_PATH } from '../../shared/auth/roles';
import { isEmailVerified } from '../../shared/auth/sso-claims';
import type { SsoRefusalCode } from '../../shared/auth/sso-texts';
import type { OidcSettings } from '../env/oidc-env';
import type { Logger } from '../logger';
import { fetchUserInfoClaims } from './oidc-discovery';

/** What Better Auth is about to do with a person the provider vouched for (its `validateUserInfo` actions). */
export type SsoAction = 'create-user' | 'link-account' | 'sign-in';

export interface SsoIdentity {
  action: SsoAction;
  /** The panel's user it would sign in (link-account, sign-in); null for a new one. */
  userId: string | null;
  email: string;
  /** The provider says the e-mail is verified (`email_verified`). */
  emailVerified: boolean;
  /** The ID token's claims (verified), with the userinfo endpoint's for what the ID token lacks. */
  claims: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
}

/** This app's rules around a sign-in by SSO (services/auth/sso-access.ts, wired by the composition root). */
export interface SsoHooks {
  /** Null lets the sign-in go on; a refusal code ends it on the sign-in page (`?error=<code>`). */
  admit(identity: SsoIdentity): Promise<SsoRefusalCode | null>;
  /** A session was opened by SSO. */
  signedIn(event: { userId: string; ip: string | null; userAgent: string | null }): Promise<void>;
}

export interface SsoConfig {
  settings: OidcSettings;
  hooks: SsoHooks;
}

/** The payload of a JWT (Better Auth has verified the ID token before this reads it), or null. */
function jwtClaims(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The name a new member gets: `name`, else given + family name, else the username, else the e-mail's local part. */
function displayName(claims: Record<string, unknown>): string {
  const full =
    text(claims.name) || [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return (full || text(claims.preferred_username) || text(claims.email).split('@')[0] || 'Equipo').slice(
    0,
    120,
  );
}

/**
 * The provider's profile: the ID token's claims, which Better Auth has verified before calling this (signature
 * against the discovery document's JWKS, `iss` equal to the document's issuer, `aud` our client id, expiry, the
 * nonce of this sign-in), completed with the userinfo endpoint's claims for what the token lacks (Keycloak's realm
 * roles, for instance, are in userinfo unless mapped into the ID token). No ID token, no sign-in: this is OpenID
 * Connect, not bare OAuth.
 */
function userInfoOf(settings: OidcSettings, log: Logger) {
  return async (tokens: { idToken?: string; accessToken?: string }): Promise<GenericOAuthUserInfo | null> => {
    const idClaims = tokens.idToken ? jwtClaims(tokens.idToken) : null;
    if (!idClaims || typeof idClaims.sub !== 'string') {
      log.warn({ event: 'login.sso_refused' }, 'sso: the provider sent no usable ID token');
      return null;
    }
    const extra = await fetchUserInfoClaims(settings, tokens.accessToken, idClaims.sub);
    if (extra.problem) log.warn({ problem: extra.problem }, 'sso: userinfo not used');
    const claims = { ...extra.claims, ...idClaims };
    return {
      ...claims,
      sub: idClaims.sub,
      email: text(claims.email) || null,
      emailVerified: isEmailVerified(claims),
      name: displayName(claims),
      image: text(claims.picture) || undefined,
    };
  };
}

type UserOptions = NonNullable<BetterAuthOptions['user']>;

/** A Better Auth endpoint context's view that the hooks read: the path, its id, the request's headers. */
interface HookContext {
  path?: string;
  params?: Record<string, string | undefined> | undefined;
  headers?: Headers | undefined;
}

const isSsoCallback = (ctx: HookContext | null | undefined) =>
  ctx?.path === '/callback/:id' && ctx.params?.id === SSO_PROVIDER_ID;

/**
 * Better Auth's options for single sign-on: the genericOAuth provider (discovery, PKCE S256, verified ID tokens),
 * the `validateUserInfo` gate that asks `hooks.admit` before any user is created, linked or signed in by the
 * provider, a new member's role ('admin': the gate only lets agency members through), and the success audit.
 * Linking by e-mail is not left to Better Auth's provider-trust rule: the provider is listed as trusted so that the
 * gate, which refuses an unverified e-mail itself, decides and audits every case with the person's e-mail.
 */
export function ssoAuthOptions({
  sso,
  publicUrl,
  clientIpHeader,
  log,
}: {
  sso: SsoConfig;
  publicUrl: string;
  clientIpHeader: string;
  log: Logger;
}) {
  const { settings, hooks } = sso;
  const origin = (ctx: HookContext | null | undefined) => ({
    ip: ctx?.headers?.get(clientIpHeader) ?? null,
    userAgent: ctx?.headers?.get('user-agent') ?? null,
  });
  const validateUserInfo: NonNullable<UserOptions['validateUserInfo']> = async ({ user, source }, ctx) => {
    if (source.method !== 'oauth' || source.oauth?.providerId !== SSO_PROVIDER_ID) return;
    const refusal = await hooks.admit({
      action: source.action,
      userId: source.action === 'create-user' || typeof user.id !== 'string' ? null : user.id,
      email: typeof user.email === 'string' ? user.email.toLowerCase() : '',
      emailVerified: user.emailVerified === true,
      claims: source.oauth.profile ?? {},
      ...origin(ctx),
    });
    return refusal ? { error: refusal } : undefined;
  };
  const databaseHooks: BetterAuthOptions['databaseHooks'] = {
    user: {
      create: {
        // Reached by the provider's return only past the gate, which lets no one but an agency member through.
        before: async (user, ctx) => (isSsoCallback(ctx) ? { data: { ...user, role: 'admin' } } : undefined),
      },
    },
    session: {
      create: {
        after: async (session, ctx) => {
          if (isSsoCallback(ctx)) await hooks.signedIn({ userId: session.userId, ...origin(ctx) });
        },
      },
    },
  };
  return {
    plugin: genericOAuth({
      config: [
        {
          providerId: SSO_PROVIDER_ID,
          name: settings.providerName,
          discoveryUrl: settings.discoveryUrl,
          requireIdTokenVerification: true,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          scopes: settings.scopes,
          pkce: true,
          getUserInfo: userInfoOf(settings, log),
          // Signing out of the panel does not sign the person out of the provider (its other applications).
          disableProviderLogout: true,
        },
      ],
    }),
    validateUserInfo,
    databaseHooks,
    account: {
      accountLinking: { enabled: true, trustedProviders: [SSO_PROVIDER_ID] },
      // The provider's tokens are not used after sign-in; kept encrypted with AUTH_SECRET all the same.
      encryptOAuthTokens: true,
    },
    // A refusal Better Auth meets before it knows where the sign-in started ends on the sign-in page too.
    onAPIError: { errorURL: `${publicUrl}${LOGIN_PATH}` },
  } satisfies Pick<BetterAuthOptions, 'databaseHooks' | 'account' | 'onAPIError'> & Record<string, unknown>;
}
