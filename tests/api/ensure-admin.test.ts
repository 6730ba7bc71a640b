import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema/auth';
import { ensureAdmin } from '../../src/server/services/users/ensure-admin';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('ensureAdmin (ADMIN_EMAIL at start-up, npm run create-admin)', () => {
  it('creates an admin who can sign in, and is idempotent', async () => {
    const db = t.database.db;
    const input = { email: ' Jefa@Agencia.Example ', password: 'Segura-Clave-2026', resetPassword: false };
    expect(await ensureAdmin(db, input)).toBe('created');
    expect(await ensureAdmin(db, input)).toBe('unchanged');
    const rows = await db.select().from(user).where(eq(user.email, 'jefa@agencia.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
    const { res, cookie } = await t.signIn('jefa@agencia.example', 'Segura-Clave-2026', '10.60.0.1');
    expect(res.status).toBe(200);
    expect((await (await t.request('/api/me', { cookie: cookie! })).json()).profile.role).toBe('admin');
  });

  it('promotes an existing user, keeping the password unless asked to reset it', async () => {
    const db = t.database.db;
    const client = await createUser(db, { role: 'client' });
    expect(
      await ensureAdmin(db, { email: client.email, password: 'Otra-Clave-2026', resetPassword: false }),
    ).toBe('promoted');
    expect((await t.signIn(client.email, client.password, '10.60.0.2')).res.status).toBe(200);
    await ensureAdmin(db, { email: client.email, password: 'Otra-Clave-2026', resetPassword: true });
    expect((await t.signIn(client.email, 'Otra-Clave-2026', '10.60.0.3')).res.status).toBe(200);
  });

  it('refuses a password that breaks the rules', async () => {
    await expect(
      ensureAdmin(t.database.db, { email: 'debil@agencia.example', password: 'debil', resetPassword: false }),
    ).rejects.toThrow('La contraseña debe tener al menos 8 caracteres');
  });
});
