import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { idempotentRequests } from '../../db/schema/requests';
import { AppError } from '../../errors/app-error';

export const KEY_REUSED_MESSAGE =
  'Esta petición ya se hizo con otros datos: vuelve a abrir el formulario e inténtalo de nuevo';

export interface RequestKey {
  userId: string;
  /** The kind of request, e.g. 'campaign.duplicate'. */
  scope: string;
  key: string;
  /** What was asked (JSON): the same key with another request is refused. */
  request: unknown;
}

/** JSON with the keys of every object sorted: equal requests hash alike whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * Runs `effect` once per (user, scope, key), in the caller's transaction `tx`: the key's row is inserted first, so a
 * concurrent repeat waits on the primary key until this transaction ends, then finds the row and gets the answer
 * stored with it (`replayed`), or, if this one rolled back, runs the effect itself. A repeat with another request
 * is a CONFLICT. The answer must be JSON.
 */
export async function oncePerKey<T>(
  tx: Tx,
  request: RequestKey,
  effect: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const requestHash = createHash('sha256').update(canonical(request.request)).digest('hex');
  const claimed = await tx
    .insert(idempotentRequests)
    .values({
      userId: request.userId,
      scope: request.scope,
      key: request.key,
      requestHash,
      response: sql`'null'::jsonb`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  const where = and(
    eq(idempotentRequests.userId, request.userId),
    eq(idempotentRequests.scope, request.scope),
    eq(idempotentRequests.key, request.key),
  );
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select({ requestHash: idempotentRequests.requestHash, response: idempotentRequests.response })
      .from(idempotentRequests)
      .where(where);
    if (!earlier || earlier.requestHash !== requestHash) throw new AppError('CONFLICT', KEY_REUSED_MESSAGE);
    return { value: earlier.response as T, replayed: true };
  }
  const value = await effect();
  await tx
    .update(idempotentRequests)
    .set({ response: sql`${JSON.stringify(value)}::jsonb` })
    .where(where);
  return { value, replayed: false };
}
