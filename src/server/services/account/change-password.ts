import { and, eq, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import type { Db } from '../../db/client';
import { account, session, user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { voidResetLinks } from '../auth/void-reset-links';

export interface ChangePasswordInput {
  userId: string;
  /** The caller's session, kept; every other session of the user is revoked. */
  keepSessionId: string | null;
  newPassword: string;
  /**
   * The temporary password is being replaced: the client record linked to the user (if any) moves its
   * invitation to 'accepted', in the same transaction.
   */
  acceptInvitation?: boolean;
}

/**
 * Sets a new password (argon2id), clears the temporary-password flags, stamps password_changed_at, voids every
 * outstanding password-reset link and revokes the user's other sessions, in one transaction. Returns how many sessions were revoked.
 */
export async function setPassword(db: Db, input: ChangePasswordInput): Promise<{ revokedSessions: number }> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) throw new AppError('NOT_FOUND', 'No se encontró la cuenta del usuario.');
    await tx
      .update(user)
      .set({ isTempPassword: false, tempPasswordExpiresAt: null, passwordChangedAt: now, updatedAt: now })
      .where(eq(user.id, input.userId));
    if (input.acceptInvitation) {
      await tx.update(clients).set({ invitationStatus: 'accepted' }).where(eq(clients.userId, input.userId));
    }
    await voidResetLinks(tx, input.userId);
    const revoked = await tx
      .delete(session)
      .where(
        input.keepSessionId
          ? and(eq(session.userId, input.userId), ne(session.id, input.keepSessionId))
          : eq(session.userId, input.userId),
      )
      .returning({ id: session.id });
    return { revokedSessions: revoked.length };
  });
}

/** Checks a user's current password against the stored credential. */
export async function checkCurrentPassword({
  db,
  userId,
  password,
}: {
  db: Db;
  userId: string;
  password: string;
}): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}
