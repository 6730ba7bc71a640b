import { eq, sql } from 'drizzle-orm';
import { validateNewPassword } from '../../../shared/auth/password-policy';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { AppError } from '../../errors/app-error';
import { setPassword } from '../account/change-password';
import { createLoginUser } from './create-login-user';

export interface EnsureAdminInput {
  email: string;
  password: string;
  name?: string;
  /** When the user exists already: also set this password (the CLI does; start-up does not). */
  resetPassword: boolean;
}

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

/** Creates an admin with this e-mail, or promotes the existing user to admin. No address is special in code. */
export async function ensureAdmin(db: Db, input: EnsureAdminInput): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  const ruleError = validateNewPassword(input.password);
  if (ruleError) throw new AppError('INVALID_REQUEST', ruleError);
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email));
  if (!existing) {
    await db.transaction((tx) =>
      createLoginUser(tx, {
        email,
        name: input.name ?? email.split('@')[0] ?? 'Administrador',
        password: input.password,
        role: 'admin',
      }),
    );
    return 'created';
  }
  if (existing.role !== 'admin') {
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
  }
  if (input.resetPassword)
    await setPassword(db, { userId: existing.id, keepSessionId: null, newPassword: input.password });
  return existing.role !== 'admin' ? 'promoted' : 'unchanged';
}
