import { and, eq, sql } from 'drizzle-orm';
import { formatLongDateEs, todayInTimeZone } from '../../../shared/dates';
import { INSTAGRAM_TEXTS } from '../../../shared/instagram/instagram-texts';
import { appPaths } from '../../../shared/paths';
import type { Db, Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import { instagramConnections } from '../../db/schema/instagram';
import type { Env } from '../../env';
import { enqueueMailOnce } from '../../mail/enqueue-mail';
import { instagramConnectionEmail } from '../../mail/templates/instagram-connection';

/**
 * E-mails every admin about a client's connection, once per token (`issuedAt` names it): a retry, or two jobs that
 * see the same refusal, queue nothing more.
 */
export async function mailAgencyAboutConnection(
  tx: Executor,
  env: Env,
  {
    clientId,
    issuedAt,
    reason,
    expiresAt,
  }: { clientId: string; issuedAt: Date; reason: 'revoked' | 'expiring'; expiresAt?: Date },
): Promise<void> {
  const [client] = await tx
    .select({ brandName: clients.brandName, username: instagramConnections.username })
    .from(instagramConnections)
    .innerJoin(clients, eq(clients.id, instagramConnections.clientId))
    .where(eq(instagramConnections.clientId, clientId));
  if (!client) return;
  const admins = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    .orderBy(sql`${user.email}`);
  const expiresOn = expiresAt ? formatLongDateEs(todayInTimeZone(env.APP_TIMEZONE, expiresAt)) : undefined;
  for (const admin of admins) {
    await enqueueMailOnce(
      tx,
      instagramConnectionEmail({
        to: admin.email,
        brandName: client.brandName,
        username: client.username,
        reason,
        ...(expiresOn ? { expiresOn } : {}),
        clientUrl: `${env.PUBLIC_URL}${appPaths.adminClient(clientId)}`,
      }),
      { purpose: 'instagram-connection', clientId },
      `instagram.${reason}:${clientId}:${issuedAt.getTime()}:${admin.id}`,
    );
  }
}

/**
 * Instagram refused the client's token (190), or it cannot be read any more (AUTH_SECRET changed): the connection
 * asks to be reconnected and the agency is told once. Only the token that failed is marked: a reconnection made
 * meanwhile (another `issuedAt`) is left alone. One transaction of its own. Returns whether this call marked it.
 */
export function markReconnect(
  db: Db,
  env: Env,
  { clientId, issuedAt }: { clientId: string; issuedAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(instagramConnections)
      .set({ status: 'reconnect', statusReason: INSTAGRAM_TEXTS.revoked, updatedAt: sql`now()` })
      .where(
        and(
          eq(instagramConnections.clientId, clientId),
          eq(instagramConnections.tokenIssuedAt, issuedAt),
          eq(instagramConnections.status, 'active'),
        ),
      )
      .returning({ clientId: instagramConnections.clientId });
    if (marked.length === 0) return false;
    await mailAgencyAboutConnection(tx, env, { clientId, issuedAt, reason: 'revoked' });
    return true;
  });
}
