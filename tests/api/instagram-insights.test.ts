/**
 * A connected client's story numbers, read from Instagram within their 24 hours (issue 32), against the test double
 * on a fake clock: a story marked published is matched to its live Instagram story (by the pasted link, else by
 * time), its insights are polled at +1 h, +12 h and +23 h through the job queue and never after 24 h, copied into
 * the story's numbers as «desde Instagram» (a form save keeps them), a retired metric name does not lose the others,
 * too few viewers (#10) is a note, not an error, and a revoked token asks to reconnect.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramConnections, storyInstagram } from '../../src/server/db/schema/instagram';
import { jobs } from '../../src/server/db/schema/jobs';
import { storyResults } from '../../src/server/db/schema/results';
import { forgetRefusedMetrics } from '../../src/server/services/instagram/read-insights';
import type { StoryResultsResponse } from '../../src/shared/results/story-results';
import { createCampaign } from '../factories/campaigns';
import { DEFAULT_ACCOUNT } from '../setup/instagram-double';
import { type InstagramApp, startInstagramApp } from './support/instagram-app';

const HOUR = 3_600_000;
// 10:00 in Madrid on Tuesday 1 December 2026.
const START = new Date('2026-12-01T09:00:00Z');
let clock = START;
const now = () => clock;
let app: InstagramApp;
let storyIds: string[];
const IG = DEFAULT_ACCOUNT.igUserId;

beforeAll(async () => {
  app = await startInstagramApp({ now, ipPrefix: '10.202.0', double: { viewerThreshold: 5 } });
  await app.connect(app.users.brand.clientId!);
  ({ storyIds } = await createCampaign(app.db(), {
    clientId: app.users.brand.clientId!,
    startDate: '2026-12-01',
    days: 1,
    storiesPerDay: 6,
  }));
});
afterAll(() => app?.close());

const later = (hours: number, from = START) => new Date(from.getTime() + hours * HOUR);
async function markPublished(storyId: string, who = app.users.brand) {
  const res = await app.t.request(`/api/stories/${storyId}/posted`, {
    method: 'PATCH',
    cookie: who.cookie,
    json: { isPosted: true },
  });
  expect(res.status).toBe(200);
}
/** The insights calls of a story, one per poll (the navigation breakdown, asked apart, is not counted). */
const insightCalls = (mediaId: string) =>
  app.double.calls.filter((call) => call.path.endsWith(`/${mediaId}/insights`) && !call.query.breakdown);
const instagramRow = async (storyId: string) =>
  (await app.db().select().from(storyInstagram).where(eq(storyInstagram.storyId, storyId)))[0];
