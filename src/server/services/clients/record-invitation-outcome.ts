import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';

/**
 * What a credentials e-mail attempt did to the client's invitation: 'sent' after a delivery, 'failed' after a
 * failed attempt (the job keeps retrying). An accepted invitation (temporary password replaced) never goes back.
 */
export async function recordInvitationOutcome({
  db,
  clientId,
  outcome,
}: {
  db: Executor;
  clientId: string;
  outcome: 'sent' | 'failed';
}): Promise<void> {
  await db
    .update(clients)
    .set({ invitationStatus: outcome })
    .where(and(eq(clients.id, clientId), ne(clients.invitationStatus, 'accepted')));
}
