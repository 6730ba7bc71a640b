import { eq, sql } from 'drizzle-orm';
import {
  INSTAGRAM_TEXTS,
  type InstagramCallbackOutcome,
} from '../../../shared/instagram/instagram-connection';
import type { Actor } from '../../context/actor';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { instagramConnections } from '../../db/schema/instagram';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import { InstagramApiError } from '../../instagram/instagram-api-error';
import { OAUTH_STATE_TTL_MS } from '../../instagram/oauth-state';
import type { Logger } from '../../logger';
import { assertUuid } from '../access/ids';
import { recordAudit } from '../audit/record-audit';
import { instagramDeps, instagramRedirectUri } from './instagram-deps';
import { scheduleTokenJobs } from './token-jobs';

/** «Conectar con Instagram»: the address of Instagram's authorization page for this client, with a signed state. */
export async function startInstagramConnect({
  db,
  env,
  userId,
  clientId,
  now,
}: {
  db: Db;
  env: Env;
  userId: string;
  clientId: string;
  now: Date;
}): Promise<{ authorizeUrl: string }> {
  const { api, state } = instagramDeps(env);
  if (!api.configured) throw new AppError('CONFLICT', INSTAGRAM_TEXTS.notConfigured);
  assertUuid(clientId, 'Cliente no encontrado');
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND', 'Cliente no encontrado');
  const signed = state.sign({ clientId, userId, expiresAt: now.getTime() + OAUTH_STATE_TTL_MS });
  return { authorizeUrl: api.authorizeUrl(instagramRedirectUri(env), signed) };
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Instagram's redirect back: checks the state (ours, unexpired, this admin's), trades the code for a short token
 * and that for a 60-day one, reads the account, and stores the connection (replacing the client's previous one)
 * with its renewal and expiry-warning jobs, in one transaction, audited. Returns where to send the browser.
 */
export async function completeInstagramConnect({
  db,
  env,
  actor,
  actorName,
  query,
  now,
  logger,
}: {
  db: Db;
  env: Env;
  actor: Actor;
  actorName: string;
  query: CallbackQuery;
  now: Date;
  logger: Logger;
}): Promise<{ clientId: string | null; outcome: InstagramCallbackOutcome }> {
  const { api, cipher, state } = instagramDeps(env);
  const payload = query.state ? state.verify(query.state) : null;
  if (!payload) return { clientId: null, outcome: 'expired' };
  // Late, or another admin's (a link sent to someone else): refused, back to the client's page to start again.
  if (payload.userId !== actor.userId || payload.expiresAt < now.getTime()) {
    return { clientId: payload.clientId, outcome: 'expired' };
  }
  const { clientId } = payload;
  if (query.error || !query.code) return { clientId, outcome: 'denied' };
  try {
    const short = await api.exchangeCode(query.code, instagramRedirectUri(env));
    const long = await api.exchangeLongLived(short.accessToken);
    const account = await api.account(long.accessToken);
    const issuedAt = now;
    const expiresAt = new Date(now.getTime() + long.expiresIn * 1000);
    const stored = await db.transaction(async (tx) => {
      // The client may have been deleted while the agency was on Instagram's page: its row, locked, or nothing.
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.id, clientId))
        .for('update');
      if (!client) return false;
      const values = {
        igUserId: account.igUserId,
        username: account.username,
        profilePictureUrl: account.profilePictureUrl,
        accountType: account.accountType,
        tokenCiphertext: cipher.seal(long.accessToken),
        tokenIssuedAt: issuedAt,
        tokenExpiresAt: expiresAt,
        status: 'active' as const,
        statusReason: null,
        connectedById: actor.userId,
        connectedByName: actorName,
        connectedAt: now,
        updatedAt: now,
      };
      await tx
        .insert(instagramConnections)
        .values({ clientId, ...values })
        .onConflictDoUpdate({
          target: instagramConnections.clientId,
          set: { ...values, updatedAt: sql`now()` },
        });
      await scheduleTokenJobs(tx, { clientId, issuedAt, expiresAt });
      await recordAudit(tx, {
        event: 'instagram.connected',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { clientId, igUserId: account.igUserId, username: account.username },
      });
      return true;
    });
    if (!stored) return { clientId: null, outcome: 'failed' };
    return { clientId, outcome: account.accountType === 'BUSINESS' ? 'connected' : 'not_business' };
  } catch (err) {
    if (!(err instanceof InstagramApiError)) throw err;
    // Meta's message and codes, never the token or the code (neither is in the error).
    logger.warn(
      { clientId, code: err.code, subcode: err.subcode, fbtraceId: err.fbtraceId, message: err.message },
      'instagram connect failed',
    );
    return { clientId, outcome: 'failed' };
  }
}
