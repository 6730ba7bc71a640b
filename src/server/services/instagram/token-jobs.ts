import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  INSTAGRAM_EXPIRY_WARNING_MS,
  INSTAGRAM_REFRESH_AFTER_MS,
  INSTAGRAM_REFRESH_MIN_AGE_MS,
} from '../../../shared/instagram/instagram-connection';
import type { Executor } from '../../db/client';
import { instagramConnections } from '../../db/schema/instagram';
import { InstagramApiError } from '../../instagram/instagram-api-error';
import { defineJob } from '../../jobs/define-job';
import { enqueueJob } from '../../jobs/enqueue-job';
import { instagramDeps } from './instagram-deps';
import { mailAgencyAboutConnection, markReconnect } from './reconnect';

/** A job about one token of a client's connection: `issuedAt` names the token (a newer one makes it moot). */
const TokenPayload = z.object({ clientId: z.uuid(), issuedAt: z.iso.datetime() });

/**
 * Queues the renewal of a new token (at day 50 of its 60; never before Meta allows it, 24 h) and the agency's
 * warning 7 days before it ends, in the caller's transaction (the connection's or the previous renewal's).
 */
export async function scheduleTokenJobs(
  tx: Executor,
  { clientId, issuedAt, expiresAt }: { clientId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  const payload = { clientId, issuedAt: issuedAt.toISOString() };
  const life = expiresAt.getTime() - issuedAt.getTime();
  const refreshAt =
    issuedAt.getTime() +
    Math.max(INSTAGRAM_REFRESH_MIN_AGE_MS, Math.min(INSTAGRAM_REFRESH_AFTER_MS, life - 10 * 86_400_000));
  await enqueueJob(tx, instagramRefreshJob, payload, {
    runAt: new Date(refreshAt),
    dedupeKey: `instagram.refresh:${clientId}:${issuedAt.getTime()}`,
  });
  await enqueueJob(tx, instagramExpiryWarningJob, payload, {
    runAt: new Date(expiresAt.getTime() - INSTAGRAM_EXPIRY_WARNING_MS),
    dedupeKey: `instagram.expiry-warning:${clientId}:${issuedAt.getTime()}`,
  });
}

/** The client's connection while it still holds the token the job is about, with that token readable. */
async function currentToken(tx: Executor, clientId: string, issuedAt: Date) {
  const [row] = await tx
    .select()
    .from(instagramConnections)
    .where(
      and(
        eq(instagramConnections.clientId, clientId),
        eq(instagramConnections.tokenIssuedAt, issuedAt),
        eq(instagramConnections.status, 'active'),
      ),
    );
  return row ?? null;
}

/**
 * Renews a client's token at day 50 (issue 32). A token replaced meanwhile (a reconnection) or a connection that
 * already asks to reconnect: nothing. Instagram's 190: «Reconectar» and one e-mail to the agency. Any other error
 * throws, and the queue retries with back-off (the warning at day 53 is the safety net).
 */
export const instagramRefreshJob = defineJob({
  type: 'instagram.refresh-token',
  payload: TokenPayload,
  handler:
    ({ db, env, metrics, now = () => new Date() }) =>
    async ({ clientId, issuedAt }) => {
      const issued = new Date(issuedAt);
      const { api, cipher } = instagramDeps(env);
      const row = await currentToken(db, clientId, issued);
      if (!row) return;
      const token = cipher.open(row.tokenCiphertext);
      if (!token) {
        await markReconnect(db, env, { clientId, issuedAt: issued });
        metrics?.instagramOperation('token_refresh', 'unreadable');
        return;
      }
      try {
        const renewed = await api.refresh(token);
        const at = now();
        const expiresAt = new Date(at.getTime() + renewed.expiresIn * 1000);
        await db.transaction(async (tx) => {
          // Only if the token is still the one this job renewed (a reconnection meanwhile wins).
          const updated = await tx
            .update(instagramConnections)
            .set({
              tokenCiphertext: cipher.seal(renewed.accessToken),
              tokenIssuedAt: at,
              tokenExpiresAt: expiresAt,
              updatedAt: sql`now()`,
            })
            .where(
              and(
                eq(instagramConnections.clientId, clientId),
                eq(instagramConnections.tokenIssuedAt, issued),
              ),
            )
            .returning({ clientId: instagramConnections.clientId });
          if (updated.length > 0) await scheduleTokenJobs(tx, { clientId, issuedAt: at, expiresAt });
        });
        metrics?.instagramOperation('token_refresh', 'refreshed');
      } catch (err) {
        if (err instanceof InstagramApiError && err.isTokenInvalid) {
          await markReconnect(db, env, { clientId, issuedAt: issued });
          metrics?.instagramOperation('token_refresh', 'revoked');
          return;
        }
        metrics?.instagramOperation('token_refresh', 'failed');
        throw err;
      }
    },
});

/** 7 days before a token ends, if it is still the client's (not renewed): one e-mail to the agency. */
export const instagramExpiryWarningJob = defineJob({
  type: 'instagram.expiry-warning',
  payload: TokenPayload,
  handler:
    ({ db, env }) =>
    async ({ clientId, issuedAt }) => {
      const issued = new Date(issuedAt);
      await db.transaction(async (tx) => {
        const row = await currentToken(tx, clientId, issued);
        if (!row) return;
        await mailAgencyAboutConnection(tx, env, {
          clientId,
          issuedAt: issued,
          reason: 'expiring',
          expiresAt: row.tokenExpiresAt,
        });
      });
    },
});
