/**
 * Proof of posting (issue 31 §1): a story's screenshot (re-encoded, metadata stripped) or its Instagram link, its
 * ACL, replacing and removing it (the old screenshot deleted from storage), the client setting that makes
 * «Marcar publicada» need it, and where the agency reads it (campaign screen, «Hoy» board).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storyProofs } from '../../src/server/db/schema/proofs';
import { sweepOrphanProofs } from '../../src/server/services/proofs/sweep-orphan-proofs';
import type { AdminTodayResponse } from '../../src/shared/api/admin-today';
import type { CampaignDetailResponse } from '../../src/shared/api/client-area/campaigns';
import { todayInTimeZone } from '../../src/shared/dates';
import { PROOF_TEXTS, type StoryProofResponse } from '../../src/shared/proofs/story-proof';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let users: Record<'owner' | 'other' | 'admin', SignedInUser>;
let campaign: FactoryCampaign;
let screenshot: Buffer;
const db = () => t.database.db;
const story = (n: number) => campaign.storyIds[n]!;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { owner: {}, other: {}, admin: { role: 'admin' } }, '10.211.0');
  // Today's stories in the agency's zone, so that the board shows the published ones.
  campaign = await createCampaign(db(), {
    clientId: users.owner.clientId!,
    startDate: todayInTimeZone(t.deps.env.APP_TIMEZONE),
    days: 1,
    storiesPerDay: 6,
    title: 'Pruebas',
  });
  // Stories 5 and 6 were due at midnight: the board lists published stories once due.
  for (const [i, time] of [
    [4, '00:00'],
    [5, '00:00'],
  ] as const) {
    await db().update(stories).set({ scheduledTime: time }).where(eq(stories.id, campaign.storyIds[i]!));
  }
  // A phone screenshot taller than a story, with EXIF and GPS that must not be kept.
  screenshot = await sharp({ create: { width: 1290, height: 2796, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
    })
    .toBuffer();
});
afterAll(() => t.cleanup());

const putScreenshot = (id: string, body: Uint8Array<ArrayBuffer>, who?: SignedInUser) =>
  t.request(`/api/stories/${id}/proof/screenshot`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body,
    ...(who ? { cookie: who.cookie } : {}),
  });
const putLink = (id: string, link: unknown, who: SignedInUser) =>
  t.request(`/api/stories/${id}/proof/link`, { method: 'PUT', json: { link }, cookie: who.cookie });
const proofOf = async (id: string, who: SignedInUser) =>
  ((await (await t.request(`/api/stories/${id}/proof`, { cookie: who.cookie })).json()) as StoryProofResponse)
    .proof;
const markPosted = (id: string, who: SignedInUser) =>
  t.request(`/api/stories/${id}/posted`, { method: 'PATCH', json: { isPosted: true }, cookie: who.cookie });
const objectsOf = async (storyId: string) => {
  const keys: string[] = [];
  for await (const object of t.deps.media.storage.list(`proofs/${storyId}/`)) keys.push(object.key);
  return keys;
};

describe('the screenshot', () => {
  it('is stored as a WebP of at most 1920 px without its metadata, readable by the client and the agency only', async () => {
    const res = await putScreenshot(story(0), new Uint8Array(screenshot), users.owner);
    expect(res.status).toBe(200);
    const { proof } = (await res.json()) as StoryProofResponse;
    expect(proof).toMatchObject({ kind: 'screenshot', linkUrl: null, byAgency: false });
    expect(proof!.imageUrl).toMatch(new RegExp(`^/api/stories/${story(0)}/proof/screenshot\\?v=`));

    const image = await t.request(proof!.imageUrl!, { cookie: users.admin.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', height: 1920 });
    expect(meta.exif).toBeUndefined();

    expect((await t.request(proof!.imageUrl!, { cookie: users.other.cookie })).status).toBe(404);
    expect((await t.request(proof!.imageUrl!)).status).toBe(401);
    expect((await putScreenshot(story(0), new Uint8Array(screenshot), users.other)).status).toBe(404);
    expect((await proofOf(story(0), users.owner))?.kind).toBe('screenshot');
  });

  it('refuses what is not an image (415) and a body over 20 MB (413), keeping nothing', async () => {
    const text = await putScreenshot(story(1), new TextEncoder().encode('no soy una imagen'), users.owner);
    expect(text.status).toBe(415);
    expect(JSON.stringify(await text.json())).toContain(PROOF_TEXTS.notImage);
    const huge = await putScreenshot(story(1), new Uint8Array(21 * 1024 * 1024), users.owner);
    expect(huge.status).toBe(413);
    expect(await proofOf(story(1), users.owner)).toBeNull();
    expect(await objectsOf(story(1))).toEqual([]);
  });

  it('replaced twenty times at once leaves one proof and one stored screenshot', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => putScreenshot(story(2), new Uint8Array(screenshot), users.owner)),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const rows = await db()
      .select()
      .from(storyProofs)
      .where(eq(storyProofs.storyId, story(2)));
    expect(rows).toHaveLength(1);
    expect(await objectsOf(story(2))).toEqual([rows[0]!.storageKey]);
  });
});

describe('the Instagram link', () => {
  it('takes an Instagram link (https, query kept) and refuses any other address with a Spanish message', async () => {
    for (const bad of [
      'hola',
      'javascript:alert(1)',
      'https://evil.example/stories/x',
      'https://user:pw@instagram.com/x',
    ]) {
      const res = await putLink(story(3), bad, users.owner);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(PROOF_TEXTS.badLink);
    }
    const res = await putLink(story(3), ' instagram.com/stories/marca/3481?igsh=abc ', users.owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as StoryProofResponse).proof).toMatchObject({
      kind: 'link',
      linkUrl: 'https://instagram.com/stories/marca/3481?igsh=abc',
      imageUrl: null,
    });
  });

  it('replaces a screenshot and deletes it from storage; removing the proof leaves nothing', async () => {
    const [before] = await objectsOf(story(0));
    expect(before).toBeDefined();
    expect((await putLink(story(0), 'https://www.instagram.com/stories/marca/1', users.admin)).status).toBe(
      200,
    );
    expect(await objectsOf(story(0))).toEqual([]);
    expect(await proofOf(story(0), users.owner)).toMatchObject({ kind: 'link', byAgency: true });
    const removed = await t.request(`/api/stories/${story(0)}/proof`, {
      method: 'DELETE',
      cookie: users.owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await proofOf(story(0), users.owner)).toBeNull();
  });
});

describe('proof required for the client', () => {
  it('refuses «Marcar publicada» without a proof, takes it with one; the agency marks without', async () => {
    await db().update(clients).set({ proofRequired: true }).where(eq(clients.id, users.owner.clientId!));
    try {
      const refused = await markPosted(story(4), users.owner);
      expect(refused.status).toBe(409);
      expect(JSON.stringify(await refused.json())).toContain(PROOF_TEXTS.required);
      expect((await putLink(story(4), 'https://www.instagram.com/stories/marca/9', users.owner)).status).toBe(
        200,
      );
      expect((await markPosted(story(4), users.owner)).status).toBe(200);
      expect((await markPosted(story(5), users.admin)).status).toBe(200);
    } finally {
      await db().update(clients).set({ proofRequired: false }).where(eq(clients.id, users.owner.clientId!));
    }
  });

  it('is a setting of the client the agency changes, which the client reads in its profile', async () => {
    const path = `/api/admin/clients/${users.owner.clientId}`;
    const { client } = (await (await t.request(path, { cookie: users.admin.cookie })).json()) as {
      client: Record<string, unknown>;
    };
    expect(client.proofRequired).toBe(false);
    const { name, brandName, email, phone, industry, description, status } = client;
    const patch = await t.request(path, {
      method: 'PATCH',
      cookie: users.admin.cookie,
      json: { name, brandName, email, phone, industry, description, status, proofRequired: true },
    });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const me = await (await t.request('/api/client/me', { cookie: users.owner.cookie })).json();
    expect(JSON.stringify(me)).toContain('"proofRequired":true');
    await db().update(clients).set({ proofRequired: false }).where(eq(clients.id, users.owner.clientId!));
  });
});

describe('where the agency sees it', () => {
  it('on the campaign screen and on the «Hoy» board’s published stories', async () => {
    const detail = (await (
      await t.request(`/api/campaigns/${campaign.campaignId}`, { cookie: users.admin.cookie })
    ).json()) as CampaignDetailResponse;
    const cards = detail.campaign.days[0]!.stories;
    expect(cards[4]!.proof).toMatchObject({
      kind: 'link',
      linkUrl: 'https://www.instagram.com/stories/marca/9',
    });
    expect(cards[2]!.proof).toMatchObject({ kind: 'screenshot' });
    expect(cards[1]!.proof).toBeNull();
    expect(cards[1]!.hasResults).toBe(false);

    const board = (await (
      await t.request('/api/admin/today', { cookie: users.admin.cookie })
    ).json()) as AdminTodayResponse;
    const published = board.published.filter((s) => s.campaign.id === campaign.campaignId);
    expect(published.map((s) => [s.story.number, s.proof?.kind ?? null, s.hasResults])).toEqual([
      [6, null, false],
      [5, 'link', false],
    ]);
  });
});

describe('the sweep', () => {
  it('deletes stored screenshots no proof names once past the grace period, keeping the named ones', async () => {
    const storage = t.deps.media.storage;
    const orphan = `proofs/${story(1)}/00000000-0000-4000-8000-000000000000.webp`;
    const { Readable } = await import('node:stream');
    await storage.put(orphan, Readable.from(Buffer.from('x')), { contentType: 'image/webp' });
    expect(await sweepOrphanProofs({ db: db(), storage })).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await sweepOrphanProofs({ db: db(), storage, now: later })).toBe(1);
    expect(await storage.stat(orphan)).toBeNull();
    expect(await objectsOf(story(2))).toHaveLength(1);
  });
});
