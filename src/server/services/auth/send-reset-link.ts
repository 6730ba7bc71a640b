import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user as userTable } from '../../db/schema/auth';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/enqueue-mail';
import { resetPasswordUrl } from '../../mail/links';
import { passwordResetEmail } from '../../mail/templates/password-reset';
import { recordAudit } from '../audit/record-audit';
import { isInactiveClientLogin } from './inactive-client';

export interface SendResetLinkDeps {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL'>;
  logger: Logger;
}

export interface ResetLinkRequest {
  user: { id: string; email: string; name: string };
  /** Better Auth's single-use token (stored hashed; it only travels in the e-mail). */
  token: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Better Auth's `sendResetPassword`: queues the e-mail with the link to our reset page, unless the account may not
 * sign in (a banned user, an inactive client), in which case nothing is sent and the unused token expires. The
 * e-mail is only queued (the job runner sends it within a second), so the time of an SMTP exchange never tells
 * the caller that the address exists; a failure is logged, not thrown, for the same reason.
 */
export async function sendResetLink(deps: SendResetLinkDeps, request: ResetLinkRequest): Promise<void> {
  const { db, env, logger } = deps;
  const { user, token, ip, userAgent } = request;
  const email = user.email.toLowerCase();
  try {
    const reason = await withheldReason(db, user.id);
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
    const message = passwordResetEmail({
      to: email,
      name: user.name,
      resetUrl: resetPasswordUrl(env, token),
    });
    // The link is a secret: over SMTP the stored copies lose it once sent (mail/send-mail.ts).
    await enqueueMail(db, message, { purpose: 'password-reset', secrets: [token] });
    await recordAudit(db, { event: 'password.reset_link_sent', userId: user.id, email, ip, userAgent });
  } catch (err) {
    logger.error({ err, userId: user.id }, 'password reset: the e-mail could not be queued');
  }
}

/** Why an account gets no reset link: the same accounts sign-in refuses after the password. */
export async function withheldReason(db: Db, userId: string): Promise<'banned' | 'inactive_client' | null> {
  const [row] = await db.select({ banned: userTable.banned }).from(userTable).where(eq(userTable.id, userId));
  if (row?.banned) return 'banned';
  if (await isInactiveClientLogin(db, userId)) return 'inactive_client';
  return null;
}
