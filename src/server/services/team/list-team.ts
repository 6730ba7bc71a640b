import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TeamMember, TeamResponse } from '../../../shared/api/admin-team';
import { TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { teamInvitations } from '../../db/schema/team';
import { AppError } from '../../errors/app-error';
import { toTeamInvitation } from './team-dto';

/** The pending invitations listed (the oldest beyond it are still valid, just not shown). */
const MAX_PENDING_LISTED = 200;

// Correlated on the outer table by name (drizzle writes a lone table's columns unqualified).
// Both read the audit log by (user_id, event, created_at) or (event, created_at): one index probe per admin (two for
// the last sign-in, with a password or by SSO).
const lastSignInAt = sql<Date | null>`(select max(a.created_at) from audit_log a
  where a.user_id = "user"."id" and a.event in ('login.success', 'login.sso_success'))`.mapWith((value) =>
  value === null ? null : new Date(value),
);
const deactivatedAt = sql<Date | null>`(select max(a.created_at) from audit_log a
  where a.event = 'team.member_deactivated' and a.details ->> 'targetUserId' = "user"."id")`.mapWith(
  (value) => (value === null ? null : new Date(value)),
);

async function selectMembers(db: Executor, where: SQL | undefined, selfId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      banned: user.banned,
      createdAt: user.createdAt,
      lastSignInAt,
      deactivatedAt,
    })
    .from(user)
    .where(and(eq(user.role, 'admin'), where))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isActive: !row.banned,
    since: (row.banned ? (row.deactivatedAt ?? row.createdAt) : row.createdAt).toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    isSelf: row.id === selfId,
  }));
}

/** 'Configuración › Equipo': the active admins, the pending invitations and the deactivated admins. */
export async function listTeam({
  db,
  selfId,
  now = new Date(),
}: {
  db: Executor;
  selfId: string;
  now?: Date;
}): Promise<TeamResponse> {
  const members = await selectMembers(db, undefined, selfId);
  const inviter = sql<
    string | null
  >`(select u.name from "user" u where u.id = "team_invitations"."invited_by")`;
  const pending = await db
    .select({
      id: teamInvitations.id,
      name: teamInvitations.name,
      email: teamInvitations.email,
      sentAt: teamInvitations.sentAt,
      expiresAt: teamInvitations.expiresAt,
      inviter,
    })
    .from(teamInvitations)
    .where(and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
    .orderBy(desc(teamInvitations.sentAt), desc(teamInvitations.id))
    .limit(MAX_PENDING_LISTED);
  return {
    active: members.filter((m) => m.isActive),
    invitations: pending.map((row) => toTeamInvitation({ row, invitedBy: row.inviter, now })),
    deactivated: members.filter((m) => !m.isActive),
  };
}

/** One admin as the team page shows it; 404 when no admin has this id. */
export async function findTeamMember({
  db,
  memberId,
  selfId,
}: {
  db: Executor;
  memberId: string;
  selfId: string;
}): Promise<TeamMember> {
  const [member] = await selectMembers(db, eq(user.id, memberId), selfId);
  if (!member) throw new AppError('NOT_FOUND', TEAM_TEXTS.memberNotFound);
  return member;
}
