import { count, eq } from 'drizzle-orm';
import { normaliseEmail } from '../../../shared/auth/login-errors';
import { passwordRuleFailures } from '../../../shared/auth/password-policy';
import { RESET_TOKEN_MAX_LENGTH } from '../../../shared/auth/password-reset';
import type { Db } from '../../db/client';
import { session, user as userTable } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit/record-audit';
import { clearThrottle, throttleKey } from './login-throttle';
import type { PasswordResetRefusal } from './request-password-reset';
import { withheldReason } from './send-reset-link';
import { voidResetLinks } from './void-reset-links';

export interface ResetPasswordOptions {
  db: Db;
  log: Logger;
  /** The request's JSON body (an empty object when it was not a JSON object). */
  body: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  /** The user a live (unexpired, unused) reset token belongs to, read through Better Auth; null otherwise. */
  findTokenUser: (token: string) => Promise<string | null>;
  /** Better Auth's own reset-password with these fields: it consumes the token once, in one transaction with the
   * new password and the deletion of the user's sessions. */
  reset: (fields: { token: string; newPassword: string }) => Promise<Response>;
}

/**
 * POST /api/auth/reset-password: the new password must follow the password rules (the first broken rule's Spanish
 * message); the token must be live, and its account one that may sign in. Better Auth then sets the password,
 * consumes the token and deletes every session of the user. Only after that success, in one transaction: the
 * temporary-password flags are cleared (a pending invitation counts as accepted), password_changed_at is stamped,
 * every other reset link of the user is voided, any session that raced with the reset is deleted too, and the e-mail's sign-in lockout is cleared. Every
 * outcome is audited.
 */
export async function resetPassword(
  options: ResetPasswordOptions,
): Promise<{ status: true } | PasswordResetRefusal | Response> {
  const { db, log, body, ip, userAgent } = options;
  const token = typeof body.token === 'string' ? body.token : '';
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  const refuse = async (
    refusal: PasswordResetRefusal,
    reason: string,
    who: { userId?: string; email?: string } = {},
  ): Promise<PasswordResetRefusal> => {
    await recordAudit(db, {
      event: 'password.reset_failed',
      userId: who.userId ?? null,
      email: who.email ?? null,
      ip,
      userAgent,
      details: { reason },
    });
    log.warn({ event: 'password.reset_failed', reason, ip }, 'password reset refused');
    return refusal;
  };

  if (!token || token.length > RESET_TOKEN_MAX_LENGTH)
    return refuse({ code: 'INVALID_TOKEN' }, 'invalid_token');
  const broken = passwordRuleFailures(newPassword)[0];
  if (broken) return refuse({ code: 'INVALID_NEW_PASSWORD', message: broken }, 'invalid_password');

  const userId = await options.findTokenUser(token);
  const [account] = userId
    ? await db
        .select({ email: userTable.email, isTempPassword: userTable.isTempPassword })
        .from(userTable)
        .where(eq(userTable.id, userId))
    : [];
  if (!userId || !account) return refuse({ code: 'INVALID_TOKEN' }, 'invalid_token');
  const email = normaliseEmail(account.email);
  const withheld = await withheldReason(db, userId);
  if (withheld) return refuse({ code: 'ACCOUNT_INACTIVE' }, withheld, { userId, email });

  const [open] = await db.select({ n: count() }).from(session).where(eq(session.userId, userId));
  const res = await options.reset({ token, newPassword });
  if (res.status !== 200) {
    const answer = (await res
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    // The token was used or expired between our read and Better Auth's: the same answer as any dead link.
    if (res.status === 400 && answer?.code === 'INVALID_TOKEN') {
      return refuse({ code: 'INVALID_TOKEN' }, 'invalid_token', { userId, email });
    }
    log.warn({ event: 'password.reset_failed', status: res.status }, 'password reset: Better Auth refused');
    return res;
  }

  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(userTable)
      .set({ isTempPassword: false, tempPasswordExpiresAt: null, passwordChangedAt: now, updatedAt: now })
      .where(eq(userTable.id, userId));
    if (account.isTempPassword) {
      // The user chose its own password: the agency's invitation is accepted, as with the forced change.
      await tx.update(clients).set({ invitationStatus: 'accepted' }).where(eq(clients.userId, userId));
    }
    // Better Auth deleted them with the password; a sign-in with the old password that raced with it ends here.
    await tx.delete(session).where(eq(session.userId, userId));
    // Better Auth consumed this link only: the user's older links must not set another password.
    await voidResetLinks(tx, userId);
    await clearThrottle(tx, throttleKey.email(email));
  });
  await recordAudit(db, {
    event: 'password.reset',
    userId,
    email,
    ip,
    userAgent,
    details: { revokedSessions: open?.n ?? 0, wasTemporary: account.isTempPassword },
  });
  log.info({ event: 'password.reset', userId, ip }, 'password reset');
  return { status: true };
}
