import { LOGIN_TEXTS } from '@shared/auth/login-errors';
import type { ApiError } from '@/lib/api-client';

/** Why an open tab was signed out, carried to /login in the navigation's state (issue 29). */
export interface SessionEndedState {
  sessionEnded: string;
}

/**
 * The server's reasons for refusing a session that are the account's, not a lapse: the account deactivated (an
 * admin taken off the team, a client set inactive) or a temporary password expired. Its 401 carries the message
 * (src/server/middleware/require-auth.ts); a plain expiry or sign-out elsewhere says nothing more than the form.
 */
const ACCOUNT_REASONS: readonly string[] = [LOGIN_TEXTS.accountInactive, LOGIN_TEXTS.tempPasswordExpired];

export function sessionEndReason(error: ApiError | undefined): string | null {
  return error && ACCOUNT_REASONS.includes(error.message) ? error.message : null;
}

/** The reason a navigation to /login carries, if any. */
export function sessionEndedOf(state: unknown): string | null {
  const value = (state as Partial<SessionEndedState> | null)?.sessionEnded;
  return typeof value === 'string' && ACCOUNT_REASONS.includes(value) ? value : null;
}
