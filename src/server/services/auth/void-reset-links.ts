import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verification } from '../../db/schema/auth';

/**
 * Voids every outstanding password-reset link of a user, in the caller's transaction. Called wherever the password
 * changes (a reset, the profile's change, the replacement of a temporary password, new credentials from the
 * agency, the CLI): a link asked for before the change must not set another password after it. Returns the rows
 * deleted: the reset (reset-password.ts) goes on only if its own link was among them.
 *
 * Better Auth keeps a reset token as a `verification` row whose identifier is the hash of `reset-password:<token>`
 * and whose value is the user's id; no other verification row of ours has a bare user id as its value.
 */
export async function voidResetLinks(
  tx: Executor,
  userId: string,
): Promise<{ id: string; expiresAt: Date }[]> {
  return tx
    .delete(verification)
    .where(eq(verification.value, userId))
    .returning({ id: verification.id, expiresAt: verification.expiresAt });
}
