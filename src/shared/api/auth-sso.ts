/**
 * The single sign-on endpoints of /api/auth (issue 34 §2), listed with their paths in auth-endpoints.ts: their
 * bodies and answers, for the OpenAPI document (routes/auth-openapi.ts) and the web's typed calls.
 */
import { z } from 'zod';

/**
 * Better Auth's id of the one OpenID Connect provider: its return address is `/api/auth/callback/oidc`, the
 * redirect URI registered with the provider (docs/sso.md).
 */
export const SSO_PROVIDER_ID = 'oidc';

/** GET /api/auth/sso: whether the sign-in page offers «Entrar con …», and with what name. */
export const SsoConfigAnswer = z.object({
  isEnabled: z.boolean(),
  /** OIDC_PROVIDER_NAME («SSO» by default); null when single sign-on is off. */
  providerName: z.string().nullable(),
  /** Staff sign in only with SSO (clients keep their passwords). */
  isStaffSsoOnly: z.boolean(),
});
export type SsoConfigAnswer = z.infer<typeof SsoConfigAnswer>;

/**
 * POST /api/auth/sign-in/sso: an empty JSON object. Where the provider sends the browser back, and where a
 * refusal ends, are the server's choice (the agency's home; the sign-in page), never the caller's.
 */
export const SsoSignInBody = z.object({});
export type SsoSignInBody = z.infer<typeof SsoSignInBody>;

/** The provider's authorization address (with state, PKCE S256 challenge and nonce) to send the browser to. */
export const SsoSignInAnswer = z.object({ url: z.url(), redirect: z.boolean().optional() });
export type SsoSignInAnswer = z.infer<typeof SsoSignInAnswer>;
