import { PROFILE_PASSWORD_TEXTS } from '../../../shared/auth/password-policy';
import type { Actor } from '../../context/actor';
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
  /** The signed-in user changing its own password, and the address it asks from. */
  actor: Actor;
  /** The caller's session, kept; the user's other sessions are revoked. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * The profile's password change. The current password is checked under the same lockout as a sign-in
 * (reserved atomically first: 429 LIMIT_EXCEEDED while locked); a wrong one is audited and answers
 * INVALID_CURRENT_PASSWORD; a right one sets the new password and audits the change.
 */
export async function changeOwnPassword({
  db,
  actor,
  sessionId,
  currentPassword,
  newPassword,
}: ChangeOwnPasswordOptions): Promise<void> {
  const { userId, ip } = actor;
  const email = actor.email.toLowerCase();
  const attempt = await reserveAttempt({ db, key: throttleKey.email(email), policy: EMAIL_LOCKOUT });
  if (!attempt.allowed) throw new AppError('LIMIT_EXCEEDED');
  let isCurrent = false;
  let outcome: AttemptOutcome = 'void';
  try {
    isCurrent = await checkCurrentPassword({ db, userId, password: currentPassword });
    outcome = isCurrent ? 'success' : 'failure';
  } finally {
    await concludeAttempt({ db, reservation: attempt.reservation, outcome });
  }
  if (!isCurrent) {
    await recordAudit(db, { event: 'password.change_failed', userId, email, ip });
    throw new AppError('INVALID_CURRENT_PASSWORD', PROFILE_PASSWORD_TEXTS.wrongCurrentDescription);
  }
  const { revokedSessions } = await setPassword(db, {
    userId,
    keepSessionId: sessionId,
    newPassword,
  });
  await recordAudit(db, {
    event: 'password.changed',
    userId,
    email,
    ip,
    details: { kind: 'profile', revokedSessions },
  });
}
