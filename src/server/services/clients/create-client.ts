import type { AdminClient, CredentialsDelivery } from '../../../shared/clients/admin-client';
import type { ClientCreateInput } from '../../../shared/clients/client-form';
import { clients } from '../../db/schema/clients';
import { recordAudit } from '../audit/record-audit';
import { deliverNow } from '../mail/deliver-now';
import { raiseClientCreated } from '../webhooks/events/raise-client-created';
import { toAdminClient } from './client-dto';
import type { ClientActor, ClientServiceDeps } from './client-service-deps';
import { assertEmailAvailable, duplicateEmailError, isUniqueViolation } from './email-taken';
import { getClientRow } from './find-client';
import { issueCredentialsInTx } from './issue-credentials';

/**
 * Creates a client in one transaction: the client row (active, invitation pending), its login user with a
 * random temporary password, and the credentials e-mail job. After the commit the e-mail is tried at once;
 * `credentials.delivered` says whether it went out (if not, the job keeps retrying with back-off).
 * CONFLICT when another client or login user already has the e-mail.
 */
export async function createClient({
  deps,
  input,
  actor,
}: {
  deps: ClientServiceDeps;
  input: ClientCreateInput;
  actor: ClientActor;
}): Promise<{ client: AdminClient; credentials: CredentialsDelivery }> {
  const db = deps.database.db;
  let created: { clientId: string; jobId: string };
  try {
    created = await db.transaction(async (tx) => {
      await assertEmailAvailable({ tx, email: input.email });
      const [row] = await tx
        .insert(clients)
        .values({
          name: input.name,
          brandName: input.brandName,
          email: input.email,
          phone: input.phone,
          industry: input.industry,
          description: input.description,
          timeZone: input.timeZone ?? null,
          proofRequired: input.proofRequired ?? false,
          status: 'active',
          invitationStatus: 'pending',
          createdBy: actor.userId,
        })
        .returning();
      if (!row) throw new Error('createClient: insert returned no row');
      const issued = await issueCredentialsInTx({ tx, env: deps.env, client: row });
      await recordAudit(tx, {
        event: 'client.created',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { clientId: row.id, brandName: row.brandName, loginUserId: issued.userId },
      });
      await raiseClientCreated(tx, {
        env: deps.env,
        clientId: row.id,
        actor: { kind: 'admin', userId: actor.userId },
      });
      return { clientId: row.id, jobId: issued.jobId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmailError();
    throw err;
  }
  const credentials = await deliverNow(deps, created.jobId);
  const client = await getClientRow({ tx: db, id: created.clientId });
  return { client: toAdminClient(client), credentials };
}
