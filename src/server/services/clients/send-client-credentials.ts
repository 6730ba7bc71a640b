import { eq } from 'drizzle-orm';
import type { AdminClient, CredentialsDelivery } from '../../../shared/clients/admin-client';
import { CLIENT_TEXTS } from '../../../shared/clients/client-texts';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';
import { deliverNow } from '../mail/deliver-now';
import { toAdminClient } from './client-dto';
import type { ClientActor, ClientServiceDeps } from './client-service-deps';
import { duplicateEmailError, isUniqueViolation } from './email-taken';
import { getClientRow } from './find-client';
import { issueCredentialsInTx } from './issue-credentials';

/**
 * 'Crear Usuario' / 'Reenviar Credenciales' / 'Reintentar Creación': creates the client's login user when it
 * has none, otherwise issues a new temporary password (the old one stops working and the user's sessions end),
 * queues the credentials e-mail and tries it at once. CONFLICT once the client has replaced its temporary
 * password (invitation accepted), and for an inactive client (who cannot sign in).
 */
export async function sendClientCredentials({
  deps,
  clientId,
  actor,
}: {
  deps: ClientServiceDeps;
  clientId: string;
  actor: ClientActor;
}): Promise<{ client: AdminClient; credentials: CredentialsDelivery }> {
  const db = deps.database.db;
  let jobId: string;
  try {
    jobId = await db.transaction(async (tx) => {
      const client = await getClientRow({ tx, id: clientId, forUpdate: true });
      if (client.invitationStatus === 'accepted')
        throw new AppError('CONFLICT', CLIENT_TEXTS.alreadyAccepted);
      // An inactive client cannot sign in, so a new password would only sit in an inbox unused.
      if (client.status === 'inactive') throw new AppError('CONFLICT', CLIENT_TEXTS.inactiveNoCredentials);
      if (client.userId) {
        const [login] = await tx
          .select({ isTempPassword: user.isTempPassword })
          .from(user)
          .where(eq(user.id, client.userId));
        // A user who already chose its own password has accepted, whatever the stored status says.
        if (login && !login.isTempPassword) throw new AppError('CONFLICT', CLIENT_TEXTS.alreadyAccepted);
      }
      const issued = await issueCredentialsInTx({ tx, env: deps.env, client });
      await recordAudit(tx, {
        event: 'client.credentials_issued',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { clientId, loginUserId: issued.userId, createdUser: issued.createdUser },
      });
      return issued.jobId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmailError();
    throw err;
  }
  const credentials = await deliverNow(deps, jobId);
  return { client: toAdminClient(await getClientRow({ tx: db, id: clientId })), credentials };
}
