/**
 * «Publicar automáticamente» (issue 32), against the test double of Meta's API on a fake clock: only a story with no
 * sticker, link, mention or on-screen text and one file in story format is eligible; at its time the job runner
 * makes a container (Meta really downloads the file from the panel's signed address, as a JPEG), looks at it until it
 * is FINISHED, publishes it once and marks the story published with its media id, whose numbers then arrive; the
 * brand's reminder is held back meanwhile; an unapproved story, the quota (code 9) or a file Instagram refuses fall
 * back to the brand's reminder with the reason; an EXPIRED container is made again.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storyAutoPublish, storyInstagram } from '../../src/server/db/schema/instagram';
import { jobs } from '../../src/server/db/schema/jobs';
import { planNotifications } from '../../src/server/services/reminders/plan-notifications';
import type { AutoPublishResponse } from '../../src/shared/instagram/auto-publish-contract';
import { AUTO_PUBLISH_TEXTS } from '../../src/shared/instagram/auto-publish-texts';
import type { StoryResultsResponse } from '../../src/shared/results/story-results';
import { createCampaign } from '../factories/campaigns';
import { DEFAULT_ACCOUNT } from '../setup/instagram-double';
import { type InstagramApp, startInstagramApp } from './support/instagram-app';

const IG = DEFAULT_ACCOUNT.igUserId;
const QUOTA = 2;
// 10:00 in Madrid on Tuesday 1 December 2026; the stories are due at 12:00 (11:00Z).
const START = new Date('2026-12-01T09:00:00Z');
const DUE = new Date('2026-12-01T11:00:00Z');
let clock = START;
const now = () => clock;
let app: InstagramApp;
let storyIds: string[];
let campaignId: string;

async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: '#b5651d' } })
    [format]()
    .toBuffer();
}
async function upload(storyId: string, body: Buffer, name: string) {
  const res = await app.t.request(`/api/stories/${storyId}/media?name=${name}`, {
    method: 'POST',
    cookie: app.users.brand.cookie,
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
    body: new Uint8Array(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}
async function setAuto(storyId: string, enabled: boolean, who = app.users.brand) {
  return app.t.request(`/api/stories/${storyId}/auto-publish`, {
    method: 'PUT',
    cookie: who.cookie,
    json: { enabled },
  });
}
async function autoPublish(storyId: string) {
  const res = await app.t.request(`/api/stories/${storyId}/auto-publish`, { cookie: app.users.brand.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AutoPublishResponse;
}
const request = async (storyId: string) =>
  (await app.db().select().from(storyAutoPublish).where(eq(storyAutoPublish.storyId, storyId)))[0];
async function tick(at: Date) {
  clock = at;
  await app.drain();
}
/** Runs the publication's steps 10 s apart (the job's own rhythm), letting the double finish its downloads. */
async function runUntilSettled(storyId: string, from: Date) {
  clock = from;
  for (let step = 0; step < 20; step++) {
    await app.drain();
    const row = await request(storyId);
    if (row?.state === 'published' || row?.state === 'fallback') return row;
    await vi.waitFor(() => {
      expect(app.double.containers().every((container) => container.fetch !== undefined)).toBe(true);
    });
    clock = new Date(clock.getTime() + 10_000);
  }
  throw new Error('the publication did not settle');
}

beforeAll(async () => {
  // A quota of 2 a day, to reach it quickly.
  app = await startInstagramApp({ now, ipPrefix: '10.203.0', double: { quotaTotal: QUOTA } });
  await app
    .db()
    .update(clients)
    .set({ timeZone: 'Europe/Madrid' })
    .where(eq(clients.id, app.users.brand.clientId!));
  await app.connect(app.users.brand.clientId!);
  ({ storyIds, campaignId } = await createCampaign(app.db(), {
    clientId: app.users.brand.clientId!,
    startDate: '2026-12-01',
    days: 1,
    storiesPerDay: 6,
    storyOverrides: Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((n) => [`1-${n}`, { storyType: n === 6 ? 'TEXTO_PANTALLA' : 'EL_HABLANDO' }]),
    ),
  }));
  for (const id of storyIds)
    await app.db().update(stories).set({ scheduledTime: '12:00' }).where(eq(stories.id, id));
});
afterAll(() => app?.close());

