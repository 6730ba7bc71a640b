import { eq } from 'drizzle-orm';
import type { InviteAdminBody, TeamInvitation } from '../../../shared/api/admin-team';
import { TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Actor } from '../../context/actor';
import { user } from '../../db/schema/auth';
import { teamInvitations } from '../../db/schema/team';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { isUniqueViolation } from '../clients/email-taken';
import { newInvitationToken } from './invitation-token';
import {
  assertEmailFree,
  invitationExpiry,
  queueInvitationEmail,
  type TeamServiceDeps,
} from './send-invitation';
import { toTeamInvitation } from './team-dto';

/**
 * Invites a colleague as admin, in one transaction: the invitation (its token hashed), the e-mail with the link in
 * the queue and `team.invited` in the audit log. 409 when the e-mail already has a user (or a client), or a
 * pending invitation (the partial unique index is the last word under a race).
 */
export async function inviteAdmin({
  deps,
  input,
  actor,
}: {
  deps: TeamServiceDeps;
  input: InviteAdminBody;
  actor: Actor;
}): Promise<TeamInvitation> {
  const now = deps.now?.() ?? new Date();
  const { token, tokenHash } = newInvitationToken();
  try {
    return await deps.db.transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const [row] = await tx
        .insert(teamInvitations)
        .values({
          email: input.email,
          name: input.name,
          tokenHash,
          invitedBy: actor.userId,
          expiresAt: invitationExpiry(now),
          sentAt: now,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('inviteAdmin: insert returned no row');
      await queueInvitationEmail({ tx, env: deps.env, invitation: row, token, actor });
      await recordAudit(tx, {
        event: 'team.invited',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { invitationId: row.id, targetEmail: row.email, targetName: row.name },
      });
      const [inviter] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
      return toTeamInvitation({ row, invitedBy: inviter?.name ?? null, now });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', TEAM_TEXTS.alreadyInvited, [
        { path: 'email', message: TEAM_TEXTS.alreadyInvited },
      ]);
    }
    throw err;
  }
}
