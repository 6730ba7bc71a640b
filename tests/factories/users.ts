import { randomUUID } from 'node:crypto';
import type { Executor } from '../../src/server/db/client';
import { clients } from '../../src/server/db/schema/clients';
import { createLoginUser } from '../../src/server/services/users/create-login-user';

export const VALID_PASSWORD = 'Prueba-Segura-2026';

export interface FactoryUser {
  id: string;
  email: string;
  password: string;
  role: 'admin' | 'client';
  clientId: string | null;
}

/** A login user with a valid password; clients also get their client record. */
export async function createUser(
  db: Executor,
  opts: {
    role?: 'admin' | 'client';
    temporaryUntil?: Date | null;
    password?: string;
    withClient?: boolean;
  } = {},
): Promise<FactoryUser> {
  const role = opts.role ?? 'client';
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const password = opts.password ?? VALID_PASSWORD;
  const row = await createLoginUser(db, {
    email,
    name: `Usuario ${role}`,
    password,
    role,
    temporaryUntil: opts.temporaryUntil ?? null,
  });
  let clientId: string | null = null;
  if (role === 'client' && opts.withClient !== false) {
    const [client] = await db
      .insert(clients)
      .values({ userId: row.id, name: 'Contacto Prueba', brandName: `Marca ${email.slice(7, 15)}`, email })
      .returning({ id: clients.id });
    clientId = client?.id ?? null;
  }
  return { id: row.id, email, password, role, clientId };
}