describe('which stories may be published automatically', () => {
  it('says why not: on-screen text, no file, a sticker, a 1:1 file', async () => {
    const textOnScreen = await autoPublish(storyIds[5]!);
    expect(textOnScreen.connected).toBe(true);
    expect(textOnScreen.blockers.map((b) => b.code)).toEqual(['text_overlay', 'no_media']);
    await app
      .db()
      .update(stories)
      .set({ stickerInfo: { type: 'poll', options: ['Sí', 'No'] } })
      .where(eq(stories.id, storyIds[4]!));
    await upload(storyIds[4]!, await image(1080, 1080), 'cuadrada.png');
    expect((await autoPublish(storyIds[4]!)).blockers.map((b) => b.code)).toEqual([
      'sticker',
      'media_format',
    ]);
    const refused = await setAuto(storyIds[4]!, true);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { message: string; issues: { path: string }[] } };
    expect(body.error.message).toContain(AUTO_PUBLISH_TEXTS.notEligible);
    expect(body.error.issues.map((issue) => issue.path)).toEqual(['sticker', 'media_format']);
    expect(await request(storyIds[4]!)).toBeUndefined();
  });

  it('is the story’s client’s or the agency’s to set: another brand gets 404', async () => {
    const res = await setAuto(storyIds[0]!, true, app.users.otherBrand);
    expect(res.status).toBe(404);
  });
});

