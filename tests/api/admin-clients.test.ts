import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests, userAiInfo } from '../../src/server/db/schema/ai';
import { auditLog } from '../../src/server/db/schema/audit';
import { account, session, user } from '../../src/server/db/schema/auth';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { createCampaign } from '../factories/campaigns';
import { clientInput, createClientRecord } from '../factories/clients';
import { createUser, VALID_PASSWORD } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: string;
let clientCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.database.db, { role: 'admin' });
  admin = (await t.signIn(a.email, a.password, '10.41.0.1')).cookie!;
  const c = await createUser(t.database.db, { role: 'client' });
  clientCookie = (await t.signIn(c.email, c.password, '10.41.0.2')).cookie!;
});
afterAll(() => t.cleanup());

const post = (path: string, json: unknown, cookie = admin) =>
  t.request(path, { method: 'POST', json, cookie });

async function temporaryPasswordSentTo(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(mailOutbox.createdAt);
  const match = /Contraseña temporal: (\S+)/.exec(mail?.textBody ?? '');
  if (!match) throw new Error(`no credentials e-mail to ${email}`);
  return match[1]!;
}

describe('POST /api/admin/clients', () => {
  it('creates the client, its login user with a temporary password and the credentials e-mail (log transport)', async () => {
    const input = clientInput({ email: '  Nueva.Marca@Example.TEST ', phone: '', description: '  ' });
    const res = await post('/api/admin/clients', input);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.credentials).toEqual({ delivered: true });
    expect(body.client).toMatchObject({
      name: 'Lucía Pérez',
      brandName: input.brandName,
      email: 'nueva.marca@example.test',
      phone: null,
      description: null,
      industry: 'Moda',
      status: 'active',
      invitationStatus: 'sent',
      hasLoginUser: true,
    });

    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, body.client.id));
    const [login] = await t.database.db.select().from(user).where(eq(user.id, row!.userId!));
    expect(login).toMatchObject({ role: 'client', email: 'nueva.marca@example.test', isTempPassword: true });
    const days = (login!.tempPasswordExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nueva.marca@example.test'));
    expect(mail).toMatchObject({ transport: 'log' });
    expect(mail!.subject).toContain(input.brandName);
    expect(mail!.textBody).toContain('http://localhost:3000/login');
    expect(mail!.textBody).toContain('deberás cambiar esta contraseña temporal');
    expect(mail!.textBody).toContain('caduca en 7 días');

    // the temporary password signs in, and must be changed before anything else
    const password = await temporaryPasswordSentTo('nueva.marca@example.test');
    const signIn = await t.signIn('nueva.marca@example.test', password, '10.41.0.3');
    expect(signIn.res.status).toBe(200);
    const me = await (await t.request('/api/me', { cookie: signIn.cookie! })).json();
    expect(me.mustChangePassword).toBe(true);
  });

  it('answers 409 with the spec message for a duplicate e-mail, against clients and login users alike', async () => {
    const first = clientInput();
    expect((await post('/api/admin/clients', first)).status).toBe(201);
    const again = await post('/api/admin/clients', clientInput({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Ya existe un cliente con este email.');

    const existingUser = await createUser(t.database.db, { role: 'admin' });
    const clash = await post('/api/admin/clients', clientInput({ email: existingUser.email }));
    expect(clash.status).toBe(409);
    expect((await clash.json()).error.message).toBe('Ya existe un cliente con este email.');
    expect(
      await t.database.db.select().from(clients).where(eq(clients.email, existingUser.email)),
    ).toHaveLength(0);
  });

  it('validates with the spec messages', async () => {
    const res = await post('/api/admin/clients', { name: 'A', brandName: 'B', email: 'no-es-email' });
    expect(res.status).toBe(400);
    const messages = (await res.json()).error.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'El nombre debe tener al menos 2 caracteres',
        'El nombre de marca debe tener al menos 2 caracteres',
        'Email inválido',
      ]),
    );
  });

  it('refuses a brand name holding a line break with 400 (never a 500), and sends no credentials', async () => {
    const input = clientInput();
    const res = await post('/api/admin/clients', {
      ...input,
      brandName: `${input.brandName}\r\nBcc: x@example.test`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'No puede contener saltos de línea ni caracteres de control.',
    );
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, input.email)),
    ).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await t.request('/api/admin/clients', { method: 'POST', json: clientInput() })).status).toBe(401);
    const res = await post('/api/admin/clients', clientInput(), clientCookie);
    expect(res.status).toBe(403);
    expect((await t.request('/api/admin/clients', { cookie: clientCookie })).status).toBe(403);
    expect((await t.request('/api/admin/clients')).status).toBe(401);
    expect((await t.request('/api/admin/mail', { cookie: clientCookie })).status).toBe(403);
  });
});

