import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { and, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password-hash';
import type { Db } from '../../src/server/db/client';
import { aiCampaignRequests, userAiInfo } from '../../src/server/db/schema/ai';
import { account, user } from '../../src/server/db/schema/auth';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storyResults } from '../../src/server/db/schema/results';
import {
  DEMO_BRAND_NAMES,
  DEMO_CLIENT_WITHOUT_LOGIN,
  DEMO_CREDENTIALS,
} from '../../src/server/seed/demo-credentials';
import { isDatabaseEmpty, seedDemoData } from '../../src/server/seed/demo-data';
import { createTestDatabase, type TestDatabase } from '../setup/test-database';

// The day after Europe's spring DST change: dates must still be plain calendar dates.
const TODAY = '2026-03-30';
const NOW = new Date('2026-03-30T09:15:00Z');

type CampaignTree = Awaited<ReturnType<typeof loadCampaigns>>[number];

function loadCampaigns(db: Db) {
  return db.query.campaigns.findMany({
    with: {
      client: true,
      campaignDays: { orderBy: (d, { asc }) => [asc(d.dayOrder)], with: { stories: true } },
    },
  });
}

function allStories(campaign: CampaignTree) {
  return campaign.campaignDays.flatMap((day) =>
    day.stories.map((story) => ({ ...story, dayDate: day.date })),
  );
}

/** The client-area badge of spec section 2 ("Campaign badge rules"). */
function badge(campaign: CampaignTree, today: string) {
  const all = allStories(campaign);
  const progress = all.length ? Math.round((all.filter((s) => s.isPosted).length / all.length) * 100) : 0;
  if (progress === 100) return 'Completada';
  if (campaign.startDate <= today && today <= campaign.endDate) return 'En Progreso';
  if (today < campaign.startDate) return 'No Iniciada';
  return 'Finalizada';
}

/** Pending-story status of spec section 4. */
function storyStatus(story: { isPosted: boolean; dayDate: string }, today: string) {
  if (story.isPosted) return 'published';
  if (story.dayDate < today) return 'overdue';
  if (story.dayDate === today) return 'due_today';
  return 'upcoming';
}

function parseSticker(value: unknown): { type: string; options?: unknown; prompt?: unknown } | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (parsed && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string') {
    return parsed as { type: string };
  }
  return null;
}