async function results(storyId: string, who = app.users.brand) {
  const res = await app.t.request(`/api/stories/${storyId}/results`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as StoryResultsResponse;
}
async function tick(at: Date) {
  clock = at;
  await app.drain();
}

describe('a published story’s numbers from Instagram', () => {
  it('are polled at +1 h, +12 h and +23 h, shown «desde Instagram», and never asked after 24 h', async () => {
    const mediaId = app.double.addLiveStory(IG, { timestamp: later(-0.1) });
    app.double.setViewers(mediaId, 800);
    app.double.setInsights(mediaId, {
      views: 900,
      reach: 700,
      replies: 4,
      navigation: { tap_forward: 500, tap_exit: 60 },
    });
    clock = START;
    await markPublished(storyIds[0]!);
    await tick(later(0.9));
    expect(insightCalls(mediaId)).toHaveLength(0);
    await tick(later(1));
    expect(await instagramRow(storyIds[0]!)).toMatchObject({
      igMediaId: mediaId,
      matchedBy: 'time',
      insightsPolls: 1,
    });
    const first = await results(storyIds[0]!);
    expect(first.results).toMatchObject({
      impressions: 900,
      reach: 700,
      replies: 4,
      exits: 60,
      shares: null,
      enteredBy: { name: 'Instagram', role: 'instagram' },
      instagramFields: ['reach', 'impressions', 'replies', 'exits'],
      instagramTakenAt: later(1).toISOString(),
    });
    app.double.setInsights(mediaId, { views: 1500, reach: 1100, shares: 7 });
    await tick(later(12));
    await tick(later(23));
    expect(insightCalls(mediaId)).toHaveLength(3);
    const last = await results(storyIds[0]!);
    expect(last.results).toMatchObject({
      impressions: 1500,
      reach: 1100,
      shares: 7,
      instagramTakenAt: later(23).toISOString(),
    });
    // After 24 h the panel never asks: no job is left for the story, and a day later nothing more was called.
    await tick(later(48));
    expect(insightCalls(mediaId)).toHaveLength(3);
    const left = await app
      .db()
      .select({ type: jobs.type, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.type, 'instagram.story-insights'));
    expect(left.every((job) => job.status === 'succeeded')).toBe(true);
  });

  it('keeps Instagram’s numbers when the brand saves the form, and saves the brand’s own fields', async () => {
    const res = await app.t.request(`/api/stories/${storyIds[0]}/results`, {
      method: 'PUT',
      cookie: app.users.brand.cookie,
      json: { reach: 1, impressions: 2, linkTaps: 33, keywordDms: 5 },
    });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as StoryResultsResponse).results!;
    expect(saved).toMatchObject({ reach: 1100, impressions: 1500, linkTaps: 33, keywordDms: 5 });
    expect(saved.updatedBy.role).toBe('client');
    expect(saved.enteredBy.role).toBe('instagram');
  });

  it('matches by the pasted Instagram link before the time', async () => {
    const start = later(30);
    const near = app.double.addLiveStory(IG, { timestamp: later(-0.05, start) });
    const linked = app.double.addLiveStory(IG, { timestamp: later(-3, start) });
    const permalink = `https://www.instagram.com/stories/${DEFAULT_ACCOUNT.username}/${linked}/`;
    clock = start;
    const proof = await app.t.request(`/api/stories/${storyIds[1]}/proof/link`, {
      method: 'PUT',
      cookie: app.users.brand.cookie,
      json: { link: permalink },
    });
    expect([200, 201]).toContain(proof.status);
    await markPublished(storyIds[1]!);
    app.double.setInsights(linked, { reach: 50 });
    await tick(later(1, start));
    expect(await instagramRow(storyIds[1]!)).toMatchObject({ igMediaId: linked, matchedBy: 'link' });
    expect(near).not.toBe(linked);
  });

  it('a metric Instagram retired does not lose the others (dropped once, logged once)', async () => {
    forgetRefusedMetrics();
    app.double.retireMetric('profile_visits');
    const start = later(40);
    const mediaId = app.double.addLiveStory(IG, { timestamp: later(-0.1, start) });
    app.double.setInsights(mediaId, { views: 300, reach: 250, profile_visits: 9 });
    clock = start;
    await markPublished(storyIds[2]!);
    await tick(later(1, start));
    expect((await results(storyIds[2]!)).results).toMatchObject({
      impressions: 300,
      reach: 250,
      profileVisits: null,
    });
    const before = insightCalls(mediaId).length;
    await tick(later(12, start));
    // The second poll asks once, without the refused name.
    const second = insightCalls(mediaId).slice(before);
    expect(second).toHaveLength(1);
    expect(String(second[0]!.query.metric)).not.toContain('profile_visits');
    forgetRefusedMetrics();
  });

  it('too few viewers (#10) is a note on the story, and the next poll tries again', async () => {
    const start = later(50);
    const mediaId = app.double.addLiveStory(IG, { timestamp: later(-0.1, start) });
    app.double.setViewers(mediaId, 2);
    clock = start;
    await markPublished(storyIds[3]!);
    await tick(later(1, start));
    const row = await instagramRow(storyIds[3]!);
    expect(row!.insightsNote).toMatch(/pocas visualizaciones/);
    expect((await results(storyIds[3]!)).results).toBeNull();
    app.double.setViewers(mediaId, 40);
    app.double.setInsights(mediaId, { reach: 38 });
    await tick(later(12, start));
    expect((await results(storyIds[3]!)).results?.reach).toBe(38);
  });

  it('a story of a client without a connection is never polled', async () => {
    const other = await createCampaign(app.db(), {
      clientId: app.users.otherBrand.clientId!,
      startDate: '2026-12-01',
      days: 1,
      storiesPerDay: 1,
    });
    await markPublished(other.storyIds[0]!, app.users.otherBrand);
    expect(await instagramRow(other.storyIds[0]!)).toBeUndefined();
  });

  it('a revoked token at a poll asks to reconnect and stops polling', async () => {
    const start = later(60);
    const mediaId = app.double.addLiveStory(IG, { timestamp: later(-0.1, start) });
    clock = start;
    await markPublished(storyIds[4]!);
    app.double.revokeAll(IG);
    await tick(later(1, start));
    const [connection] = await app
      .db()
      .select({ status: instagramConnections.status })
      .from(instagramConnections)
      .where(eq(instagramConnections.clientId, app.users.brand.clientId!));
    expect(connection!.status).toBe('reconnect');
    await tick(later(12, start));
    expect(insightCalls(mediaId)).toHaveLength(0);
    expect(await app.db().select().from(storyResults).where(eq(storyResults.storyId, storyIds[4]!))).toEqual(
      [],
    );
  });
});
