import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { AI_REQUEST_TEXTS } from '../../src/shared/ai/request-messages';
import type { AdminDashboard } from '../../src/shared/campaigns/admin-campaigns';
import { signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { insertCampaign, insertClient } from './support/campaign-rows';

let t: TestApp;
let adminCookie: string;
let clientCookie: string;
let clientUser: { id: string; clientId: string | null };

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));

beforeAll(async () => {
  t = await createTestApp();
  // The client user's own client record (created now) is the newest client.
  const { admin, client } = await signInUsers(t, { admin: { role: 'admin' }, client: {} }, '10.42.0');
  adminCookie = admin.cookie;
  clientCookie = client.cookie;
  clientUser = client;
});
afterAll(() => t.cleanup());

async function dashboard() {
  const res = await t.request('/api/admin/dashboard', { cookie: adminCookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminDashboard;
}

describe('GET /api/admin/dashboard', () => {
  it('counts clients and active and completed campaigns; lists the five newest of each', async () => {
    const db = t.database.db;
    const before = await dashboard();
    expect(before.stats).toEqual({ totalClients: 1, activeCampaigns: 0, completedCampaigns: 0 });
    expect(before.recentCampaigns).toEqual([]);

    const brands = ['Alfa', 'Beta', 'Gamma', 'Delta', 'Épsilon', 'Zeta', 'Eta'];
    const made = [];
    for (const [i, brandName] of brands.entries()) {
      made.push(
        await insertClient(db, { brandName, createdAt: at(i + 1), status: i === 0 ? 'inactive' : 'active' }),
      );
    }
    const statuses = ['active', 'active', 'completed', 'paused', 'draft', 'active', 'completed'] as const;
    for (const [i, status] of statuses.entries()) {
      await insertCampaign(db, {
        clientId: made[i]!.id,
        title: `Campaña ${i + 1}`,
        status,
        createdAt: at(i + 1),
        startDate: `2026-11-0${i + 1}`,
      });
    }

    const after = await dashboard();
    expect(after.stats).toEqual({ totalClients: 8, activeCampaigns: 3, completedCampaigns: 2 });

    expect(after.recentClients).toHaveLength(5);
    // The factory's client was created just now (newest), then Eta, Zeta, Épsilon, Delta.
    expect(after.recentClients.map((c) => c.brandName).slice(1)).toEqual(['Eta', 'Zeta', 'Épsilon', 'Delta']);
    expect(after.recentClients[1]).toEqual({
      id: made[6]!.id,
      name: 'Contacto Prueba',
      brandName: 'Eta',
      email: made[6]!.email,
      status: 'active',
      createdAt: at(7).toISOString(),
    });

    expect(after.recentCampaigns.map((c) => c.title)).toEqual([
      'Campaña 7',
      'Campaña 6',
      'Campaña 5',
      'Campaña 4',
      'Campaña 3',
    ]);
    expect(after.recentCampaigns[0]).toEqual({
      id: expect.any(String),
      title: 'Campaña 7',
      status: 'completed',
      startDate: '2026-11-07',
      endDate: '2026-11-07',
      client: { id: made[6]!.id, brandName: 'Eta' },
    });
  });

  it('lists the failed AI generations of the last 14 days with the technical detail the brand does not see', async () => {
    const db = t.database.db;
    const base = {
      userId: clientUser.id,
      clientId: clientUser.clientId,
      productDescription: 'Café',
      salesProcess: 'Tienda',
      specialOffers: 'Ninguna',
      launchDatetime: 'viernes, 27 de noviembre de 2026 a las 12:00',
    };
    const detail = 'No se pudo generar la campaña: Ollama falló (HTTP 401): Incorrect API key provided.';
    const [recent] = await db
      .insert(aiCampaignRequests)
      .values([
        { ...base, status: 'failed' as const, errorMessage: detail },
        {
          ...base,
          status: 'failed' as const,
          errorMessage: 'antigua',
          updatedAt: new Date(Date.now() - 15 * 86_400_000),
        },
        { ...base, status: 'completed' as const },
      ])
      .returning({ id: aiCampaignRequests.id });
    const { failedAiRequests } = await dashboard();
    expect(failedAiRequests).toEqual([
      {
        id: recent!.id,
        client: { id: clientUser.clientId, brandName: expect.any(String) },
        failedAt: expect.any(String),
        launchDatetime: base.launchDatetime,
        detail,
      },
    ]);
    // The brand reads its own request without the detail.
    const own = await t.request(`/api/ai/requests/${recent!.id}`, { cookie: clientCookie });
    expect(own.status).toBe(200);
    const body = JSON.stringify(await own.json());
    expect(body).not.toContain('Incorrect API key');
    expect(body).toContain(AI_REQUEST_TEXTS.failedForClient);
  });

  it('is for admins only', async () => {
    expect((await t.request('/api/admin/dashboard')).status).toBe(401);
    const res = await t.request('/api/admin/dashboard', { cookie: clientCookie });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('FORBIDDEN');
  });
});
