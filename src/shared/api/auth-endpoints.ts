/**
 * Better Auth's endpoints that the panel uses (/api/auth/*), described once: method, path, and the zod schemas of
 * the JSON body and of the answer's fields the panel reads (null: no body; no answer read). Everything else under
 * /api/auth answers 404.
 *
 * - The server serves exactly these (routes/auth.ts: its own handlers in front of Better Auth's for sign-in and the
 *   password reset, Better Auth's handler for the rest) and describes them in the OpenAPI document from these
 *   schemas (routes/auth-openapi.ts).
 * - The web calls them by path through `authRequest` (lib/api-client.ts), whose body and answer types come from
 *   here: a path or a schema changed here breaks the web's typecheck. The web imports this module's types only,
 *   so zod stays out of its entry chunk (the answers are typed, not parsed).
 */
import type { z } from 'zod';
import {
  CheckResetTokenAnswer,
  CheckResetTokenBody,
  RequestPasswordResetAnswer,
  RequestPasswordResetBody,
  ResetPasswordAnswer,
  ResetPasswordBody,
} from '../auth/password-reset';
import { SessionAnswer, SignInAnswer, SignInBody, SignOutBody } from './auth-session';
import { SSO_PROVIDER_ID, SsoConfigAnswer, SsoSignInAnswer, SsoSignInBody } from './auth-sso';

interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: `/api/auth/${string}`;
  body: z.ZodType | null;
  answer: z.ZodType | null;
}

export const AUTH_ENDPOINTS = {
  signInEmail: { method: 'POST', path: '/api/auth/sign-in/email', body: SignInBody, answer: SignInAnswer },
  /** Better Auth wants a JSON body, even an empty one; its answer is not read. */
  signOut: { method: 'POST', path: '/api/auth/sign-out', body: SignOutBody, answer: null },
  getSession: { method: 'GET', path: '/api/auth/get-session', body: null, answer: SessionAnswer },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: RequestPasswordResetBody,
    answer: RequestPasswordResetAnswer,
  },
  checkResetToken: {
    method: 'POST',
    path: '/api/auth/reset-password/check',
    body: CheckResetTokenBody,
    answer: CheckResetTokenAnswer,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordBody,
    answer: ResetPasswordAnswer,
  },
  /** Single sign-on (ours): whether the sign-in page offers it. */
  ssoConfig: { method: 'GET', path: '/api/auth/sso', body: null, answer: SsoConfigAnswer },
  /** Single sign-on (ours, in front of Better Auth's /sign-in/social): the provider's address to go to. */
  signInSso: { method: 'POST', path: '/api/auth/sign-in/sso', body: SsoSignInBody, answer: SsoSignInAnswer },
  /** Where the provider sends the browser back (Better Auth's, audited by us): a redirect, never read by the web. */
  ssoCallback: { method: 'GET', path: `/api/auth/callback/${SSO_PROVIDER_ID}`, body: null, answer: null },
} as const satisfies Record<string, AuthEndpoint>;

type AuthEndpoints = typeof AUTH_ENDPOINTS;
export type AuthEndpointName = keyof AuthEndpoints;

/** The path of one of the endpoints above. */
export type AuthPath = AuthEndpoints[AuthEndpointName]['path'];

type EndpointAt<P extends AuthPath> = Extract<AuthEndpoints[AuthEndpointName], { path: P }>;

/** The JSON body an endpoint takes; undefined for one without (a GET). */
export type AuthBody<P extends AuthPath> = EndpointAt<P>['body'] extends z.ZodType
  ? z.input<EndpointAt<P>['body']>
  : undefined;

/** What the panel reads of an endpoint's answer; unknown when it reads nothing. */
export type AuthAnswer<P extends AuthPath> = EndpointAt<P>['answer'] extends z.ZodType
  ? z.output<EndpointAt<P>['answer']>
  : unknown;
