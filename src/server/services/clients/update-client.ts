import { eq } from 'drizzle-orm';
import type { AdminClient } from '../../../shared/clients/admin-client';
import type { ClientUpdateInput } from '../../../shared/clients/client-form';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import { toAdminClient } from './client-dto';
import { assertEmailAvailable, duplicateEmailError, isUniqueViolation } from './email-taken';
import { getClientRow } from './find-client';

/**
 * Updates a client's fields and status. A new e-mail is checked against the other clients and login users, and
 * the linked login user's e-mail changes with it in the same transaction (the client signs in with the new one).
 * Setting the status to 'inactive' ends the login user's sessions in the same transaction (an inactive client
 * cannot sign in; see docs/auth.md).
 */
export async function updateClient({
  db,
  clientId,
  input,
}: {
  db: Db;
  clientId: string;
  input: ClientUpdateInput;
}): Promise<AdminClient> {
  try {
    return await db.transaction(async (tx) => {
      const current = await getClientRow({ tx, id: clientId, forUpdate: true });
      const emailChanged = current.email.toLowerCase() !== input.email;
      if (emailChanged)
        await assertEmailAvailable({ tx, email: input.email, own: { clientId, userId: current.userId } });
      const [row] = await tx
        .update(clients)
        .set({
          name: input.name,
          brandName: input.brandName,
          email: input.email,
          phone: input.phone,
          industry: input.industry,
          description: input.description,
          // Not sent: unchanged. null: back to the agency's default.
          ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
          ...(input.proofRequired !== undefined ? { proofRequired: input.proofRequired } : {}),
          status: input.status,
          updatedAt: new Date(),
        })
        .where(eq(clients.id, clientId))
        .returning();
      if (input.status === 'inactive' && current.status !== 'inactive' && current.userId) {
        await tx.delete(session).where(eq(session.userId, current.userId));
      }
      if (emailChanged && current.userId) {
        await tx
          .update(user)
          .set({ email: input.email, updatedAt: new Date() })
          .where(eq(user.id, current.userId));
      }
      return toAdminClient(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmailError();
    throw err;
  }
}
