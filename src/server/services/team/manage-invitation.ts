import { and, eq, isNull } from 'drizzle-orm';
import type { TeamInvitation } from '../../../shared/api/admin-team';
import { TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Actor } from '../../context/actor';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { type TeamInvitationRow, teamInvitations } from '../../db/schema/team';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { newInvitationToken } from './invitation-token';
import {
  assertEmailFree,
  invitationExpiry,
  queueInvitationEmail,
  type TeamServiceDeps,
} from './send-invitation';
import { toTeamInvitation } from './team-dto';

const isPending = (id: string) =>
  and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** The pending invitation, locked for the rest of the transaction; 404 otherwise. */
async function lockPending(tx: Executor, id: string): Promise<TeamInvitationRow> {
  const [row] = await tx.select().from(teamInvitations).where(isPending(id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', TEAM_TEXTS.invitationNotFound);
  return row;
}

/**
 * Re-sends a pending invitation: a new token and a new expiry on the same row (the old link stops working), the
 * e-mail queued and `team.invitation_resent` audited, in one transaction.
 */
export async function resendInvitation({
  deps,
  invitationId,
  actor,
}: {
  deps: TeamServiceDeps;
  invitationId: string;
  actor: Actor;
}): Promise<TeamInvitation> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const pending = await lockPending(tx, invitationId);
    // Someone got an account with this e-mail meanwhile (a client created with it): the link would fail.
    await assertEmailFree(tx, pending.email.toLowerCase());
    const { token, tokenHash } = newInvitationToken();
    const [row] = await tx
      .update(teamInvitations)
      .set({ tokenHash, expiresAt: invitationExpiry(now), sentAt: now })
      .where(eq(teamInvitations.id, invitationId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', TEAM_TEXTS.invitationNotFound);
    await queueInvitationEmail({ tx, env: deps.env, invitation: row, token, actor });
    await recordAudit(tx, {
      event: 'team.invitation_resent',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { invitationId: row.id, targetEmail: row.email },
    });
    return toTeamInvitation({ row, invitedBy: await inviterName(tx, row.invitedBy), now });
  });
}

/** Revokes a pending invitation: its link stops working at once; `team.invitation_revoked` audited. */
export async function revokeInvitation({
  deps,
  invitationId,
  actor,
}: {
  deps: TeamServiceDeps;
  invitationId: string;
  actor: Actor;
}): Promise<TeamInvitation> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    await lockPending(tx, invitationId);
    const [row] = await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(eq(teamInvitations.id, invitationId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', TEAM_TEXTS.invitationNotFound);
    await recordAudit(tx, {
      event: 'team.invitation_revoked',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { invitationId: row.id, targetEmail: row.email },
    });
    return toTeamInvitation({ row, invitedBy: await inviterName(tx, row.invitedBy), now });
  });
}

async function inviterName(tx: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? null;
}
