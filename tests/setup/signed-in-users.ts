import { createUser, type FactoryUser } from '../factories/users';
import type { TestApp } from './test-app';

export type SignedInUser = FactoryUser & { cookie: string };
type UserSpec = Parameters<typeof createUser>[1];

/**
 * Creates the named login users (clients with their client record unless told otherwise) and signs each one in
 * from its own address `${subnet}.N`, so the per-IP sign-in limit never interferes. Throws when a sign-in fails.
 *
 *   const { admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.41.0');
 */
export async function signInUsers<K extends string>(
  t: TestApp,
  specs: Record<K, UserSpec>,
  subnet: string,
): Promise<Record<K, SignedInUser>> {
  const names = Object.keys(specs) as K[];
  const users = await Promise.all(names.map((name) => createUser(t.database.db, specs[name])));
  const result = {} as Record<K, SignedInUser>;
  for (const [i, name] of names.entries()) {
    const user = users[i]!;
    const { res, cookie } = await t.signIn(user.email, user.password, `${subnet}.${i + 1}`);
    if (!cookie) throw new Error(`signInUsers: ${name} could not sign in (${res.status})`);
    result[name] = { ...user, cookie };
  }
  return result;
}
