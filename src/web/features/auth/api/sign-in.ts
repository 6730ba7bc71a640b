import { normaliseEmail } from '@shared/auth/login-errors';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session/get-session';

export type SignInInput = { email: string; password: string };
export type SignInResult = { user: SessionUser; redirect?: boolean; token?: string };

/** POST /api/auth/sign-in/email, with the e-mail trimmed and lowercased. */
export function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  return api.post<SignInResult>('/api/auth/sign-in/email', { email: normaliseEmail(email), password });
}