describe('publishing automatically at the story’s time', () => {
  it('makes a container from the file as JPEG, publishes it once, marks the story, and reads its numbers', async () => {
    clock = START;
    await upload(storyIds[0]!, await image(1080, 1920), 'final.png');
    const on = await setAuto(storyIds[0]!, true);
    expect(on.status).toBe(200);
    expect(((await on.json()) as AutoPublishResponse).autoPublish).toMatchObject({ state: 'scheduled' });
    // The brand's reminder (15 min before) is held back: the panel publishes this one.
    clock = new Date('2026-12-01T10:45:00Z');
    await planNotifications({ db: app.db(), env: app.t.deps.env, now: clock });
    const reminders = await app
      .db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.type, 'reminders.send'));
    expect(JSON.stringify(reminders)).not.toContain(storyIds[0]!);
    // Nothing before its time.
    await app.drain();
    expect(app.double.containers()).toHaveLength(0);
    const row = await runUntilSettled(storyIds[0]!, DUE);
    expect(row).toMatchObject({ state: 'published' });
    const published = app.double.published(IG);
    expect(published).toHaveLength(1);
    expect(row!.igMediaId).toBe(published[0]!.mediaId);
    const [container] = app.double.containers();
    expect(container!.fetch).toMatchObject({
      httpStatus: 200,
      contentType: 'image/jpeg',
      width: 1080,
      height: 1920,
    });
    expect(container!.url).toMatch(new RegExp(`^${app.t.deps.env.PUBLIC_URL}/api/instagram/media/`));
    const [story] = await app.db().select().from(stories).where(eq(stories.id, storyIds[0]!));
    expect(story!.isPosted).toBe(true);
    const [media] = await app
      .db()
      .select()
      .from(storyInstagram)
      .where(eq(storyInstagram.storyId, storyIds[0]!));
    expect(media).toMatchObject({ igMediaId: published[0]!.mediaId, matchedBy: 'published' });
    // Its numbers arrive with the first poll, without matching by time.
    app.double.setInsights(published[0]!.mediaId, { views: 640, reach: 512 });
    await tick(new Date(clock.getTime() + 3_600_000));
    const res = await app.t.request(`/api/stories/${storyIds[0]}/results`, {
      cookie: app.users.brand.cookie,
    });
    expect(((await res.json()) as StoryResultsResponse).results).toMatchObject({
      reach: 512,
      impressions: 640,
    });
    // The signed address no longer opens the file after its hour.
    const late = await fetch(container!.url);
    expect(late.status).toBe(404);
  });

  it('waits for the client’s approval when the campaign asks for it, and falls back to the reminder', async () => {
    await app.db().execute(
      sql`update campaigns set requires_approval = true
        where id = (select d.campaign_id from campaign_days d join stories s on s.campaign_day_id = d.id where s.id = ${storyIds[1]!})`,
    );
    clock = START;
    await upload(storyIds[1]!, await image(1080, 1920, 'jpeg'), 'final.jpg');
    expect((await setAuto(storyIds[1]!, true)).status).toBe(200);
    expect((await autoPublish(storyIds[1]!)).awaitingApproval).toBe(true);
    const before = app.double.published(IG).length;
    const row = await runUntilSettled(storyIds[1]!, DUE);
    expect(row).toMatchObject({ state: 'fallback', reason: AUTO_PUBLISH_TEXTS.fallback.notApproved });
    expect(app.double.published(IG)).toHaveLength(before);
    // The brand gets its reminder now, for that story.
    const reminders = await app
      .db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `instagram.fallback-reminder:${storyIds[1]}:${row!.requestedAt.getTime()}`));
    expect(reminders).toEqual([
      { payload: { clientId: app.users.brand.clientId, dueAt: DUE.toISOString(), storyIds: [storyIds[1]] } },
    ]);
    // The agency's delivery log of the campaign says it, with the reason.
    const log = await app.t.request(`/api/admin/campaigns/${campaignId}/deliveries`, {
      cookie: app.users.admin.cookie,
    });
    const { deliveries } = (await log.json()) as { deliveries: Array<Record<string, unknown>> };
    expect(deliveries).toContainEqual(
      expect.objectContaining({
        storyId: storyIds[1],
        kind: 'auto_publish',
        channel: 'instagram',
        status: 'failed',
        detail: AUTO_PUBLISH_TEXTS.fallback.notApproved,
      }),
    );
    expect(deliveries).toContainEqual(
      expect.objectContaining({ storyId: storyIds[0], kind: 'auto_publish', status: 'sent' }),
    );
    await app.db().execute(sql`update campaigns set requires_approval = false`);
  });

  it('a file Instagram cannot fetch as a 9:16 story is refused (ERROR): back to the brand with Instagram’s reason', async () => {
    clock = START;
    await upload(storyIds[2]!, await image(1080, 1920), 'final.png');
    expect((await setAuto(storyIds[2]!, true)).status).toBe(200);
    // The file is replaced by a 4:5 one behind the panel's back (its recorded size still says 9:16): Meta's own
    // download finds it, and the container ends in ERROR.
    const [file] = (
      (await app
        .db()
        .execute(sql`select storage_key from story_media where story_id = ${storyIds[2]!}`)) as unknown as {
        rows: { storage_key: string }[];
      }
    ).rows;
    await app.t.deps.media.storage.put(file!.storage_key, Readable.from(await image(1080, 1350)), {
      contentType: 'image/png',
    });
    const row = await runUntilSettled(storyIds[2]!, DUE);
    expect(row!.state).toBe('fallback');
    expect(row!.reason).toMatch(new RegExp(`^${AUTO_PUBLISH_TEXTS.fallback.mediaError}: `));
  });

  it('past the account’s quota (code 9) it does not publish and tells the brand why', async () => {
    clock = START;
    await upload(storyIds[3]!, await image(1080, 1920), 'final.png');
    expect((await setAuto(storyIds[3]!, true)).status).toBe(200);
    await fillQuota(QUOTA);
    const row = await runUntilSettled(storyIds[3]!, DUE);
    expect(row).toMatchObject({ state: 'fallback', reason: AUTO_PUBLISH_TEXTS.fallback.quota });
  });

  it('a container left unpublished for 24 h (EXPIRED) is made again, and the story published once', async () => {
    const later = await createCampaign(app.db(), {
      clientId: app.users.brand.clientId!,
      startDate: '2026-12-02',
      days: 1,
      storiesPerDay: 1,
      storyOverrides: { '1-1': { storyType: 'EL_HABLANDO' } },
    });
    const storyId = later.storyIds[0]!;
    await app.db().update(stories).set({ scheduledTime: '13:00' }).where(eq(stories.id, storyId));
    clock = START;
    await upload(storyId, await image(1080, 1920, 'jpeg'), 'final.jpg');
    expect((await setAuto(storyId, true)).status).toBe(200);
    const containersBefore = app.double.containers().length;
    // The next day at 13:00 in Madrid, outside the first stories' 24 h of quota.
    const due = new Date('2026-12-02T12:00:00Z');
    await tick(due);
    expect(await request(storyId)).toMatchObject({ state: 'waiting' });
    // The worker that was to look again is gone for a day (its job waits): Meta expires the container.
    const row = await runUntilSettled(storyId, new Date(due.getTime() + 25 * 3_600_000));
    expect(row).toMatchObject({ state: 'published' });
    const made = app.double.containers().slice(containersBefore);
    expect(made.map((container) => container.state)).toEqual(['EXPIRED', 'PUBLISHED']);
    expect(
      app.double.published(IG).filter((story) => made.some((c) => c.id === story.containerId)),
    ).toHaveLength(1);
  });

  it('turning it off before its time cancels it; once published it cannot be undone', async () => {
    const off = await setAuto(storyIds[3]!, false);
    expect(off.status).toBe(200);
    expect(await request(storyIds[3]!)).toBeUndefined();
    const published = await setAuto(storyIds[0]!, false);
    expect(published.status).toBe(409);
  });
});

/** Publishes stories straight on the double until the account's rolling quota is used up. */
async function fillQuota(total: number) {
  const token = app.double.issueLongToken(IG, clock);
  const source = await image(1080, 1920, 'jpeg');
  const { createServer } = await import('node:http');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(source);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/a.jpg`;
  try {
    for (let i = app.double.published(IG).length; i < total; i++) {
      const made = await fetch(`${app.double.baseUrl}/${IG}/media`, {
        method: 'POST',
        body: new URLSearchParams({ media_type: 'STORIES', image_url: url, access_token: token }),
      });
      const { id } = (await made.json()) as { id: string };
      await vi.waitFor(async () => {
        const status = await fetch(`${app.double.baseUrl}/${id}?fields=status_code&access_token=${token}`);
        expect(((await status.json()) as { status_code: string }).status_code).toBe('FINISHED');
      });
      await fetch(`${app.double.baseUrl}/${IG}/media_publish`, {
        method: 'POST',
        body: new URLSearchParams({ creation_id: id, access_token: token }),
      });
    }
  } finally {
    server.close();
  }
}
