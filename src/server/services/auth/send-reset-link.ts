import { eq } from 'drizzle-orm';
import {
  RESET_LINKS_PER_ACCOUNT,
  RESET_LINKS_WINDOW_MINUTES,
} from '../../../shared/auth/password-reset-texts';
import type { ResetLinkRequest } from '../../auth/auth';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/schema/auth';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/enqueue-mail';
import { resetPasswordUrl } from '../../mail/links';
import type { MailMessage } from '../../mail/mail-message';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { recordAudit } from '../audit/record-audit';
import { isInactiveClientLogin } from './inactive-client';
import { concludeAttempt, reserveAttempt, type ThrottlePolicy, throttleKey } from './login-throttle';
import { isPasswordOff, type SsoOnlyPolicy } from './sso-only';

/**
 * Reset e-mails sent to one account in any RESET_LINKS_WINDOW_MINUTES, however many addresses asked (the
 * per-address limits of request-password-reset.ts admit 3 per address, and addresses are cheap). Counted in the
 * sign-in's throttle table, one atomic statement in the transaction that queues the e-mail.
 */
export const RESET_LINK_ACCOUNT_LIMIT: ThrottlePolicy = {
  maxFailures: RESET_LINKS_PER_ACCOUNT,
  windowMs: RESET_LINKS_WINDOW_MINUTES * 60_000,
  lockMs: null,
  maxAdmitted: RESET_LINKS_PER_ACCOUNT,
  successClearsFailures: false,
};

export interface SendResetLinkDeps {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL'>;
  logger: Logger;
  /** SSO-only mode: an agency account (but break-glass) gets no link. */
  ssoOnly?: SsoOnlyPolicy | null;
}

/**
 * Better Auth's `sendResetPassword`: queues the e-mail with the link to our reset page, unless the account may not
 * sign in (a banned user, an inactive client) or not with a password (SSO-only mode) or has had RESET_LINKS_PER_ACCOUNT e-mails in the window, in which
 * case nothing is sent and the unused token expires; the caller's answer is the same either way. The
 * e-mail is only queued (the job runner sends it within a second), so the time of an SMTP exchange never tells
 * the caller that the address exists; a failure is logged, not thrown, for the same reason.
 */
export async function sendResetLink(deps: SendResetLinkDeps, request: ResetLinkRequest): Promise<void> {
  const { db, env, logger } = deps;
  const { user, token, ip, userAgent } = request;
  const email = user.email.toLowerCase();
  try {
    const message = passwordResetEmail({
      to: email,
      name: user.name,
      resetUrl: resetPasswordUrl(env, token),
    });
    const reason =
      (await withheldReason(db, user.id, deps.ssoOnly)) ?? (await queueUnderCap(db, user.id, message, token));
    if (reason) {
      await recordAudit(db, {
        event: 'password.reset_link_withheld',
        userId: user.id,
        email,
        ip,
        userAgent,
        details: { reason },
      });
      return;
    }
    await recordAudit(db, { event: 'password.reset_link_sent', userId: user.id, email, ip, userAgent });
  } catch (err) {
    logger.error({ err, userId: user.id }, 'password reset: the e-mail could not be queued');
  }
}

/**
 * Queues the e-mail if the account has had fewer than RESET_LINKS_PER_ACCOUNT in the window, counting it in the
 * same transaction: concurrent requests on any instance never send more. 'too_many_links' when it is not sent.
 */
async function queueUnderCap(
  db: Db,
  userId: string,
  message: MailMessage,
  token: string,
): Promise<'too_many_links' | null> {
  return db.transaction(async (tx) => {
    const sent = await reserveAttempt({
      db: tx,
      key: throttleKey.resetSent(userId),
      policy: RESET_LINK_ACCOUNT_LIMIT,
    });
    if (!sent.allowed) return 'too_many_links';
    await concludeAttempt({ db: tx, reservation: sent.reservation, outcome: 'void' });
    // The link is a secret: over SMTP the stored copies lose it once sent (mail/send-mail.ts).
    await enqueueMail(tx, message, { purpose: 'password-reset', secrets: [token] });
    return null;
  });
}

/** Why an account gets no reset link: the same accounts sign-in refuses after the password. */
export async function withheldReason(
  db: Db,
  userId: string,
  ssoOnly: SsoOnlyPolicy | null = null,
): Promise<'banned' | 'inactive_client' | 'sso_only' | null> {
  const [row] = await db
    .select({ banned: userTable.banned, role: userTable.role, email: userTable.email })
    .from(userTable)
    .where(eq(userTable.id, userId));
  if (row?.banned) return 'banned';
  if (await isInactiveClientLogin(db, userId)) return 'inactive_client';
  if (row && isPasswordOff(ssoOnly, row)) return 'sso_only';
  return null;
}