describe('GET /api/admin/clients', () => {
  it('searches name, brand and e-mail case-insensitively on the server, with wildcards taken literally', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await createClientRecord(t.database.db, { brandName: `Panadería ${tag.toUpperCase()}` });
    const b = await createClientRecord(t.database.db, { name: `Ana ${tag}`, status: 'inactive' });
    const c = await createClientRecord(t.database.db, { email: `${tag}@correo.test` });
    await createClientRecord(t.database.db, { brandName: `${tag}_x%` });
    await createClientRecord(t.database.db, { brandName: `${tag}ax1` });

    const search = async (qs: string) => {
      const res = await t.request(`/api/admin/clients?${qs}`, { cookie: admin });
      expect(res.status).toBe(200);
      return (await res.json()) as { clients: { id: string; brandName: string }[]; total: number };
    };
    const found = await search(`q=${encodeURIComponent(tag)}`);
    expect(found.total).toBe(5);
    expect(found.clients.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id]));

    const literal = await search(`q=${encodeURIComponent(`${tag}_x%`)}`);
    expect(literal.clients.map((x) => x.brandName)).toEqual([`${tag}_x%`]);

    const active = await search(`q=${tag}&status=inactive`);
    expect(active.clients.map((x) => x.id)).toEqual([b.id]);

    const limited = await search(`q=${tag}&limit=2`);
    expect(limited.clients).toHaveLength(2);
    expect(limited.total).toBe(5);

    const byBrand = await search(`q=${tag}&sort=brand`);
    const brands = byBrand.clients.map((x) => x.brandName.toLowerCase());
    expect(brands).toEqual([...brands].sort());

    expect((await search('q=nadie-se-llama-asi')).total).toBe(0);
    expect((await t.request('/api/admin/clients?sort=otro', { cookie: admin })).status).toBe(400);
  });

  it('lists the most recent first by default, the larger id first between equal times (as the index orders)', async () => {
    const older = await createClientRecord(t.database.db, { createdAt: new Date('2020-01-01T00:00:00Z') });
    const newer = await createClientRecord(t.database.db);
    const tied = [
      await createClientRecord(t.database.db, { createdAt: new Date('2020-01-02T00:00:00Z') }),
      await createClientRecord(t.database.db, { createdAt: new Date('2020-01-02T00:00:00Z') }),
    ];
    const { clients: list } = await (
      await t.request('/api/admin/clients?limit=100', { cookie: admin })
    ).json();
    const ids = list.map((x: { id: string }) => x.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const [high, low] = tied.map((c) => c.id).sort((a, b) => (a < b ? 1 : -1));
    expect(ids.indexOf(high!)).toBeLessThan(ids.indexOf(low!));
    expect(ids.indexOf(low!)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe('GET /api/admin/clients/{id}', () => {
  it('returns the client and its campaigns with day and story progress', async () => {
    const client = await createClientRecord(t.database.db);
    const older = await createCampaign(t.database.db, {
      clientId: client.id,
      startDate: '2026-01-05',
      days: 4,
      storiesPerDay: 3,
      postedDays: [1, 3],
      title: 'Primera',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    // a day without stories never counts as completed
    const empty = await createCampaign(t.database.db, {
      clientId: client.id,
      startDate: '2026-02-01',
      days: 2,
      storiesPerDay: 0,
      title: 'Vacía',
      description: null,
    });
    const res = await t.request(`/api/admin/clients/${client.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.client.id).toBe(client.id);
    expect(body.campaigns.map((c: { id: string }) => c.id)).toEqual([empty.campaignId, older.campaignId]);
    expect(body.campaigns[1]).toMatchObject({
      title: 'Primera',
      status: 'active',
      startDate: '2026-01-05',
      endDate: '2026-01-08',
      totalDays: 4,
      completedDays: 2,
      totalStories: 12,
      postedStories: 6,
    });
    expect(body.campaigns[0]).toMatchObject({
      description: null,
      totalDays: 2,
      completedDays: 0,
      totalStories: 0,
      postedStories: 0,
    });
  });

  it('answers 404 with the spec text for an unknown client and for a malformed id alike (issue 12)', async () => {
    const res = await t.request('/api/admin/clients/6f1d2a52-5d7e-4a7a-9a35-0f6c8e1b2c3d', { cookie: admin });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Cliente no encontrado');
    for (const id of ['not-a-uuid', 'garbage', '0', '6f1d2a52-5d7e-4a7a-9a35-0f6c8e1b2c3']) {
      const malformed = await t.request(`/api/admin/clients/${id}`, { cookie: admin });
      expect(malformed.status, id).toBe(404);
      expect(await malformed.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Cliente no encontrado' },
      });
    }
  });
});

describe('PATCH /api/admin/clients/{id}', () => {
  it('updates the fields and status, and moves the login user to the new e-mail in the same change', async () => {
    const created = await (await post('/api/admin/clients', clientInput())).json();
    const id = created.client.id;
    const newEmail = `renombrada-${id.slice(0, 8)}@example.test`;
    const res = await t.request(`/api/admin/clients/${id}`, {
      method: 'PATCH',
      cookie: admin,
      json: {
        name: 'Nuevo Contacto',
        brandName: 'Marca Renombrada',
        email: newEmail,
        phone: '',
        industry: '',
        description: 'Nueva descripción',
        status: 'inactive',
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.client).toMatchObject({
      name: 'Nuevo Contacto',
      brandName: 'Marca Renombrada',
      email: newEmail,
      phone: null,
      industry: null,
      description: 'Nueva descripción',
      status: 'inactive',
    });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
    const [login] = await t.database.db.select().from(user).where(eq(user.id, row!.userId!));
    expect(login!.email).toBe(newEmail);
  });

  it('refuses an e-mail another client or user has (409), a bad status (400) and an unknown id (404)', async () => {
    const a = await (await post('/api/admin/clients', clientInput())).json();
    const b = await (await post('/api/admin/clients', clientInput())).json();
    const base = { name: 'Contacto', brandName: 'Marca', status: 'active' };
    const dup = await t.request(`/api/admin/clients/${b.client.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { ...base, email: a.client.email },
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.message).toBe('Ya existe un cliente con este email.');
    const bad = await t.request(`/api/admin/clients/${b.client.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { ...base, email: b.client.email, status: 'archivado' },
    });
    expect(bad.status).toBe(400);
    // keeping its own e-mail (in other case) is fine
    const same = await t.request(`/api/admin/clients/${b.client.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { ...base, email: b.client.email.toUpperCase() },
    });
    expect(same.status).toBe(200);
    const missing = await t.request('/api/admin/clients/6f1d2a52-5d7e-4a7a-9a35-0f6c8e1b2c3d', {
      method: 'PATCH',
      cookie: admin,
      json: { ...base, email: 'x@example.test' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/admin/clients/{id}/credentials', () => {
  it('refuses new credentials for an inactive client (409) and issues them again once it is active', async () => {
    const created = await (await post('/api/admin/clients', clientInput())).json();
    const id = created.client.id;
    const setStatus = (status: string) =>
      t.request(`/api/admin/clients/${id}`, {
        method: 'PATCH',
        cookie: admin,
        json: { ...clientInput(), email: created.client.email, status },
      });
    expect((await setStatus('inactive')).status).toBe(200);
    const refused = await post(`/api/admin/clients/${id}/credentials`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'El cliente está inactivo: actívalo antes de enviarle credenciales.',
    );
    expect((await setStatus('active')).status).toBe(200);
    const issued = await post(`/api/admin/clients/${id}/credentials`, {});
    expect(issued.status).toBe(200);
    expect((await issued.json()).credentials).toEqual({ delivered: true });
  });
});

describe('DELETE /api/admin/clients/{id}', () => {
  it('refuses a wrong confirmation, then removes the client and everything related in one go', async () => {
    const db = t.database.db;
    const created = await (
      await post('/api/admin/clients', clientInput({ brandName: 'Café Borrable' }))
    ).json();
    const id = created.client.id as string;
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    const userId = row!.userId!;
    // the client signs in, replaces its temporary password and keeps a session
    const temp = await temporaryPasswordSentTo(created.client.email);
    const first = await t.signIn(created.client.email, temp, '10.41.0.4');
    const changed = await t.request('/api/account/temporary-password', {
      method: 'POST',
      cookie: first.cookie!,
      json: { newPassword: VALID_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const clientSession = first.cookie!;
    expect((await t.request('/api/me', { cookie: clientSession })).status).toBe(200);

    const campaign = await createCampaign(db, {
      clientId: id,
      startDate: '2026-03-02',
      days: 3,
      storiesPerDay: 2,
    });
    await db.insert(userAiInfo).values({ userId, whoYouAre: 'Somos una cafetería' });
    await db.insert(aiCampaignRequests).values({
      userId,
      clientId: id,
      productDescription: 'Café',
      salesProcess: 'Tienda',
      specialOffers: 'Ninguna',
      launchDatetime: 'lunes',
    });

    for (const confirmationName of ['café borrable', 'Café Borrable ', '']) {
      const wrong = await t.request(`/api/admin/clients/${id}`, {
        method: 'DELETE',
        cookie: admin,
        json: { confirmationName },
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error.message).toBe('El nombre del cliente no coincide.');
    }
    expect(await db.select().from(clients).where(eq(clients.id, id))).toHaveLength(1);

    const ok = await t.request(`/api/admin/clients/${id}`, {
      method: 'DELETE',
      cookie: admin,
      json: { confirmationName: 'Café Borrable' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      ok: true,
      client: { id, brandName: 'Café Borrable' },
      deleted: { campaigns: 1, days: 3, stories: 6, loginUser: true },
    });

    expect(await db.select().from(clients).where(eq(clients.id, id))).toHaveLength(0);
    expect(await db.select().from(campaigns).where(eq(campaigns.id, campaign.campaignId))).toHaveLength(0);
    expect(
      await db.select().from(campaignDays).where(eq(campaignDays.campaignId, campaign.campaignId)),
    ).toHaveLength(0);
    expect(await db.select().from(stories).where(eq(stories.id, campaign.storyIds[0]!))).toHaveLength(0);
    expect(await db.select().from(user).where(eq(user.id, userId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, userId))).toHaveLength(0);
    expect(await db.select().from(account).where(eq(account.userId, userId))).toHaveLength(0);
    expect(await db.select().from(userAiInfo).where(eq(userAiInfo.userId, userId))).toHaveLength(0);
    expect(
      await db.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.userId, userId)),
    ).toHaveLength(0);

    // the deleted user's session is refused, and its password no longer signs in
    expect((await t.request('/api/me', { cookie: clientSession })).status).toBe(401);
    expect((await t.signIn(created.client.email, VALID_PASSWORD, '10.41.0.5')).res.status).toBe(401);

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'client.deleted')));
    expect(audit?.details).toMatchObject({ id, brandName: 'Café Borrable', campaigns: 1 });

    const again = await t.request(`/api/admin/clients/${id}`, {
      method: 'DELETE',
      cookie: admin,
      json: { confirmationName: 'Café Borrable' },
    });
    expect(again.status).toBe(404);
  });

  it('deletes a client without a login user', async () => {
    const client = await createClientRecord(t.database.db, { brandName: 'Huerta Sin Usuario' });
    const res = await t.request(`/api/admin/clients/${client.id}`, {
      method: 'DELETE',
      cookie: admin,
      json: { confirmationName: 'Huerta Sin Usuario' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted.loginUser).toBe(false);
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the latest sent e-mails with their text, newest first', async () => {
    const input = clientInput();
    await post('/api/admin/clients', input);
    const res = await t.request('/api/admin/mail?limit=1', { cookie: admin });
    expect(res.status).toBe(200);
    const { messages } = await res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: input.email, transport: 'log' });
    expect(messages[0].text).toMatch(/Contraseña temporal: \S+/);
    expect((await t.request('/api/admin/mail?limit=0', { cookie: admin })).status).toBe(400);
  });

  it('pages, searches by recipient or subject and filters by kind, on the server (issue 12)', async () => {
    const inputs = Array.from({ length: 22 }, () => clientInput());
    for (const input of inputs) await post('/api/admin/clients', input);
    const list = async (search: string) => {
      const res = await t.request(`/api/admin/mail?${search}`, { cookie: admin });
      expect(res.status, search).toBe(200);
      return res.json() as Promise<{
        messages: { to: string; kind: string | null; subject: string }[];
        total: number;
        page: number;
        pageSize: number;
      }>;
    };
    const first = await list('');
    expect(first.messages).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.total).toBeGreaterThanOrEqual(23);
    const second = await list('page=2');
    expect(second.messages.length).toBe(Math.min(20, first.total - 20));
    // No e-mail on two pages.
    const ids = new Set(first.messages.map((m) => m.to + m.subject));
    expect(second.messages.some((m) => ids.has(m.to + m.subject))).toBe(false);

    const one = inputs[7]!;
    const byRecipient = await list(`q=${encodeURIComponent(one.email.toUpperCase())}`);
    expect(byRecipient.total).toBe(1);
    expect(byRecipient.messages[0]).toMatchObject({ to: one.email, kind: 'credentials' });
    const credentials = await list('kind=credentials');
    expect(credentials.total).toBe(first.total);
    expect(credentials.messages.every((m) => m.kind === 'credentials')).toBe(true);
    expect((await list('kind=campaign-created')).total).toBe(0);
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    const bySubject = await list(`q=${encodeURIComponent(first.messages[0]!.subject.slice(0, 12))}`);
    expect(bySubject.total).toBeGreaterThan(0);

    for (const bad of ['kind=spam', 'page=0', 'page=1.0', `q=${'x'.repeat(201)}`]) {
      expect((await t.request(`/api/admin/mail?${bad}`, { cookie: admin })).status, bad).toBe(400);
    }
  });
});

describe('GET /api/admin/clients/{id}: campaigns 10 a page (issue 12)', () => {
  it('answers one page of campaigns, newest first, with the total; a bad page is a 400', async () => {
    const record = await createClientRecord(t.database.db);
    for (let i = 0; i < 12; i++) {
      await createCampaign(t.database.db, {
        clientId: record.id,
        startDate: '2026-12-01',
        days: 1,
        storiesPerDay: 1,
        title: `Campaña ${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 10, i)),
      });
    }
    const detail = async (search = '') => {
      const res = await t.request(`/api/admin/clients/${record.id}${search}`, { cookie: admin });
      expect(res.status, search).toBe(200);
      return (await res.json()) as {
        campaigns: { title: string }[];
        campaignsTotal: number;
        campaignsPage: number;
        campaignsPageSize: number;
      };
    };
    const first = await detail();
    expect(first).toMatchObject({ campaignsTotal: 12, campaignsPage: 1, campaignsPageSize: 10 });
    expect(first.campaigns.map((c) => c.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Campaña ${String(11 - i).padStart(2, '0')}`),
    );
    const second = await detail('?campaignsPage=2');
    expect(second.campaigns.map((c) => c.title)).toEqual(['Campaña 01', 'Campaña 00']);
    expect((await detail('?campaignsPage=3')).campaigns).toEqual([]);
    for (const bad of ['0', '1.0', 'x']) {
      const res = await t.request(`/api/admin/clients/${record.id}?campaignsPage=${bad}`, { cookie: admin });
      expect(res.status, bad).toBe(400);
    }
  });
});
