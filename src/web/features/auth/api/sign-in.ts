import type { SignInAnswer, SignInBody } from '@shared/api/auth-session';
import { normaliseEmail } from '@shared/auth/login-errors';
import { authRequest } from '@/lib/api-client';

export type SignInInput = SignInBody;
export type SignInResult = SignInAnswer;

/** POST /api/auth/sign-in/email, with the e-mail trimmed and lowercased. */
export function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  // Better Auth's answer, typed by the shared description of its endpoints (src/shared/api/auth-endpoints.ts).
  return authRequest('/api/auth/sign-in/email', { body: { email: normaliseEmail(email), password } });
}
