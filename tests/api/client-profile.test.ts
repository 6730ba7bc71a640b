import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAiInfo } from '../../src/server/db/schema/ai';
import { clients } from '../../src/server/db/schema/clients';
import type { AiInfoResponse, OwnClientResponse } from '../../src/shared/api/client-area/profile';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let owner: FactoryUser;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.database.db);
  cookie = (await t.signIn(owner.email, owner.password, '10.45.0.1')).cookie!;
});
afterAll(() => t.cleanup());

const patchMe = (json: unknown, as = cookie) =>
  t.request('/api/client/me', { method: 'PATCH', cookie: as, json });
const putAiInfo = (json: unknown, as = cookie) =>
  t.request('/api/client/ai-info', { method: 'PUT', cookie: as, json });

describe('PATCH /api/client/me', () => {
  it('updates the own client record, trimmed, with empty optional fields stored as null', async () => {
    const res = await patchMe({
      name: '  Marta Ruiz ',
      brandName: 'Café Aurora',
      phone: '+34 600 000 000',
      industry: '',
      description: '   ',
    });
    expect(res.status).toBe(200);
    const { client } = (await res.json()) as OwnClientResponse;
    expect(client).toMatchObject({
      id: owner.clientId,
      name: 'Marta Ruiz',
      brandName: 'Café Aurora',
      phone: '+34 600 000 000',
      industry: null,
      description: null,
      email: owner.email,
      status: 'active',
    });
    // The same shape GET /api/client/me answers.
    const me = (await (await t.request('/api/client/me', { cookie })).json()) as OwnClientResponse;
    expect(me.client).toEqual(client);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, owner.clientId!));
    expect(row).toMatchObject({ name: 'Marta Ruiz', industry: null, description: null });
  });

  it('requires the name and the brand, in Spanish', async () => {
    const noName = await patchMe({ name: ' ', brandName: 'Marca' });
    expect(noName.status).toBe(400);
    expect((await noName.json()).error.message).toBe('El nombre es obligatorio');
    const noBrand = await patchMe({ name: 'Nombre', brandName: '' });
    expect(noBrand.status).toBe(400);
    expect((await noBrand.json()).error.message).toBe('El nombre de la marca es obligatorio');
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, owner.clientId!));
    expect(row!.name).toBe('Marta Ruiz');
  });

  it("changes only the caller's own record", async () => {
    const other = await createUser(t.database.db);
    const otherCookie = (await t.signIn(other.email, other.password, '10.45.0.2')).cookie!;
    expect((await patchMe({ name: 'Otra persona', brandName: 'Otra marca' }, otherCookie)).status).toBe(200);
    const [mine] = await t.database.db.select().from(clients).where(eq(clients.id, owner.clientId!));
    expect(mine!.brandName).toBe('Café Aurora');
  });

  it('answers 404 without a client record, 403 to an admin and 401 anonymous', async () => {
    const orphan = await createUser(t.database.db, { withClient: false });
    const orphanCookie = (await t.signIn(orphan.email, orphan.password, '10.45.0.3')).cookie!;
    const res = await patchMe({ name: 'A', brandName: 'B' }, orphanCookie);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('No se encontraron datos del cliente');
    const admin = await createUser(t.database.db, { role: 'admin' });
    const adminCookie = (await t.signIn(admin.email, admin.password, '10.45.0.4')).cookie!;
    expect((await patchMe({ name: 'A', brandName: 'B' }, adminCookie)).status).toBe(403);
    expect(
      (await t.request('/api/client/me', { method: 'PATCH', json: { name: 'A', brandName: 'B' } })).status,
    ).toBe(401);
  });
});

describe('/api/client/ai-info', () => {
  it('is null before the first save, then upserts one row per user', async () => {
    const empty = (await (await t.request('/api/client/ai-info', { cookie })).json()) as AiInfoResponse;
    expect(empty).toEqual({ aiInfo: null });

    const first = await putAiInfo({
      whoYouAre: 'Tostadería',
      targetAudience: 'Amantes del café',
      yourStory: '',
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { aiInfo: NonNullable<AiInfoResponse['aiInfo']> };
    expect(saved.aiInfo).toMatchObject({
      whoYouAre: 'Tostadería',
      targetAudience: 'Amantes del café',
      yourStory: null,
    });

    const second = await putAiInfo({
      whoYouAre: 'Tostadería de especialidad',
      targetAudience: '',
      yourStory: 'Desde 2019',
    });
    expect(second.status).toBe(200);
    const read = (await (await t.request('/api/client/ai-info', { cookie })).json()) as AiInfoResponse;
    expect(read.aiInfo).toMatchObject({
      whoYouAre: 'Tostadería de especialidad',
      targetAudience: null,
      yourStory: 'Desde 2019',
    });
    expect(Date.parse(read.aiInfo!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.aiInfo.updatedAt));
    const rows = await t.database.db.select().from(userAiInfo).where(eq(userAiInfo.userId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it("keeps each user's block apart", async () => {
    const other = await createUser(t.database.db);
    const otherCookie = (await t.signIn(other.email, other.password, '10.45.0.5')).cookie!;
    const res = await t.request('/api/client/ai-info', { cookie: otherCookie });
    expect(((await res.json()) as AiInfoResponse).aiInfo).toBeNull();
  });

  it('answers 403 to an admin and 401 anonymous', async () => {
    const admin = await createUser(t.database.db, { role: 'admin' });
    const adminCookie = (await t.signIn(admin.email, admin.password, '10.45.0.10')).cookie!;
    expect((await t.request('/api/client/ai-info', { cookie: adminCookie })).status).toBe(403);
    expect((await putAiInfo({ whoYouAre: 'x' }, adminCookie)).status).toBe(403);
    expect((await t.request('/api/client/ai-info')).status).toBe(401);
    expect((await t.request('/api/client/ai-info', { method: 'PUT', json: {} })).status).toBe(401);
  });
});

describe('POST /api/account/password from the profile', () => {
  it('refuses a wrong current password with 400 in Spanish, and counts it toward the lockout', async () => {
    const user = await createUser(t.database.db);
    const userCookie = (await t.signIn(user.email, user.password, '10.45.0.6')).cookie!;
    const change = (currentPassword: string) =>
      t.request('/api/account/password', {
        method: 'POST',
        cookie: userCookie,
        json: { currentPassword, newPassword: 'Otra-Clave-2026' },
      });
    const wrong = await change('no-es-la-clave');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'INVALID_CURRENT_PASSWORD', message: 'La contraseña actual no es válida' },
    });
    for (let i = 0; i < 4; i++) expect((await change('no-es-la-clave')).status).toBe(400);
    // Five failures lock the e-mail: even the right current password is refused now, and so is sign-in.
    const locked = await change(user.password);
    expect(locked.status).toBe(429);
    expect((await t.signIn(user.email, user.password, '10.45.0.7')).res.status).not.toBe(200);
  });

  it('changes the password with the right current one', async () => {
    const user = await createUser(t.database.db);
    const userCookie = (await t.signIn(user.email, user.password, '10.45.0.8')).cookie!;
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie: userCookie,
      json: { currentPassword: user.password, newPassword: 'Otra-Clave-2026' },
    });
    expect(res.status).toBe(200);
    expect((await t.signIn(user.email, 'Otra-Clave-2026', '10.45.0.9')).res.status).toBe(200);
  });
});
