import { eq } from 'drizzle-orm';
import { normaliseEmail } from '../../../shared/auth/login-errors';
import { passwordRuleFailures } from '../../../shared/auth/password-policy';
import { RESET_TOKEN_MAX_LENGTH } from '../../../shared/auth/password-reset-texts';
import { SSO_TEXTS } from '../../../shared/auth/sso-texts';
import { hashPassword } from '../../auth/password-hash';
import type { Db } from '../../db/client';
import { session, user as userTable } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import type { Logger } from '../../logger';
import { storeCredentialPassword } from '../account/store-credential-password';
import { recordAudit } from '../audit/record-audit';
import { clearThrottle, throttleKey } from './login-throttle';
import type { PasswordResetRefusal } from './request-password-reset';
import { withheldReason } from './send-reset-link';
import type { SsoOnlyPolicy } from './sso-only';
import { voidResetLinks } from './void-reset-links';

export interface ResetPasswordOptions {
  db: Db;
  log: Logger;
  /** The request's JSON body (an empty object when it was not a JSON object). */
  body: Record<string, unknown>;
  ip: string;
  userAgent: string | null;
  /**
   * A live (unexpired, unused) reset token's verification row, read through Better Auth (which knows how the
   * token is hashed): its id and the user it belongs to; null otherwise.
   */
  findResetLink: (token: string) => Promise<{ linkId: string; userId: string } | null>;
  /** SSO-only mode: a link sent before it was turned on sets no password on an agency account. */
  ssoOnly?: SsoOnlyPolicy | null;
}

/** The link was used or voided by a reset that committed first: the transaction is rolled back. */
class LinkGone extends Error {}

/**
 * POST /api/auth/reset-password: the new password must follow the password rules (the first broken rule's Spanish
 * message); the token must be live, and its account one that may sign in. The password is hashed (argon2id, the
 * hash Better Auth verifies at sign-in), then one transaction under the lock of the user's row: every reset link
 * of the user is deleted, and the reset goes on only if this link was among them and still live (two links used
 * at once: the second finds its link gone and is refused, nothing written); the credential gets the new hash, the
 * temporary-password flags are cleared (a pending invitation counts as accepted), password_changed_at is stamped,
 * every session of the user is deleted and the e-mail's sign-in lockout is cleared. Either all of it is stored or
 * none. Every outcome is audited.
 */
export async function resetPassword(
  options: ResetPasswordOptions,
): Promise<{ status: true } | PasswordResetRefusal> {
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

  const link = await options.findResetLink(token);
  const userId = link?.userId;
  const [account] = userId
    ? await db
        .select({ email: userTable.email, isTempPassword: userTable.isTempPassword })
        .from(userTable)
        .where(eq(userTable.id, userId))
    : [];
  if (!link || !userId || !account) return refuse({ code: 'INVALID_TOKEN' }, 'invalid_token');
  const email = normaliseEmail(account.email);
  const withheld = await withheldReason(db, userId, options.ssoOnly);
  if (withheld === 'sso_only') {
    const message = SSO_TEXTS.passwordOff(options.ssoOnly?.providerName ?? 'SSO');
    return refuse({ code: 'SSO_REQUIRED', message }, withheld, { userId, email });
  }
  if (withheld) return refuse({ code: 'ACCOUNT_INACTIVE' }, withheld, { userId, email });

  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  let revokedSessions: number;
  try {
    revokedSessions = await db.transaction(async (tx) => {
      // One reset of this user at a time, on every instance: the second waits here for the first to commit.
      await tx.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, userId)).for('update');
      // This link is consumed and every other link of the user voided in one statement.
      const voided = await voidResetLinks(tx, userId);
      if (!voided.some((row) => row.id === link.linkId && row.expiresAt > now)) throw new LinkGone();
      await storeCredentialPassword(tx, { userId, passwordHash, now });
      await tx
        .update(userTable)
        .set({ isTempPassword: false, tempPasswordExpiresAt: null, passwordChangedAt: now, updatedAt: now })
        .where(eq(userTable.id, userId));
      if (account.isTempPassword) {
        // The user chose its own password: the agency's invitation is accepted, as with the forced change.
        await tx.update(clients).set({ invitationStatus: 'accepted' }).where(eq(clients.userId, userId));
      }
      const revoked = await tx
        .delete(session)
        .where(eq(session.userId, userId))
        .returning({ id: session.id });
      await clearThrottle(tx, throttleKey.email(email));
      return revoked.length;
    });
  } catch (err) {
    // Used, voided or expired between our read and this transaction: the same answer as any dead link.
    if (err instanceof LinkGone) return refuse({ code: 'INVALID_TOKEN' }, 'invalid_token', { userId, email });
    throw err;
  }
  await recordAudit(db, {
    event: 'password.reset',
    userId,
    email,
    ip,
    userAgent,
    details: { revokedSessions, wasTemporary: account.isTempPassword },
  });
  log.info({ event: 'password.reset', userId, ip }, 'password reset');
  return { status: true };
}
