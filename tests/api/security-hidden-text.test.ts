import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCampaignRequests } from '../../src/server/db/schema/ai';
import { campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { validImportFile } from '../../src/shared/campaign-import/testing/valid-file';
import { MULTI_LINE_MESSAGE } from '../../src/shared/text/multi-line';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';

/**
 * Issue 11: multi-line texts (copy, chat messages, notes, descriptions, the AI brief) keep line breaks and tabs but
 * refuse the other control characters and the bidirectional overrides with a Spanish 400, and nothing is written;
 * integers in the URL are accepted only in canonical decimal form.
 */
let t: TestApp;
let users: Record<'admin' | 'client', SignedInUser>;
let campaign: FactoryCampaign;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { admin: { role: 'admin' }, client: { role: 'client' } }, '10.93.0');
  campaign = await createCampaign(t.database.db, {
    clientId: users.client.clientId!,
    startDate: '2026-12-01',
    days: 1,
    storiesPerDay: 1,
    chatAutomation: {
      keyword: 'CLUB',
      autoResponse: 'Hola',
      followUps: [{ delay_hours: 2, message: 'Seguimos' }],
    },
  });
});
afterAll(() => t.cleanup());

const HIDDEN = ['\u202E', '\u2066', '\u2069', '\u0007', '\u001B', '\u007F', '\u0000'] as const;

async function refusedWithMessage(res: Response) {
  expect(res.status).toBe(400);
  const body = await res.json();
  const messages = [
    body.error.message,
    ...(body.error.issues ?? []).map((i: { message: string }) => i.message),
  ];
  expect(messages.join(' | ')).toMatch(/caracteres de control|caracteres no válidos/);
}

describe('multi-line texts refuse hidden characters', () => {
  it('story copy: refused with the Spanish message, the stored copy unchanged; line breaks and tabs kept', async () => {
    const storyId = campaign.storyIds[0]!;
    const copyOf = async () =>
      (await t.database.db.select({ c: stories.copyText }).from(stories).where(eq(stories.id, storyId)))[0]!
        .c;
    const before = await copyOf();
    for (const char of HIDDEN) {
      const res = await t.request(`/api/stories/${storyId}/copy`, {
        method: 'PATCH',
        cookie: users.client.cookie,
        json: { copyText: `Oferta ${char}especial` },
      });
      await refusedWithMessage(res);
    }
    const bidi = await t.request(`/api/stories/${storyId}/copy`, {
      method: 'PATCH',
      cookie: users.client.cookie,
      json: { copyText: 'pago\u202Efdp.exe' },
    });
    expect((await bidi.json()).error.issues.map((i: { message: string }) => i.message)).toContain(
      MULTI_LINE_MESSAGE,
    );
    expect(await copyOf()).toBe(before);

    const ok = await t.request(`/api/stories/${storyId}/copy`, {
      method: 'PATCH',
      cookie: users.client.cookie,
      json: { copyText: 'Línea 1\nLínea 2\r\n\tcon tabulador' },
    });
    expect(ok.status).toBe(200);
    expect(await copyOf()).toBe('Línea 1\nLínea 2\r\n\tcon tabulador');
  });

  it('chat messages (auto reply and follow-up) and the profile description and AI information', async () => {
    const id = campaign.campaignId;
    for (const char of HIDDEN) {
      await refusedWithMessage(
        await t.request(`/api/campaigns/${id}/chat-automation/auto-response`, {
          method: 'PATCH',
          cookie: users.client.cookie,
          json: { message: `Hola${char}` },
        }),
      );
      await refusedWithMessage(
        await t.request(`/api/campaigns/${id}/chat-automation/follow-up/0`, {
          method: 'PATCH',
          cookie: users.client.cookie,
          json: { message: `Seguimos${char}` },
        }),
      );
      await refusedWithMessage(
        await t.request('/api/client/ai-info', {
          method: 'PUT',
          cookie: users.client.cookie,
          json: { whoYouAre: `Somos${char}`, targetAudience: null, yourStory: null },
        }),
      );
    }
    const [row] = await t.database.db
      .select({ autoResponse: campaigns.manychatAutoResponse })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    expect(row!.autoResponse).toBe('Hola');
    const [client] = await t.database.db
      .select({ description: clients.description })
      .from(clients)
      .where(eq(clients.id, users.client.clientId!));
    const profile = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie: users.client.cookie,
      json: { name: 'Contacto', brandName: 'Marca', description: 'Somos\u202Eal revés' },
    });
    await refusedWithMessage(profile);
    const [after] = await t.database.db
      .select({ description: clients.description })
      .from(clients)
      .where(eq(clients.id, users.client.clientId!));
    expect(after!.description).toBe(client!.description);
  });

  it('the AI brief: refused before any request is stored', async () => {
    const requestCount = async () =>
      (await t.database.db.select({ n: count() }).from(aiCampaignRequests))[0]!.n;
    const before = await requestCount();
    for (const field of ['productDescription', 'salesProcess', 'specialOffers', 'keyMessage']) {
      await refusedWithMessage(
        await t.request('/api/ai/requests', {
          method: 'POST',
          cookie: users.client.cookie,
          json: briefBody({ [field]: 'Un producto estupendo para todos\u2066 oculto\u2069 de verdad' }),
        }),
      );
    }
    expect(await requestCount()).toBe(before);
  });

  it('the campaign import: refused with its positional message', async () => {
    const file = validImportFile();
    file.days[0]!.blocks[0]!.stories[0]!.copy = 'Hola\u202Emundo';
    const res = await t.request('/api/admin/campaigns/import', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: { clientId: users.client.clientId, campaign: file },
    });
    expect(res.status).toBe(400);
    const messages = (await res.json()).error.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain(
      'Día 1, bloque 1, historia 1: el campo "copy" contiene caracteres de control o marcas invisibles de dirección del texto (solo se admiten saltos de línea y tabuladores)',
    );
    const campaignCount = (await t.database.db.select({ n: count() }).from(campaigns))[0]!.n;
    expect(campaignCount).toBe(1);
  });
});

describe('integers in the URL', () => {
  it('accept only canonical decimal follow-up positions', async () => {
    const id = campaign.campaignId;
    for (const index of ['0x0', '0.0', '%200', '+0', '00', '0e0', '-0']) {
      const res = await t.request(`/api/campaigns/${id}/chat-automation/follow-up/${index}`, {
        method: 'PATCH',
        cookie: users.client.cookie,
        json: { message: 'Nuevo mensaje' },
      });
      expect(res.status, index).toBe(400);
    }
    const ok = await t.request(`/api/campaigns/${id}/chat-automation/follow-up/0`, {
      method: 'PATCH',
      cookie: users.client.cookie,
      json: { message: 'Nuevo mensaje' },
    });
    expect(ok.status).toBe(200);
  });

  it('accept only canonical decimal list limits', async () => {
    for (const path of [
      '/api/admin/mail?limit=0x10',
      '/api/admin/clients?limit=1.0',
      '/api/admin/clients?limit=%201',
    ]) {
      expect((await t.request(path, { cookie: users.admin.cookie })).status, path).toBe(400);
    }
    expect((await t.request('/api/admin/mail?limit=10', { cookie: users.admin.cookie })).status).toBe(200);
  });
});
