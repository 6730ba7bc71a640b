import { and, asc, eq } from 'drizzle-orm';
import type { TeamMember } from '../../../shared/api/admin-team';
import { TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { endSessionsOfDeactivated, forgetEndedSessions } from '../auth/ended-sessions';
import { findTeamMember } from './list-team';

/** Why a member is banned, in Better Auth's `ban_reason`. */
export const DEACTIVATED_REASON = 'Desactivado desde Configuración › Equipo';

/**
 * Deactivates an admin, in one transaction: every active admin row is locked first (in id order), so concurrent
 * deactivations queue and each one counts the admins the others left (on PostgreSQL a waiting `FOR UPDATE`
 * re-reads the rows it waited for and drops those no longer active): the last active admin can never be
 * deactivated, whoever asks. The user is banned (sign-in refuses it) and its sessions are deleted, so an open page
 * is refused at its next request, with the reason ('Tu cuenta está desactivada…', ended-sessions.ts), which its
 * sign-in page shows; `requireAuth` also refuses any session of a banned user it still meets.
 */
export async function deactivateMember({
  db,
  memberId,
  actor,
}: {
  db: Db;
  memberId: string;
  actor: Actor;
}): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const active = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
      .orderBy(asc(user.id))
      .for('update');
    const [target] = await tx
      .select({ id: user.id, email: user.email, banned: user.banned })
      .from(user)
      .where(and(eq(user.id, memberId), eq(user.role, 'admin')));
    if (!target) throw new AppError('NOT_FOUND', TEAM_TEXTS.memberNotFound);
    if (target.banned || !active.some((row) => row.id === memberId)) {
      throw new AppError('CONFLICT', TEAM_TEXTS.alreadyInactive);
    }
    if (active.length <= 1) throw new AppError('CONFLICT', TEAM_TEXTS.lastAdmin);
    await tx
      .update(user)
      .set({ banned: true, banReason: DEACTIVATED_REASON, banExpires: null })
      .where(eq(user.id, memberId));
    // Deleted, and remembered as ended by this: an open page is told why at its next request (issue 29).
    const revokedSessions = await endSessionsOfDeactivated(tx, memberId);
    await recordAudit(tx, {
      event: 'team.member_deactivated',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { targetUserId: memberId, targetEmail: target.email, revokedSessions },
    });
  });
  return findTeamMember({ db, memberId, selfId: actor.userId });
}

/** Reactivates a deactivated admin: it can sign in again (its sessions stay ended); audited. */
export async function reactivateMember({
  db,
  memberId,
  actor,
}: {
  db: Db;
  memberId: string;
  actor: Actor;
}): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, email: user.email, banned: user.banned })
      .from(user)
      .where(and(eq(user.id, memberId), eq(user.role, 'admin')))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND', TEAM_TEXTS.memberNotFound);
    if (!target.banned) throw new AppError('CONFLICT', TEAM_TEXTS.alreadyActive);
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(user.id, memberId));
    await forgetEndedSessions(tx, memberId);
    await recordAudit(tx, {
      event: 'team.member_reactivated',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { targetUserId: memberId, targetEmail: target.email },
    });
  });
  return findTeamMember({ db, memberId, selfId: actor.userId });
}
