import { eq, sql } from 'drizzle-orm';
import { INVITATION_VALIDITY_DAYS, TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Actor } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { invitationUrl } from '../../mail/links';
import { teamInvitationEmail } from '../../mail/templates/team-invitation';

export interface TeamServiceDeps {
  db: Db;
  env: Pick<Env, 'PUBLIC_URL'>;
  now?: () => Date;
}

export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000);

/** CONFLICT 'Ya existe un usuario con este email.' when a login user or a client already uses the e-mail. */
export async function assertEmailFree(tx: Executor, email: string): Promise<void> {
  const [taken] = await tx
    .select({ one: sql<number>`1` })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .unionAll(
      tx
        .select({ one: sql<number>`1` })
        .from(clients)
        .where(eq(sql`lower(${clients.email})`, email)),
    )
    .limit(1);
  if (taken)
    throw new AppError('CONFLICT', TEAM_TEXTS.emailTaken, [
      { path: 'email', message: TEAM_TEXTS.emailTaken },
    ]);
}

/**
 * Queues the invitation e-mail with a fresh token, in the caller's transaction. The token only travels in the
 * e-mail (a secret: over SMTP the stored copies lose it once sent); the row keeps its hash.
 */
export async function queueInvitationEmail({
  tx,
  env,
  invitation,
  token,
  actor,
}: {
  tx: Executor;
  env: TeamServiceDeps['env'];
  invitation: { email: string; name: string };
  token: string;
  actor: Actor;
}): Promise<void> {
  const [inviter] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
  const message = teamInvitationEmail({
    to: invitation.email,
    name: invitation.name,
    invitedBy: inviter?.name ?? null,
    invitationUrl: invitationUrl(env, token),
  });
  await enqueueMail(tx, message, { purpose: 'team-invitation', secrets: [token] });
}
