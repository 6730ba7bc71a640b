import { and, eq, ne, sql } from 'drizzle-orm';
import { CLIENT_TEXTS } from '../../../shared/clients/client-texts';
import type { Executor } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { user } from '../../db/schema/auth';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';

/**
 * CONFLICT 'Ya existe un cliente con este email.' when another client, or a login user other than the client's
 * own, already uses this e-mail (case-insensitive). The unique indexes stay the last word under a race.
 */
export async function assertEmailAvailable({
  tx,
  email,
  own = {},
}: {
  tx: Executor;
  email: string;
  own?: { clientId?: string; userId?: string | null };
}): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [taken] = await tx
    .select({ id: sql<string>`1` })
    .from(clients)
    .where(
      and(
        eq(sql`lower(${clients.email})`, normalized),
        own.clientId ? ne(clients.id, own.clientId) : undefined,
      ),
    )
    .unionAll(
      tx
        .select({ id: sql<string>`1` })
        .from(user)
        .where(
          and(eq(sql`lower(${user.email})`, normalized), own.userId ? ne(user.id, own.userId) : undefined),
        ),
    )
    .limit(1);
  if (taken) throw duplicateEmailError();
}

export function duplicateEmailError(): AppError {
  return new AppError('CONFLICT', CLIENT_TEXTS.duplicateEmail, [
    { path: 'email', message: CLIENT_TEXTS.duplicateEmail },
  ]);
}

/** True for PostgreSQL's unique_violation (23505), through Drizzle's wrapper on either driver. */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION;
}
