import { PROFILE_PASSWORD_TEXTS } from '../../../shared/auth/password-policy';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import {
  type AttemptOutcome,
  concludeAttempt,
  EMAIL_LOCKOUT,
  reserveAttempt,
  throttleKey,
} from '../auth/login-throttle';
import { checkCurrentPassword, setPassword } from './change-password';

export interface ChangeOwnPasswordOptions {
  db: Db;
  user: { id: string; email: string };
  /** The caller's session, kept; the user's other sessions are revoked. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  ip: string;
}

/**
 * The profile's password change. The current password is checked under the same lockout as a sign-in
 * (reserved atomically first: 429 LIMIT_EXCEEDED while locked); a wrong one is audited and answers
 * INVALID_CURRENT_PASSWORD; a right one sets the new password and audits the change.
 */
export async function changeOwnPassword({
  db,
  user,
  sessionId,
  currentPassword,
  newPassword,
  ip,
}: ChangeOwnPasswordOptions): Promise<void> {
  const email = user.email.toLowerCase();
  const attempt = await reserveAttempt({ db, key: throttleKey.email(email), policy: EMAIL_LOCKOUT });
  if (!attempt.allowed) throw new AppError('LIMIT_EXCEEDED');
  let isCurrent = false;
  let outcome: AttemptOutcome = 'void';
  try {
    isCurrent = await checkCurrentPassword({ db, userId: user.id, password: currentPassword });
    outcome = isCurrent ? 'success' : 'failure';
  } finally {
    await concludeAttempt({ db, reservation: attempt.reservation, outcome });
  }
  if (!isCurrent) {
    await recordAudit(db, { event: 'password.change_failed', userId: user.id, email, ip });
    throw new AppError('INVALID_CURRENT_PASSWORD', PROFILE_PASSWORD_TEXTS.wrongCurrentDescription);
  }
  const { revokedSessions } = await setPassword(db, {
    userId: user.id,
    keepSessionId: sessionId,
    newPassword,
  });
  await recordAudit(db, {
    event: 'password.changed',
    userId: user.id,
    email,
    ip,
    details: { kind: 'profile', revokedSessions },
  });
}
