import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { setPassword } from './change-password';

export interface ReplaceTemporaryPasswordOptions {
  db: Db;
  user: { id: string; email: string; isTempPassword?: boolean | null };
  /** The caller's session, kept; the user's other sessions are revoked. */
  sessionId: string;
  newPassword: string;
  ip: string;
}

/**
 * The forced change of a temporary password: 409 when the password is not temporary; otherwise the new one is
 * set, the invitation of the user's client record accepted, and the change audited.
 */
export async function replaceTemporaryPassword({
  db,
  user,
  sessionId,
  newPassword,
  ip,
}: ReplaceTemporaryPasswordOptions): Promise<void> {
  if (!user.isTempPassword) throw new AppError('CONFLICT', 'Tu contraseña no es temporal.');
  const { revokedSessions } = await setPassword(db, {
    userId: user.id,
    keepSessionId: sessionId,
    newPassword,
    acceptInvitation: true,
  });
  await recordAudit(db, {
    event: 'password.changed',
    userId: user.id,
    email: user.email,
    ip,
    details: { kind: 'temporary', revokedSessions },
  });
}
