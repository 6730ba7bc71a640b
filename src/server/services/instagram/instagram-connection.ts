import { eq } from 'drizzle-orm';
import type {
  InstagramConnection,
  InstagramConnectionResponse,
} from '../../../shared/instagram/instagram-connection';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { type InstagramConnectionRow, instagramConnections } from '../../db/schema/instagram';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { recordAudit } from '../audit/record-audit';
import { instagramDeps } from './instagram-deps';

const NOT_FOUND = 'Cliente no encontrado';

export function connectionView(row: InstagramConnectionRow): InstagramConnection {
  return {
    igUserId: row.igUserId,
    username: row.username,
    profilePictureUrl: row.profilePictureUrl,
    accountType: row.accountType,
    status: row.status,
    statusReason: row.statusReason,
    tokenExpiresAt: row.tokenExpiresAt.toISOString(),
    tokenRefreshedAt: row.tokenIssuedAt.toISOString(),
    connectedAt: row.connectedAt.toISOString(),
    connectedByName: row.connectedByName,
  };
}

/** GET /api/admin/clients/{id}/instagram: the connection without its token (404 for an unknown client). */
export async function getInstagramConnection({
  db,
  env,
  clientId,
}: {
  db: Db;
  env: Env;
  clientId: string;
}): Promise<InstagramConnectionResponse> {
  assertUuid(clientId, NOT_FOUND);
  const [row] = await db
    .select({ clientId: clients.id, connection: instagramConnections })
    .from(clients)
    .leftJoin(instagramConnections, eq(instagramConnections.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return {
    available: instagramDeps(env).api.configured,
    connection: row.connection ? connectionView(row.connection) : null,
  };
}

/**
 * DELETE /api/admin/clients/{id}/instagram: forgets the account and its token (the panel stops reading its numbers
 * and publishing; what was read stays in the stories' results). Its queued token jobs find no connection and end.
 * Audited. Revoking the app's access on Instagram's side is the account owner's (Instagram › Settings › Apps).
 */
export async function disconnectInstagram({
  db,
  actor,
  clientId,
}: {
  db: Db;
  actor: Actor;
  clientId: string;
}): Promise<InstagramConnectionResponse['connection']> {
  assertUuid(clientId, NOT_FOUND);
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!client) throw new AppError('NOT_FOUND', NOT_FOUND);
    const [removed] = await tx
      .delete(instagramConnections)
      .where(eq(instagramConnections.clientId, clientId))
      .returning();
    // Already not connected: nothing to forget (the same answer, so that a repeated click is harmless).
    if (!removed) return null;
    await recordAudit(tx, {
      event: 'instagram.disconnected',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { clientId, igUserId: removed.igUserId, username: removed.username },
    });
    return null;
  });
}
