import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/server/composition/housekeeping';
import { trackedLinks } from '../../src/server/db/schema/links';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import type { PublishingResponse } from '../../src/shared/api/client-area/publishing';
import { withUtm } from '../../src/shared/links/utm';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { BOT_USER_AGENTS, HUMAN_USER_AGENTS } from '../fixtures/user-agents';
import { createSecondInstance } from '../setup/second-instance';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 31 §2: tracked links. A story's link sticker and a campaign's landing page get a short link /l/{slug} that
 * redirects (302) with UTM parameters, counts humans only (bots and previews redirected uncounted), a repeat of the
 * same visitor within 30 s once, and exactly across two instances.
 */
const EXAMPLE = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as Record<string, unknown>;
const NOW = new Date('2026-11-25T10:00:00Z');
const PHONE: string = HUMAN_USER_AGENTS[0];
let t: TestApp;
let users: Record<'admin' | 'owner' | 'stranger', SignedInUser>;
let campaign: FactoryCampaign;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  users = await signInUsers(t, { admin: { role: 'admin' }, owner: {}, stranger: {} }, '10.131.0');
  campaign = await createCampaign(t.database.db, {
    clientId: users.owner.clientId!,
    title: 'Lanzamiento Otoño: ¡Café!',
    startDate: '2026-11-24',
    days: 3,
    storiesPerDay: 2,
    chatAutomation: { keyword: 'OTONO', landingUrl: 'https://cafe.demo/landing?ref=ig&utm_source=viejo' },
    storyOverrides: {
      '2-1': {
        stickerInfo: { type: 'link', url: 'https://cafe.demo/taller?plazas=8#reserva', prompt: 'Reservar' },
      },
      // A JSON string (legacy import), still a link.
      '3-2': { stickerInfo: JSON.stringify({ type: 'link', url: 'http://cafe.demo/empresas' }) },
      // Not http(s), and no address: no link.
      '1-1': { stickerInfo: { type: 'link', url: 'javascript:alert(1)' } },
      '1-2': { stickerInfo: { type: 'poll', options: ['Sí', 'No'] } },
    },
  });
  await ensureCampaignLinks({ db: t.database.db, campaignId: campaign.campaignId });
});
afterAll(() => t.cleanup());

async function detail(cookie: string) {
  const res = await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as CampaignDetailResponse).campaign;
}

const slugOf = (url: string) => url.split('/').at(-1)!;

async function linkOfStory(day: number, story: number) {
  const found = (await detail(users.admin.cookie)).days[day - 1]!.stories[story - 1]!.trackedLink;
  if (!found) throw new Error(`no tracked link on story ${day}-${story}`);
  return found;
}

interface TapOptions {
  ip?: string;
  ua?: string;
  method?: string;
  app?: TestApp;
}

function tap(slug: string, { ip = '203.0.113.7', ua = PHONE, method = 'GET', app = t }: TapOptions = {}) {
  return app.request(`/l/${slug}`, { method, ip, headers: { 'user-agent': ua }, redirect: 'manual' });
}

