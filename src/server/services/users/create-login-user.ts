import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/password-hash';
import type { Executor } from '../../db/client';
import { account, user } from '../../db/schema/auth';

export interface CreateLoginUserInput {
  email: string;
  name: string;
  password: string;
  role: 'admin' | 'client';
  /** When set, the password is temporary: it must be changed at first sign-in and stops working at this time. */
  temporaryUntil?: Date | null;
}

/**
 * Creates a sign-in user with an e-mail + password credential account, in the caller's transaction, in the
 * same shape Better Auth writes (credential account whose account_id is the user id).
 */
export async function createLoginUser(tx: Executor, input: CreateLoginUserInput) {
  const id = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [row] = await tx
    .insert(user)
    .values({
      id,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      emailVerified: true,
      isTempPassword: Boolean(input.temporaryUntil),
      tempPasswordExpiresAt: input.temporaryUntil ?? null,
      passwordChangedAt: input.temporaryUntil ? null : now,
    })
    .returning();
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
  });
  if (!row) throw new Error('createLoginUser: insert returned no row');
  return row;
}
