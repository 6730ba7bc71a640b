import { and, eq, gt, isNull } from 'drizzle-orm';
import { TEAM_TEXTS } from '../../../shared/api/admin-team-texts';
import type { Db } from '../../db/client';
import { teamInvitations } from '../../db/schema/team';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { createLoginUser } from '../users/create-login-user';
import { hashInvitationToken } from './invitation-token';
import { assertEmailFree } from './send-invitation';

export interface InvitationRequest {
  db: Db;
  token: string;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}

const live = (token: string, now: Date) =>
  and(
    eq(teamInvitations.tokenHash, hashInvitationToken(token)),
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

const deadLink = () => new AppError('NOT_FOUND', TEAM_TEXTS.invalidLink);

/** Who a live invitation link is for (the page greets them); 404 for a used, revoked, expired or unknown one. */
export async function lookupInvitation({ db, token, now = new Date() }: InvitationRequest) {
  const [row] = await db
    .select({ name: teamInvitations.name, email: teamInvitations.email })
    .from(teamInvitations)
    .where(live(token, now));
  if (!row) throw deadLink();
  return row;
}

/**
 * Accepts an invitation, in one transaction: the link is consumed by one conditional update (pending, unexpired,
 * this token's hash), so two simultaneous uses cannot both pass; the admin user is created with the chosen
 * password (the password rules are checked by the route's body schema) and `team.invitation_accepted` is audited.
 * A dead link is 404 and a taken e-mail 409, both audited as `team.invitation_failed`; the new admin then signs in.
 */
export async function acceptInvitation(
  request: InvitationRequest & { newPassword: string },
): Promise<{ email: string }> {
  const { db, token, ip, userAgent, newPassword } = request;
  const now = request.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(teamInvitations)
        .set({ acceptedAt: now })
        .where(live(token, now))
        .returning();
      if (!row) throw deadLink();
      const email = row.email.toLowerCase();
      await assertEmailFree(tx, email);
      const created = await createLoginUser(tx, {
        email,
        name: row.name,
        password: newPassword,
        role: 'admin',
      });
      await tx
        .update(teamInvitations)
        .set({ acceptedUserId: created.id })
        .where(eq(teamInvitations.id, row.id));
      await recordAudit(tx, {
        event: 'team.invitation_accepted',
        userId: created.id,
        email,
        ip,
        userAgent,
        details: { invitationId: row.id, invitedBy: row.invitedBy, targetEmail: email },
      });
      return { email };
    });
  } catch (err) {
    if (err instanceof AppError) {
      const reason = err.code === 'CONFLICT' ? 'email_taken' : 'invalid_token';
      await recordAudit(db, { event: 'team.invitation_failed', ip, userAgent, details: { reason } });
    }
    throw err;
  }
}
