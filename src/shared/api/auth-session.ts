/**
 * The bodies and answers of Better Auth's session endpoints that the panel uses (/api/auth/*). They are served by
 * Better Auth, not by a typed route, so their schemas live here, listed with their paths in auth-endpoints.ts: the
 * OpenAPI document describes them with these (routes/auth-openapi.ts) and the web types its calls with them
 * (authRequest; typed, not parsed, to keep zod out of the entry chunk).
 * Only the fields the panel reads are declared; Better Auth's other fields pass through unread.
 */
import { z } from 'zod';
import { ROLES } from '../auth/roles';

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES).nullish(),
  isTempPassword: z.boolean().nullish(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** GET /api/auth/get-session: the session and its user, or null when nobody is signed in. */
export const SessionAnswer = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: SessionUser,
  })
  .nullable();
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** POST /api/auth/sign-in/email {email, password}: the signed-in user (the session cookie is set). */
export const SignInBody = z.object({ email: z.string(), password: z.string() });
export type SignInBody = z.infer<typeof SignInBody>;

export const SignInAnswer = z.object({ user: SessionUser, redirect: z.boolean().optional() });
export type SignInAnswer = z.infer<typeof SignInAnswer>;

/** POST /api/auth/sign-out: an empty JSON object (Better Auth wants a JSON body, even an empty one). */
export const SignOutBody = z.object({});
export type SignOutBody = z.infer<typeof SignOutBody>;
