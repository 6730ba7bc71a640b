import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/clients';
import type { ClientOverviewResponse } from '../../src/shared/api/client-area/stories';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

// 05:30 UTC: 06:30 on the 25th in Madrid and 02:30 in Buenos Aires, still 23:30 on the 24th in Mexico City.
// 02:30 UTC: 03:30 on the 25th in Madrid, 23:30 on the 24th in Buenos Aires.
let clock = new Date('2026-11-25T05:30:00Z');
let t: TestApp;
let adminCookie: string;

interface ZonedClient {
  user: FactoryUser;
  cookie: string;
  campaign: FactoryCampaign;
}
const zoned: Record<'madrid' | 'mexico' | 'buenosAires' | 'agency', ZonedClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  const admin = await createUser(db, { role: 'admin' });
  adminCookie = (await t.signIn(admin.email, admin.password, '10.47.0.1')).cookie!;
  const zones = {
    madrid: 'Europe/Madrid',
    mexico: 'America/Mexico_City',
    buenosAires: 'America/Argentina/Buenos_Aires',
    agency: null,
  } as const;
  let ip = 2;
  for (const [key, timeZone] of Object.entries(zones) as [keyof typeof zones, string | null][]) {
    const user = await createUser(db);
    await db.update(clients).set({ timeZone }).where(eq(clients.id, user.clientId!));
    // One day, the 25th, with one story.
    const campaign = await createCampaign(db, {
      clientId: user.clientId!,
      startDate: '2026-11-25',
      days: 1,
      storiesPerDay: 1,
    });
    const cookie = (await t.signIn(user.email, user.password, `10.47.0.${ip++}`)).cookie!;
    zoned[key] = { user, cookie, campaign };
  }
});
afterAll(() => t.cleanup());

const overview = async (who: ZonedClient) => {
  const res = await t.request('/api/client/overview', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as ClientOverviewResponse;
};
const statusOfStory = (body: ClientOverviewResponse) => [...body.dueToday, ...body.upcoming][0]?.status;

const adminPatch = async (clientId: string, changes: Record<string, unknown>) => {
  const read = await t.request(`/api/admin/clients/${clientId}`, { cookie: adminCookie });
  const { client } = (await read.json()) as { client: Record<string, unknown> };
  const body = {
    name: client.name,
    brandName: client.brandName,
    email: client.email,
    phone: client.phone ?? '',
    industry: client.industry ?? '',
    description: client.description ?? '',
    status: client.status,
    ...changes,
  };
  return t.request(`/api/admin/clients/${clientId}`, { method: 'PATCH', cookie: adminCookie, json: body });
};

describe("a client's today is in its own time zone", () => {
  it('at 05:30 UTC Madrid and Buenos Aires are on the 25th, Mexico City still on the 24th', async () => {
    clock = new Date('2026-11-25T05:30:00Z');
    const madrid = await overview(zoned.madrid);
    expect(madrid.today).toBe('2026-11-25');
    expect(statusOfStory(madrid)).toBe('due_today');
    expect(madrid.dueToday).toHaveLength(1);

    const mexico = await overview(zoned.mexico);
    expect(mexico.today).toBe('2026-11-24');
    expect(statusOfStory(mexico)).toBe('upcoming');
    expect(mexico.dueToday).toHaveLength(0);

    const buenosAires = await overview(zoned.buenosAires);
    expect(buenosAires.today).toBe('2026-11-25');
    expect(statusOfStory(buenosAires)).toBe('due_today');
  });

  it('at 02:30 UTC Buenos Aires is still on the 24th', async () => {
    clock = new Date('2026-11-25T02:30:00Z');
    expect((await overview(zoned.buenosAires)).today).toBe('2026-11-24');
    expect(statusOfStory(await overview(zoned.buenosAires))).toBe('upcoming');
    expect((await overview(zoned.madrid)).today).toBe('2026-11-25');
    clock = new Date('2026-11-25T05:30:00Z');
  });

  it('a client with no zone of its own uses the agency default (APP_TIMEZONE, Madrid here)', async () => {
    expect((await overview(zoned.agency)).today).toBe('2026-11-25');
  });

  it('the campaign list and the publishing checklist use the same today', async () => {
    const list = await t.request('/api/client/campaigns', { cookie: zoned.mexico.cookie });
    expect(((await list.json()) as { today: string }).today).toBe('2026-11-24');
    const publishing = await t.request('/api/client/publishing', { cookie: zoned.mexico.cookie });
    expect(publishing.status).toBe(200);
    expect(((await publishing.json()) as { today: string }).today).toBe('2026-11-24');
  });

  it("GET /api/campaigns/{id} answers the campaign's client's today, for an admin too", async () => {
    for (const [who, today] of [
      [zoned.mexico, '2026-11-24'],
      [zoned.madrid, '2026-11-25'],
    ] as const) {
      for (const cookie of [who.cookie, adminCookie]) {
        const res = await t.request(`/api/campaigns/${who.campaign.campaignId}`, { cookie });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { today: string }).today).toBe(today);
      }
    }
  });
});

