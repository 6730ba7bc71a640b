import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_NAME_MISMATCH, isClientConfirmationValid } from '../../../shared/clients/client-delete';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import type { ClientActor } from './client-service-deps';
import { getClientRow } from './find-client';

export interface DeletedClient {
  id: string;
  brandName: string;
  campaigns: number;
  days: number;
  stories: number;
  deletedLoginUser: boolean;
}

/**
 * Deletes a client and everything related, in one transaction, after checking the typed brand name (exactly,
 * as the spec asks): its campaigns with their days and stories, its AI requests, the login user with its
 * sessions, credential account and AI info (ON DELETE CASCADE, in the same statements), and the credentials
 * e-mails still queued for it. The deletion is recorded in audit_log. The sent-mail record stays.
 */
export async function deleteClient({
  db,
  clientId,
  confirmationName,
  actor,
}: {
  db: Db;
  clientId: string;
  confirmationName: string;
  actor: ClientActor;
}): Promise<DeletedClient> {
  return db.transaction(async (tx) => {
    const client = await getClientRow({ tx, id: clientId, forUpdate: true });
    if (!isClientConfirmationValid(confirmationName, client.brandName)) {
      throw new AppError('INVALID_REQUEST', CLIENT_NAME_MISMATCH, [
        { path: 'confirmationName', message: CLIENT_NAME_MISMATCH },
      ]);
    }
    const [counts] = await tx
      .select({
        campaigns: sql<number>`cast(count(distinct ${campaigns.id}) as int)`,
        days: sql<number>`cast(count(distinct ${campaignDays.id}) as int)`,
        stories: sql<number>`cast(count(${stories.id}) as int)`,
      })
      .from(campaigns)
      .leftJoin(campaignDays, eq(campaignDays.campaignId, campaigns.id))
      .leftJoin(stories, eq(stories.campaignDayId, campaignDays.id))
      .where(eq(campaigns.clientId, clientId));

    await tx
      .update(jobs)
      .set({ status: 'failed', lastError: 'Cliente eliminado.', finishedAt: new Date() })
      .where(
        and(
          eq(jobs.type, 'mail.send'),
          eq(jobs.status, 'queued'),
          sql`${jobs.payload}->'meta'->>'clientId' = ${clientId}`,
        ),
      );
    await tx.delete(clients).where(eq(clients.id, clientId));
    // Only a client login: an administrator's account is never removed through a client.
    const removedUsers = client.userId
      ? await tx
          .delete(user)
          .where(and(eq(user.id, client.userId), eq(user.role, 'client')))
          .returning({ id: user.id })
      : [];

    const result: DeletedClient = {
      id: client.id,
      brandName: client.brandName,
      campaigns: counts?.campaigns ?? 0,
      days: counts?.days ?? 0,
      stories: counts?.stories ?? 0,
      deletedLoginUser: removedUsers.length > 0,
    };
    await recordAudit(tx, {
      event: 'client.deleted',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { ...result, clientEmail: client.email, loginUserId: client.userId },
    });
    return result;
  });
}