describe('demo data', () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('sees a freshly migrated database as empty, seeds it, and then sees it as set up', async () => {
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db, { today: TODAY, now: NOW });
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('creates the four demo logins with their roles and the temporary password', async () => {
    const users = await db.select().from(user);
    expect(users).toHaveLength(4);
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const admin = byEmail.get(DEMO_CREDENTIALS.admin.email);
    expect(admin).toMatchObject({ role: 'admin', name: 'Laura Martín', isTempPassword: false });
    for (const key of ['client', 'temporaryClient', 'inactiveClient'] as const) {
      expect(byEmail.get(DEMO_CREDENTIALS[key].email)?.role).toBe('client');
    }
    const temporary = byEmail.get(DEMO_CREDENTIALS.temporaryClient.email)!;
    expect(temporary.isTempPassword).toBe(true);
    expect(temporary.tempPasswordExpiresAt?.toISOString()).toBe(addDays(NOW, 7).toISOString());
    expect(byEmail.get(DEMO_CREDENTIALS.client.email)?.isTempPassword).toBe(false);
  });

  it("stores the demo admin's password so that it verifies (and a wrong one does not)", async () => {
    const [row] = await db
      .select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, DEMO_CREDENTIALS.admin.email), eq(account.providerId, 'credential')));
    expect(row?.hash).toBeTruthy();
    expect(await verifyPassword({ hash: row!.hash!, password: DEMO_CREDENTIALS.admin.password })).toBe(true);
    expect(await verifyPassword({ hash: row!.hash!, password: 'Demo-Agencia-2025' })).toBe(false);
  });

  it('creates the four brand clients, one without login and one inactive', async () => {
    const rows = await db.query.clients.findMany({ with: { user: true } });
    expect(rows.map((c) => c.brandName).sort()).toEqual(Object.values(DEMO_BRAND_NAMES).sort());
    const byBrand = new Map(rows.map((c) => [c.brandName, c]));

    const aurora = byBrand.get(DEMO_BRAND_NAMES.active)!;
    expect(aurora).toMatchObject({ name: 'Marta Ruiz', status: 'active', invitationStatus: 'accepted' });
    expect(aurora.user?.email).toBe(DEMO_CREDENTIALS.client.email);

    const pilates = byBrand.get(DEMO_BRAND_NAMES.temporaryPassword)!;
    expect(pilates).toMatchObject({ status: 'active', invitationStatus: 'sent' });
    expect(pilates.user?.email).toBe(DEMO_CREDENTIALS.temporaryClient.email);

    const vertice = byBrand.get(DEMO_BRAND_NAMES.inactive)!;
    expect(vertice.status).toBe('inactive');
    expect(vertice.user?.email).toBe(DEMO_CREDENTIALS.inactiveClient.email);

    const huerta = byBrand.get(DEMO_BRAND_NAMES.withoutLogin)!;
    expect(huerta).toMatchObject({
      userId: null,
      invitationStatus: 'pending',
      email: DEMO_CLIENT_WITHOUT_LOGIN.email,
    });

    expect(rows.filter((c) => c.userId === null)).toHaveLength(1);
    expect(rows.filter((c) => c.status === 'inactive')).toHaveLength(1);
    const [admin] = await db.select().from(user).where(eq(user.email, DEMO_CREDENTIALS.admin.email));
    for (const client of rows) expect(client.createdBy).toBe(admin!.id);

    // The login user finds its client record through the relation.
    const clientUser = await db.query.user.findFirst({
      where: eq(user.email, DEMO_CREDENTIALS.client.email),
      with: { client: true, aiInfo: true },
    });
    expect(clientUser?.client?.brandName).toBe(DEMO_BRAND_NAMES.active);
    expect(clientUser?.aiInfo?.whoYouAre).toContain('Café Aurora');
    // 'Miembro desde' shows when the agency registered the brand, not the day the demo was loaded.
    expect(clientUser!.createdAt.getTime()).toBe(clientUser!.client!.createdAt.getTime());
    expect(Date.now() - clientUser!.createdAt.getTime()).toBeGreaterThan(30 * 86_400_000);
    expect(admin!.createdAt.getTime()).toBeLessThan(Math.min(...rows.map((c) => c.createdAt.getTime())));
  });

  it('gives Café Aurora a campaign in every state relative to today', async () => {
    const aurora = (await loadCampaigns(db)).filter((c) => c.client.brandName === DEMO_BRAND_NAMES.active);
    const badges = aurora.map((c) => badge(c, TODAY));
    expect(new Set(badges)).toEqual(new Set(['En Progreso', 'No Iniciada', 'Finalizada', 'Completada']));

    const inProgress = aurora.find((c) => c.title === 'Lanzamiento Blend Aurora Nº 7')!;
    expect(badge(inProgress, TODAY)).toBe('En Progreso');
    expect(inProgress.startDate).toBe('2026-03-27');
    expect(inProgress.campaignDays.length).toBeGreaterThanOrEqual(7);
    const statuses = allStories(inProgress).map((s) => storyStatus(s, TODAY));
    for (const status of ['overdue', 'due_today', 'upcoming', 'published'])
      expect(statuses).toContain(status);

    const notStarted = aurora.filter((c) => badge(c, TODAY) === 'No Iniciada');
    expect(
      notStarted.some((c) => differenceInCalendarDays(parseISO(c.startDate), parseISO(TODAY)) >= 5),
    ).toBe(true);

    const finished = aurora.find((c) => badge(c, TODAY) === 'Finalizada')!;
    expect(finished.endDate < TODAY).toBe(true);
    const finishedStories = allStories(finished);
    expect(finishedStories.some((s) => s.isPosted)).toBe(true);
    expect(finishedStories.some((s) => !s.isPosted)).toBe(true);

    const completed = aurora.find((c) => badge(c, TODAY) === 'Completada')!;
    expect(completed.status).toBe('completed');
    expect(completed.endDate < TODAY).toBe(true);

    const pilates = (await loadCampaigns(db)).filter(
      (c) => c.client.brandName === DEMO_BRAND_NAMES.temporaryPassword,
    );
    expect(pilates.map((c) => badge(c, TODAY))).toEqual(['En Progreso']);
    expect(
      (await loadCampaigns(db)).filter((c) => c.client.brandName === DEMO_BRAND_NAMES.inactive),
    ).toHaveLength(1);
  });

  it('builds consistent days and stories for every campaign', async () => {
    const all = await loadCampaigns(db);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['active', 'completed', 'paused', 'draft']));
    for (const campaign of all) {
      const days = campaign.campaignDays;
      expect(days.length).toBeGreaterThan(0);
      days.forEach((day, index) => {
        expect(day.dayOrder).toBe(index + 1);
        expect(day.title).toBe(`Día ${index + 1}`);
        expect(differenceInCalendarDays(parseISO(day.date), parseISO(campaign.startDate))).toBe(index);
        expect(day.theme).toBeTruthy();
        expect(day.stories.length).toBeGreaterThanOrEqual(4);
        expect(day.stories.length).toBeLessThanOrEqual(8);
        const ordered = [...day.stories].sort((a, b) => a.storyNumber - b.storyNumber);
        ordered.forEach((story, storyIndex) => {
          expect(story.storyNumber).toBe(storyIndex + 1);
          expect(story.title).toBe(`Historia ${storyIndex + 1}`);
          expect(story.originalCopy).toBe(story.copyText);
          expect(story.copyText.length).toBeGreaterThan(10);
          expect(['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE']).toContain(story.storyType);
          expect(['Mañana', 'Mediodía', 'Tarde', 'Noche']).toContain(story.timeBlock);
          expect(story.scheduledDate).toBe(day.date);
          expect(story.scheduledTime).toMatch(/^\d{2}:\d{2}$/);
          expect(story.postedAt !== null).toBe(story.isPosted);
          if (story.postedAt) expect(story.postedAt.getTime()).toBeLessThan(NOW.getTime());
          if (story.isPosted) expect(day.date <= TODAY).toBe(true);
        });
      });
      expect(campaign.endDate).toBe(days.at(-1)!.date);
    }
    const types = new Set(all.flatMap(allStories).map((s) => s.storyType));
    expect(types).toEqual(new Set(['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE']));
  });

  it('stores stickers of every kind, as objects and JSON strings, plus one corrupt value', async () => {
    const rows = await db.select({ sticker: stories.stickerInfo, notes: stories.notes }).from(stories);
    const raw = rows.map((r) => r.sticker).filter((s) => s !== null);
    const parsed = raw.map(parseSticker).filter((s) => s !== null);
    const kinds = new Set(parsed.map((s) => s.type));
    for (const kind of ['poll', 'question', 'slider']) expect(kinds).toContain(kind);
    expect([...kinds].some((k) => !['poll', 'question', 'slider'].includes(k))).toBe(true);
    expect(parsed.some((s) => s.type === 'poll' && Array.isArray(s.options) && s.options.length >= 2)).toBe(
      true,
    );
    expect(
      parsed.some((s) => s.type === 'question' && typeof s.prompt === 'string' && s.prompt.length > 0),
    ).toBe(true);
    expect(raw.some((s) => typeof s === 'object')).toBe(true);
    expect(raw.filter((s) => s === '[object Object]')).toHaveLength(1);
    // Some stickers are stored as a JSON string inside the jsonb (as old imports did). Drizzle's jsonb mapping
    // JSON.parses strings on read, so look at the stored JSON type in SQL.
    const stored = await db
      .select({
        kind: sql<string>`jsonb_typeof(${stories.stickerInfo})`,
        text: sql<string>`${stories.stickerInfo} #>> '{}'`,
      })
      .from(stories)
      .where(isNotNull(stories.stickerInfo));
    const storedStrings = stored.filter((s) => s.kind === 'string').map((s) => s.text);
    expect(storedStrings.filter((s) => parseSticker(s) !== null).length).toBeGreaterThan(0);
    expect(storedStrings).toContain('[object Object]');
    expect(stored.some((s) => s.kind === 'object')).toBe(true);

    const notes = rows.map((r) => r.notes ?? '');
    expect(notes.some((n) => /ajustar|cambiar/i.test(n))).toBe(true);
    expect(notes.some((n) => /pausa/i.test(n))).toBe(true);
  });

  it('sets up chat automation on most campaigns, one with the landing placeholder and one with none', async () => {
    const all = await db.select().from(campaigns);
    const withKeyword = all.filter((c) => c.manychatKeyword);
    expect(withKeyword.length).toBeGreaterThan(all.length / 2);
    expect(all.filter((c) => c.manychatLandingUrl === '[URL_LANDING_CON_CHECKOUT]')).toHaveLength(1);
    const none = all.filter(
      (c) =>
        !c.manychatKeyword &&
        !c.manychatAutoResponse &&
        !c.manychatLandingUrl &&
        !c.manychatNotes &&
        c.manychatFollowUpSequence.length === 0 &&
        c.manychatTags.length === 0,
    );
    expect(none).toHaveLength(1);
    const sequences = all.map((c) => c.manychatFollowUpSequence).filter((s) => s.length >= 2);
    expect(sequences.length).toBeGreaterThan(0);
    for (const sequence of sequences) {
      expect(sequence.length).toBeLessThanOrEqual(3);
      for (const item of sequence) {
        expect(item.delay_hours).toBeGreaterThan(0);
        expect(item.message.length).toBeGreaterThan(0);
      }
    }
    const delays = new Set(sequences.flat().map((i) => i.delay_hours));
    for (const hours of [2, 24, 50]) expect(delays).toContain(hours);
    expect(all.some((c) => c.manychatTags.length > 0)).toBe(true);
  });

  it('records the AI info and two AI requests: one completed with its campaign, one failed', async () => {
    const [info] = await db.select().from(userAiInfo);
    expect(info?.targetAudience).toBeTruthy();

    const requests = await db.query.aiCampaignRequests.findMany({
      with: { generatedCampaign: true, user: true },
    });
    expect(requests).toHaveLength(2);
    const completed = requests.find((r) => r.status === 'completed')!;
    expect(completed.generatedCampaign?.source).toBe('ai');
    expect(completed.generatedCampaign?.launchPlan?.length).toBeGreaterThan(0);
    expect(completed.user.email).toBe(DEMO_CREDENTIALS.client.email);
    expect(completed.launchDatetime).toMatch(/^\p{L}+, \d{1,2} de \p{L}+ de \d{4} a las \d{2}:\d{2}$/u);
    // Launch two days after today at 12:00 Madrid time (UTC+2 in April).
    expect(completed.launchDatetime).toBe('miércoles, 1 de abril de 2026 a las 12:00');
    expect(completed.launchAt?.toISOString()).toBe('2026-04-01T10:00:00.000Z');

    const failed = requests.find((r) => r.status === 'failed')!;
    expect(failed.generatedCampaignId).toBeNull();
    expect(failed.errorMessage).toMatch(/inténtalo de nuevo/);
    expect(failed.openaiResponse?.stage).toBe('error');

    const aiCampaigns = await db.select().from(campaigns).where(eq(campaigns.source, 'ai'));
    expect(aiCampaigns.map((c) => c.id)).toEqual([completed.generatedCampaignId]);
  });

  it('gives published stories numbers entered by the brand, all but the two latest of each campaign', async () => {
    for (const campaign of await loadCampaigns(db)) {
      const posted = allStories(campaign)
        .filter((s) => s.isPosted)
        .sort((a, b) => a.postedAt!.getTime() - b.postedAt!.getTime());
      if (posted.length === 0) continue;
      const withNumbers = new Set(
        (
          await db
            .select({ id: storyResults.storyId, by: storyResults.enteredByName, reach: storyResults.reach })
            .from(storyResults)
            .where(
              inArray(
                storyResults.storyId,
                posted.map((s) => s.id),
              ),
            )
        ).map((row) => {
          expect(row.by).toBe(DEMO_CREDENTIALS.client.name);
          expect(row.reach).toBeGreaterThan(0);
          return row.id;
        }),
      );
      expect(
        posted.map((s) => withNumbers.has(s.id)),
        campaign.title,
      ).toEqual(posted.map((_, i) => i < posted.length - 2));
    }
  });
});

