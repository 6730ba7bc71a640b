import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../src/server/db/schema/auth';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

describe('temporary password gate', () => {
  it('lets a temporary-password user read /api/me and change the password, and nothing else until then', async () => {
    const db = t.database.db;
    const temp = await createUser(db, { temporaryUntil: inAWeek() });
    const { res, cookie } = await t.signIn(temp.email, temp.password, '10.30.0.1');
    expect(res.status).toBe(200);

    const me = await (await t.request('/api/me', { cookie: cookie! })).json();
    expect(me.mustChangePassword).toBe(true);
    expect(me.tempPasswordExpiresAt).not.toBeNull();

    const blocked = await t.request('/api/client/me', { cookie: cookie! });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    // The server applies the spec's password rules, with their Spanish messages.
    const weak = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: 'sinmayusculas1' },
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toBe('La contraseña debe tener al menos una letra mayúscula');

    const changed = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: 'Nueva-Clave-2026' },
    });
    expect(changed.status).toBe(200);

    const [row] = await db.select().from(user).where(eq(user.id, temp.id));
    expect(row!.isTempPassword).toBe(false);
    expect(row!.tempPasswordExpiresAt).toBeNull();
    expect(row!.passwordChangedAt).not.toBeNull();

    expect((await t.request('/api/client/me', { cookie: cookie! })).status).toBe(200);
    expect((await t.signIn(temp.email, temp.password, '10.30.0.2')).res.status).toBe(401);
    expect((await t.signIn(temp.email, 'Nueva-Clave-2026', '10.30.0.2')).res.status).toBe(200);

    // Only once: the route refuses a password that is no longer temporary.
    const again = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: 'Otra-Clave-2026' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses to sign in with an expired temporary password and leaves no session behind', async () => {
    const db = t.database.db;
    const temp = await createUser(db, { temporaryUntil: new Date(Date.now() - 60_000) });
    const { res, cookie } = await t.signIn(temp.email, temp.password, '10.30.0.3');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'TEMP_PASSWORD_EXPIRED' });
    expect(cookie).toBeNull();
    expect(await db.select().from(session).where(eq(session.userId, temp.id))).toHaveLength(0);
  });

  it('ends a session opened with a temporary password once that password expires: it can no longer change it', async () => {
    const db = t.database.db;
    const temp = await createUser(db, { temporaryUntil: inAWeek() });
    const { cookie } = await t.signIn(temp.email, temp.password, '10.30.0.4');
    expect((await t.request('/api/me', { cookie: cookie! })).status).toBe(200);
    // The week passes with the session still open.
    await db
      .update(user)
      .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, temp.id));

    const change = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: cookie!,
      json: { newPassword: 'Nueva-Clave-2026' },
    });
    expect(change.status).toBe(401);
    expect((await change.json()).error.message).toBe(
      'Tu contraseña temporal ha caducado. Pide a la agencia unas credenciales nuevas.',
    );
    // The password was not changed, and the session is gone: every route now answers 401.
    const [row] = await db.select().from(user).where(eq(user.id, temp.id));
    expect(row!.isTempPassword).toBe(true);
    expect(await db.select().from(session).where(eq(session.userId, temp.id))).toHaveLength(0);
    expect((await t.request('/api/me', { cookie: cookie! })).status).toBe(401);
  });
});

describe('password change', () => {
  it('revokes the other sessions of the user and keeps the current one', async () => {
    const u = await createUser(t.database.db);
    const a = (await t.signIn(u.email, u.password, '10.31.0.1')).cookie!;
    const b = (await t.signIn(u.email, u.password, '10.31.0.2')).cookie!;
    expect((await t.request('/api/me', { cookie: b })).status).toBe(200);

    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie: a,
      json: { currentPassword: u.password, newPassword: 'Cambiada-Clave-2026' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { cookie: a })).status).toBe(200);
    expect((await t.request('/api/me', { cookie: b })).status).toBe(401);
    expect((await t.signIn(u.email, 'Cambiada-Clave-2026', '10.31.0.3')).res.status).toBe(200);
  });

  it('refuses a wrong current password with INVALID_CURRENT_PASSWORD', async () => {
    const u = await createUser(t.database.db);
    const cookie = (await t.signIn(u.email, u.password, '10.32.0.1')).cookie!;
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie,
      json: { currentPassword: 'No-Es-Esta-2026', newPassword: 'Cambiada-Clave-2026' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'La contraseña actual no es válida',
    });
    expect((await t.signIn(u.email, u.password, '10.32.0.2')).res.status).toBe(200);
  });
});
