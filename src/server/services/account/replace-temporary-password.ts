import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { setPassword } from './change-password';

export interface ReplaceTemporaryPasswordOptions {
  db: Db;
  /** The signed-in user replacing its temporary password, and the address it asks from. */
  actor: Actor;
  /** Whether the user's password is temporary now (its session's profile). */
  isTempPassword: boolean;
  /** The caller's session, kept; the user's other sessions are revoked. */
  sessionId: string;
  newPassword: string;
}

/**
 * The forced change of a temporary password: 409 when the password is not temporary; otherwise the new one is
 * set, the invitation of the user's client record accepted, and the change audited.
 */
export async function replaceTemporaryPassword({
  db,
  actor,
  isTempPassword,
  sessionId,
  newPassword,
}: ReplaceTemporaryPasswordOptions): Promise<void> {
  if (!isTempPassword) throw new AppError('CONFLICT', 'Tu contraseña no es temporal.');
  const { revokedSessions } = await setPassword(db, {
    userId: actor.userId,
    keepSessionId: sessionId,
    newPassword,
    acceptInvitation: true,
  });
  await recordAudit(db, {
    event: 'password.changed',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: { kind: 'temporary', revokedSessions },
  });
}
