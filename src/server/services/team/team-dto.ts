import type { TeamInvitation } from '../../../shared/api/admin-team';
import type { TeamInvitationRow } from '../../db/schema/team';

/** A pending invitation as the team page reads it. */
export function toTeamInvitation({
  row,
  invitedBy,
  now,
}: {
  row: Pick<TeamInvitationRow, 'id' | 'name' | 'email' | 'sentAt' | 'expiresAt'>;
  invitedBy: string | null;
  now: Date;
}): TeamInvitation {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    invitedBy,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt <= now,
  };
}