async function clicksOf(slug: string): Promise<number> {
  const [row] = (
    (await t.database.db.execute(
      sql`select count(c.id)::int as n from tracked_links l left join link_clicks c on c.link_id = l.id where l.slug = ${slug}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  return row!.n;
}

describe('making the links', () => {
  it('gives each link sticker with an http(s) address and the landing page one link, with the campaign UTM', async () => {
    const rows = await t.database.db
      .select()
      .from(trackedLinks)
      .where(eq(trackedLinks.campaignId, campaign.campaignId));
    expect(rows).toHaveLength(3);
    const byTarget = new Map(rows.map((row) => [row.targetUrl, row]));
    expect(byTarget.get('https://cafe.demo/taller?plazas=8#reserva')!.location).toBe(
      'https://cafe.demo/taller?plazas=8&utm_source=instagram&utm_medium=story&utm_campaign=lanzamiento-otono-cafe&utm_content=2-1#reserva',
    );
    expect(byTarget.get('http://cafe.demo/empresas')!.location).toBe(
      withUtm('http://cafe.demo/empresas', {
        campaign: 'lanzamiento-otono-cafe',
        medium: 'story',
        content: '3-2',
      }),
    );
    // The landing page's own utm_source is replaced, never repeated.
    expect(byTarget.get('https://cafe.demo/landing?ref=ig&utm_source=viejo')!.location).toBe(
      'https://cafe.demo/landing?ref=ig&utm_source=instagram&utm_medium=dm&utm_campaign=lanzamiento-otono-cafe&utm_content=automatizacion',
    );
    for (const row of rows) expect(row.slug).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('is idempotent, also when run many times at once', async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, () =>
        ensureCampaignLinks({ db: t.database.db, campaignId: campaign.campaignId }),
      ),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('shows the short links on the campaign screen to its client and the agency, and to no one else', async () => {
    for (const cookie of [users.owner.cookie, users.admin.cookie]) {
      const c = await detail(cookie);
      const link = c.days[1]!.stories[0]!.trackedLink;
      expect(link).toMatchObject({
        targetUrl: 'https://cafe.demo/taller?plazas=8#reserva',
        clicks: 0,
        disabled: false,
      });
      expect(link!.url).toMatch(
        /^http:\/\/localhost(:\d+)?\/l\/[A-Za-z0-9]{8}$|^https?:\/\/[^/]+\/l\/[A-Za-z0-9]{8}$/,
      );
      expect(c.days[0]!.stories.map((s) => s.trackedLink)).toEqual([null, null]);
      expect(c.chatAutomation.landingLink?.targetUrl).toBe(
        'https://cafe.demo/landing?ref=ig&utm_source=viejo',
      );
    }
    const res = await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie: users.stranger.cookie });
    expect(res.status).toBe(404);
  });

  it('gives «Publicar hoy» the short link, and its checklist copies it', async () => {
    const res = await t.request('/api/client/publishing', { cookie: users.owner.cookie });
    const body = (await res.json()) as PublishingResponse;
    const story = body.stories.find(
      (s) => s.trackedLink?.targetUrl === 'https://cafe.demo/taller?plazas=8#reserva',
    );
    expect(story).toBeDefined();
    expect(story!.checklist[0]!.copies[0]!.value).toBe(story!.trackedLink!.url);
  });

  it('makes the landing page link of an imported campaign', async () => {
    const client = await signInUsers(t, { importer: {} }, '10.131.1');
    const res = await t.request('/api/admin/campaigns/import', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: {
        clientId: client.importer.clientId,
        campaign: { ...EXAMPLE, campaign_title: 'Importada' },
      },
    });
    expect(res.status).toBe(201);
    const campaignId = ((await res.json()) as { campaign: { id: string } }).campaign.id;
    const [row] = await t.database.db
      .select()
      .from(trackedLinks)
      .where(eq(trackedLinks.campaignId, campaignId));
    expect(row).toMatchObject({ storyId: null, targetUrl: 'https://panaderiaespiga.example/taller' });
    expect(row!.location).toContain('utm_campaign=importada');
  });
});

describe('GET /l/{slug}', () => {
  it('redirects with 302 to the address with its UTM, uncached, and counts the tap', async () => {
    const link = await linkOfStory(2, 1);
    const res = await tap(slugOf(link.url), { ip: '198.51.100.1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'https://cafe.demo/taller?plazas=8&utm_source=instagram&utm_medium=story&utm_campaign=lanzamiento-otono-cafe&utm_content=2-1#reserva',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await clicksOf(slugOf(link.url))).toBe(1);
    expect((await linkOfStory(2, 1)).clicks).toBe(1);
  });

  it('counts a repeat of the same visitor within 30 s once, another browser on the same address apart', async () => {
    const slug = slugOf((await linkOfStory(3, 2)).url);
    const before = await clicksOf(slug);
    const first = await Promise.all(Array.from({ length: 20 }, () => tap(slug, { ip: '198.51.100.2' })));
    expect(first.every((res) => res.status === 302)).toBe(true);
    expect(await clicksOf(slug)).toBe(before + 1);
    await tap(slug, { ip: '198.51.100.2', ua: HUMAN_USER_AGENTS[4] });
    expect(await clicksOf(slug)).toBe(before + 2);
  });

  it('counts again after 30 s', async () => {
    const slug = slugOf((await linkOfStory(3, 2)).url);
    await tap(slug, { ip: '198.51.100.3' });
    const before = await clicksOf(slug);
    await t.database.db.execute(
      sql`update link_visitors set last_counted_at = last_counted_at - interval '31 seconds'`,
    );
    await tap(slug, { ip: '198.51.100.3' });
    expect(await clicksOf(slug)).toBe(before + 1);
  });

  it('over 40 real user agents: redirects every one, counts the 20 people and none of the 20 bots', async () => {
    const landing = (await detail(users.admin.cookie)).chatAutomation.landingLink!;
    const slug = slugOf(landing.url);
    const before = await clicksOf(slug);
    const answers = await Promise.all(
      [...BOT_USER_AGENTS, ...HUMAN_USER_AGENTS].map((ua) => tap(slug, { ip: '192.0.2.10', ua })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(302));
    expect(await clicksOf(slug)).toBe(before + HUMAN_USER_AGENTS.length);
    // A HEAD (what link checkers send) and no user agent at all are not counted either.
    await tap(slug, { ip: '192.0.2.11', method: 'HEAD' });
    await tap(slug, { ip: '192.0.2.12', ua: '' });
    expect(await clicksOf(slug)).toBe(before + HUMAN_USER_AGENTS.length);
  });

  it('stores no address or browser: only the link, when, and a salted hash of the visitor', async () => {
    const text = JSON.stringify(
      (
        (await t.database.db.execute(
          sql`select (select json_agg(v) from link_visitors v) as visitors, (select json_agg(c) from link_clicks c) as clicks`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
    expect(text).not.toContain('198.51.100');
    expect(text).not.toContain('192.0.2');
    expect(text).not.toContain('iPhone');
  });

  it('answers an unknown or malformed slug 404 and a disabled link 410, each with a Spanish page', async () => {
    for (const slug of ['ZZZZZZZZ', 'corto', '..%2F..%2Fetc', 'a'.repeat(300)]) {
      const res = await tap(slug);
      expect(res.status, slug).toBe(404);
      expect(await res.text()).toContain('Enlace no encontrado');
    }
    const landing = (await detail(users.admin.cookie)).chatAutomation.landingLink!;
    const slug = slugOf(landing.url);
    await t.database.db.update(trackedLinks).set({ disabledAt: NOW }).where(eq(trackedLinks.slug, slug));
    t.deps.links.directory.forget(slug);
    const before = await clicksOf(slug);
    const res = await tap(slug, { ip: '198.51.100.99' });
    expect(res.status).toBe(410);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('Enlace desactivado');
    expect(await clicksOf(slug)).toBe(before);
    // Shown as disabled, with its clicks.
    expect((await detail(users.admin.cookie)).chatAutomation.landingLink).toMatchObject({ disabled: true });
  });
});

describe('PATCH /api/admin/links/{slug}', () => {
  const patch = (slug: string, json: unknown, cookie?: string) =>
    t.request(`/api/admin/links/${slug}`, { method: 'PATCH', json, ...(cookie ? { cookie } : {}) });

  it('lets the agency disable a link (410 at once, clicks kept, audited once) and enable it again', async () => {
    const slug = slugOf((await linkOfStory(3, 2)).url);
    const clicks = await clicksOf(slug);
    const first = await patch(slug, { disabled: true }, users.admin.cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ slug, disabled: true, disabledAt: expect.any(String) });
    expect((await patch(slug, { disabled: true }, users.admin.cookie)).status).toBe(200);
    expect((await tap(slug, { ip: '198.51.100.120' })).status).toBe(410);
    expect(await clicksOf(slug)).toBe(clicks);
    const audited = (
      (await t.database.db.execute(
        sql`select event from audit_log where details->>'slug' = ${slug} order by created_at`,
      )) as unknown as { rows: { event: string }[] }
    ).rows.map((row) => row.event);
    expect(audited).toEqual(['link.disabled']);

    const enabled = await patch(slug, { disabled: false }, users.admin.cookie);
    expect(await enabled.json()).toMatchObject({ slug, disabled: false, disabledAt: null });
    expect((await tap(slug, { ip: '198.51.100.121' })).status).toBe(302);
  });

  it('answers a client 403, no session 401, an unknown link 404 and a bad body 400 in Spanish, changing nothing', async () => {
    const slug = slugOf((await linkOfStory(2, 1)).url);
    expect((await patch(slug, { disabled: true }, users.owner.cookie)).status).toBe(403);
    expect((await patch(slug, { disabled: true })).status).toBe(401);
    expect((await patch('ZZZZZZZZ', { disabled: true }, users.admin.cookie)).status).toBe(404);
    const bad = await patch(slug, { disabled: 'sí' }, users.admin.cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Indica si el enlace queda desactivado');
    expect((await patch('corto', { disabled: true }, users.admin.cookie)).status).toBe(400);
    expect((await tap(slug, { ip: '198.51.100.122' })).status).toBe(302);
  });
});

describe('two instances on one database', () => {
  it('count 100 concurrent taps of 100 people exactly, and 100 taps of one person once', async () => {
    const second = await createSecondInstance(t, { now: () => NOW, poolSize: 5 });
    try {
      const slug = slugOf((await linkOfStory(2, 1)).url);
      const before = await clicksOf(slug);
      const people = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          tap(slug, { ip: `100.64.${Math.floor(i / 200)}.${i + 1}`, app: i % 2 === 0 ? t : second.app }),
        ),
      );
      expect(people.every((res) => res.status === 302)).toBe(true);
      expect(await clicksOf(slug)).toBe(before + 100);
      const one = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          tap(slug, { ip: '100.65.0.1', app: i % 2 === 0 ? t : second.app }),
        ),
      );
      expect(one.every((res) => res.status === 302)).toBe(true);
      expect(await clicksOf(slug)).toBe(before + 101);
    } finally {
      await second.close();
    }
  });
});

describe('housekeeping', () => {
  it('deletes visitor rows idle for a day and the salts of days before yesterday', async () => {
    const db = t.database.db;
    const slug = slugOf((await linkOfStory(2, 1)).url);
    const [link] = await db.select().from(trackedLinks).where(eq(trackedLinks.slug, slug));
    await db.execute(
      sql`insert into link_salts (day, salt) values ('2026-11-23', 'vieja'), ('2026-11-24', 'ayer')`,
    );
    await db.execute(
      sql`insert into link_visitors (link_id, visitor_hash, last_counted_at) values (${link!.id}, 'antiguo', ${new Date(NOW.getTime() - 25 * 3_600_000).toISOString()})`,
    );
    const removed = await runHousekeeping(db, NOW);
    expect(removed).toMatchObject({ linkVisitors: 1, linkSalts: 1 });
    const salts = (
      (await db.execute(sql`select day::text from link_salts order by day`)) as unknown as {
        rows: { day: string }[];
      }
    ).rows.map((row) => row.day);
    expect(salts).toEqual(['2026-11-24', '2026-11-25']);
    // Clicks stay: they are the figures.
    expect(await clicksOf(slug)).toBeGreaterThan(0);
  });
});