describe("the admin sets a client's zone", () => {
  it('PATCH moves its today at once, and null goes back to the agency default', async () => {
    const clientId = zoned.agency.user.clientId!;
    const res = await adminPatch(clientId, { timeZone: 'America/Mexico_City' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { client: { timeZone: string } }).client.timeZone).toBe(
      'America/Mexico_City',
    );
    expect((await overview(zoned.agency)).today).toBe('2026-11-24');
    expect(statusOfStory(await overview(zoned.agency))).toBe('upcoming');

    // Leaving the field out keeps it.
    expect((await adminPatch(clientId, {})).status).toBe(200);
    expect((await overview(zoned.agency)).today).toBe('2026-11-24');

    const back = await adminPatch(clientId, { timeZone: null });
    expect(((await back.json()) as { client: { timeZone: null } }).client.timeZone).toBeNull();
    expect((await overview(zoned.agency)).today).toBe('2026-11-25');
  });

  it('creates a client with a zone and reads it back', async () => {
    const res = await t.request('/api/admin/clients', {
      method: 'POST',
      cookie: adminCookie,
      json: {
        name: 'Lucía Pérez',
        brandName: 'Marca Lima',
        email: 'lima@example.test',
        timeZone: 'America/Lima',
      },
    });
    expect(res.status).toBe(201);
    const { client } = (await res.json()) as { client: { id: string; timeZone: string } };
    expect(client.timeZone).toBe('America/Lima');
    const read = await t.request(`/api/admin/clients/${client.id}`, { cookie: adminCookie });
    expect(((await read.json()) as { client: { timeZone: string } }).client.timeZone).toBe('America/Lima');
  });

  it('refuses an unknown zone with 400 and the Spanish message', async () => {
    const res = await adminPatch(zoned.madrid.user.clientId!, { timeZone: 'Marte/Olympus' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; message: string; issues?: { message: string }[] };
    };
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(JSON.stringify(body.error)).toContain('Zona horaria no válida');
  });

  it('a client reads its zone in its profile but cannot set it', async () => {
    const me = await t.request('/api/client/me', { cookie: zoned.mexico.cookie });
    expect(((await me.json()) as { client: { timeZone: string } }).client.timeZone).toBe(
      'America/Mexico_City',
    );
    const patch = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie: zoned.mexico.cookie,
      json: { name: 'Contacto Prueba', brandName: 'Marca México', timeZone: 'Europe/Madrid' },
    });
    expect([200, 400]).toContain(patch.status);
    const [row] = await t.database.db
      .select({ timeZone: clients.timeZone })
      .from(clients)
      .where(eq(clients.id, zoned.mexico.user.clientId!));
    expect(row?.timeZone).toBe('America/Mexico_City');
    expect((await overview(zoned.mexico)).today).toBe('2026-11-24');
  });
});