describe('schema constraints on the demo data', () => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
    await seedDemoData(db, { today: TODAY, now: NOW });
  });

  afterAll(async () => {
    await testDb?.cleanup();
  });

  it('refuses a story marked posted without posted_at, and the reverse', async () => {
    const [story] = await db
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.isPosted, false))
      .limit(1);
    await expect(
      db.update(stories).set({ isPosted: true }).where(eq(stories.id, story!.id)),
    ).rejects.toThrow();
    await expect(
      db.update(stories).set({ postedAt: new Date() }).where(eq(stories.id, story!.id)),
    ).rejects.toThrow();
    await db.update(stories).set({ isPosted: true, postedAt: new Date() }).where(eq(stories.id, story!.id));
  });

  it('refuses a second client with the same e-mail in another case, and an AI duration other than 7, 14, 21', async () => {
    await expect(
      db.insert(clients).values({ name: 'Otra', brandName: 'Otra marca', email: 'CLIENTE@demo.local' }),
    ).rejects.toThrow();
    const [anyUser] = await db.select({ id: user.id }).from(user).limit(1);
    await expect(
      db.insert(aiCampaignRequests).values({
        userId: anyUser!.id,
        productDescription: 'x',
        salesProcess: 'x',
        specialOffers: 'x',
        campaignDuration: 10,
        launchDatetime: 'x',
      }),
    ).rejects.toThrow();
  });

  it('refuses two days with the same order in one campaign', async () => {
    const [day] = await db.select().from(campaignDays).limit(1);
    await expect(
      db
        .insert(campaignDays)
        .values({ campaignId: day!.campaignId, date: day!.date, dayOrder: day!.dayOrder, title: 'Día' }),
    ).rejects.toThrow();
  });

  it('deleting a client removes its campaigns, days, stories and AI requests; deleting a user unlinks its client', async () => {
    const [aurora] = await db.select().from(clients).where(eq(clients.brandName, DEMO_BRAND_NAMES.active));
    const auroraCampaignIds = (
      await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.clientId, aurora!.id))
    ).map((c) => c.id);
    expect(auroraCampaignIds).toHaveLength(5);
    const [otherStoriesBefore] = await db
      .select({ n: count() })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .where(notInArray(campaignDays.campaignId, auroraCampaignIds));

    await db.delete(clients).where(eq(clients.id, aurora!.id));

    expect(await db.select().from(campaigns).where(inArray(campaigns.id, auroraCampaignIds))).toEqual([]);
    expect(
      await db.select().from(campaignDays).where(inArray(campaignDays.campaignId, auroraCampaignIds)),
    ).toEqual([]);
    expect(await db.select().from(aiCampaignRequests)).toEqual([]);
    const [storiesLeft] = await db.select({ n: count() }).from(stories);
    expect(storiesLeft!.n).toBe(otherStoriesBefore!.n);
    expect(storiesLeft!.n).toBeGreaterThan(0);

    await db.delete(user).where(eq(user.email, DEMO_CREDENTIALS.inactiveClient.email));
    const [vertice] = await db.select().from(clients).where(eq(clients.brandName, DEMO_BRAND_NAMES.inactive));
    expect(vertice).toBeDefined();
    expect(vertice?.userId).toBeNull();
  });
});
