import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { account } from '../../db/schema/auth';

/**
 * Stores a password hash as the user's e-mail-and-password credential, in the caller's transaction: the credential
 * account row gets it, or is created when the user has none yet (a user made without a password).
 */
export async function storeCredentialPassword(
  tx: Executor,
  { userId, passwordHash, now }: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
  });
}
