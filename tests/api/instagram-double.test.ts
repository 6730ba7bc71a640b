import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ffmpegPath } from '../../src/server/media/probe/media-binaries';
import {
  type DoubleAccount,
  type InstagramDouble,
  type InstagramDoubleOptions,
  readAuthorizeLinks,
  startInstagramDouble,
} from '../setup/instagram-double';

/*
 * The Instagram Platform API double (tests/setup/instagram-double) against the rules it is meant to hold the panel
 * to: Meta's OAuth flow and token lifetimes, story containers that really download their media, the publish quota,
 * 24-hour stories and insights with Meta's failure modes. Every time rule runs on a fake clock; waits are for
 * conditions (a download that has ended), never fixed sleeps.
 */

const run = promisify(execFile);
const BUSINESS: DoubleAccount = {
  igUserId: '17841400000000001',
  username: 'marca_demo',
  accountType: 'BUSINESS',
  profilePictureUrl: 'https://example.test/p.jpg',
};
const CREATOR: DoubleAccount = {
  igUserId: '17841400000000002',
  username: 'creadora',
  accountType: 'MEDIA_CREATOR',
  profilePictureUrl: 'https://example.test/c.jpg',
};
const HOUR = 3_600_000;
const REDIRECT = 'https://panel.example.test/api/instagram/callback';

/** A tiny media server: what the panel's presigned URLs point at. */
let media: Server;
let mediaBase: string;
/** A URL nothing listens on. */
let unreachable: string;
const files: Record<string, { type: string; body: Buffer }> = {};

beforeAll(async () => {
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
  files['/story.jpg'] = { type: 'image/jpeg', body: await image(1080, 1920) };
  files['/square.jpg'] = { type: 'image/jpeg', body: await image(1080, 1080) };
  files['/story.gif'] = {
    type: 'image/gif',
    body: await sharp({ create: { width: 90, height: 160, channels: 3, background: '#000' } })
      .gif()
      .toBuffer(),
  };
  const folder = mkdtempSync(path.join(tmpdir(), 'instagram-double-test-'));
  try {
    for (const [name, size] of [
      ['/story.mp4', '144x256'],
      ['/wide.mp4', '256x144'],
    ] as const) {
      const file = path.join(folder, name.slice(1));
      await run(ffmpegPath(), [
        ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=10`, '-t', '0.5'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file],
      ]);
      files[name] = { type: 'video/mp4', body: readFileSync(file) };
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  media = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaBase = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/story.jpg`;
  await new Promise((resolve) => closed.close(resolve));
}, 60_000);
afterAll(async () => {
  media.closeAllConnections();
  await new Promise((resolve) => media.close(resolve));
});

let double: InstagramDouble;
let clock: Date;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function start(options: InstagramDoubleOptions = {}) {
  clock = new Date('2026-11-28T10:00:00Z');
  double = await startInstagramDouble({ now: () => clock, accounts: [BUSINESS, CREATOR], ...options });
  return double;
}
afterEach(() => double?.close());

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers read in assertions.
  body: any;
}

/** A Graph call: GET with the params in the query, POST with them as a form (as the panel sends them). */
async function call(
  method: 'GET' | 'POST',
  route: string,
  params: Record<string, string> = {},
): Promise<Answer> {
  const query = method === 'GET' ? `?${new URLSearchParams(params)}` : '';
  const res = await fetch(`${double.baseUrl}${route}${query}`, {
    method,
    ...(method === 'POST' ? { body: new URLSearchParams(params) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

function expectError(answer: Answer, code: number, subcode?: number) {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({
    code,
    type: code === 190 ? 'OAuthException' : expect.any(String),
  });
  expect(answer.body.error.fbtrace_id).toEqual(expect.any(String));
  if (subcode !== undefined) expect(answer.body.error.error_subcode).toBe(subcode);
}

const authorizeQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'test-app-id',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights',
    state: 'xyz',
    ...extra,
  });

/** Through the consent page: the short token of an account. */
async function login(igUserId = BUSINESS.igUserId): Promise<string> {
  const html = await (await fetch(`${double.baseUrl}/oauth/authorize?${authorizeQuery()}`)).text();
  const href = readAuthorizeLinks(html).allow[igUserId] as string;
  const code = new URL(href).searchParams.get('code') as string;
  const answer = await call('POST', '/oauth/access_token', {
    client_id: 'test-app-id',
    client_secret: 'test-app-secret',
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    code,
  });
  return answer.body.data[0].access_token;
}

/** A container for a file of the media server, once its download has ended (no status read spent). */
async function container(token: string, url: string, kind: 'image_url' | 'video_url' = 'image_url') {
  const created = await call('POST', `/${BUSINESS.igUserId}/media`, {
    media_type: 'STORIES',
    [kind]: url,
    access_token: token,
  });
  expect(created.status).toBe(200);
  const id = created.body.id as string;
  await vi.waitFor(() => expect(double.containers().find((c) => c.id === id)?.fetch).toBeDefined(), {
    timeout: 20_000,
    interval: 10,
  });
  return id;
}

const status = async (token: string, id: string) =>
  (await call('GET', `/v25.0/${id}`, { fields: 'status_code,status', access_token: token })).body;

/** Polls until the container leaves IN_PROGRESS, as the panel must. */
async function settled(token: string, id: string) {
  for (let read = 0; read < 100; read++) {
    const answer = await status(token, id);
    if (answer.status_code !== 'IN_PROGRESS') return answer;
  }
  throw new Error('container still IN_PROGRESS');
}

async function publishStory(token: string) {
  const id = await container(token, `${mediaBase}/story.jpg`);
  expect((await settled(token, id)).status_code).toBe('FINISHED');
  const published = await call('POST', `/${BUSINESS.igUserId}/media_publish`, {
    creation_id: id,
    access_token: token,
  });
  expect(published.status).toBe(200);
  return published.body.id as string;
}

describe('login', () => {
  it('shows a consent page whose links carry a code and the state to the redirect_uri, with #_', async () => {
    await start();
    const res = await fetch(`${double.baseUrl}/oauth/authorize?${authorizeQuery()}`);
    const html = await res.text();
    expect(html).toContain('<title>Instagram (doble de pruebas)</title>');
    const links = readAuthorizeLinks(html);
    const allow = links.allow[BUSINESS.igUserId] as string;
    expect(allow.startsWith(`${REDIRECT}?code=`)).toBe(true);
    expect(allow.endsWith('#_')).toBe(true);
    expect(new URL(allow).searchParams.get('state')).toBe('xyz');
    const cancel = new URL(links.cancel as string);
    expect(Object.fromEntries(cancel.searchParams)).toMatchObject({
      error: 'access_denied',
      error_reason: 'user_denied',
      state: 'xyz',
    });
    const bads: Record<string, string>[] = [
      { client_id: 'other' },
      { response_type: 'token' },
      { scope: 'instagram_basic' },
    ];
    for (const bad of bads) {
      expect((await fetch(`${double.baseUrl}/oauth/authorize?${authorizeQuery(bad)}`)).status).toBe(400);
    }
  });

  it('exchanges a code once, with the secret and the same redirect_uri, within 10 minutes', async () => {
    await start();
    const codeOf = async () => {
      const html = await (await fetch(`${double.baseUrl}/oauth/authorize?${authorizeQuery()}`)).text();
      return new URL(readAuthorizeLinks(html).allow[BUSINESS.igUserId] as string).searchParams.get(
        'code',
      ) as string;
    };
    const exchange = (code: string, extra: Record<string, string> = {}) =>
      call('POST', '/oauth/access_token', {
        client_id: 'test-app-id',
        client_secret: 'test-app-secret',
        grant_type: 'authorization_code',
        redirect_uri: REDIRECT,
        code,
        ...extra,
      });
    const code = await codeOf();
    expectError(await exchange(code, { client_secret: 'wrong' }), 101);
    expectError(await exchange(code, { redirect_uri: `${REDIRECT}/other` }), 100, 36008);
    expectError(await exchange(`${code}#_`), 100);
    const first = await exchange(code);
    expect(first.body.data[0]).toMatchObject({
      access_token: expect.any(String),
      user_id: BUSINESS.igUserId,
      permissions: expect.stringContaining('instagram_business_basic'),
    });
    expectError(await exchange(code), 100, 36007);
    const late = await codeOf();
    advance(11 * 60_000);
    expectError(await exchange(late), 100, 36007);
  });

  it('exchanges a 1-hour token for a 60-day one; refresh only after 24 h; the old token lasts its time', async () => {
    await start();
    const short = await login();
    const long = await call('GET', '/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: 'test-app-secret',
      access_token: short,
    });
    expect(long.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 5_184_000,
    });
    expect(double.tokens(BUSINESS.igUserId).map((token) => token.kind)).toEqual(['short', 'long']);
    const refresh = (token: string) =>
      call('GET', '/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token });
    const early = await refresh(long.body.access_token);
    expectError(early, 100);
    expect(early.body.error.message).toMatch(/too recent/);
    advance(HOUR + 1);
    const expired = await call('GET', '/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: 'test-app-secret',
      access_token: short,
    });
    expectError(expired, 190, 463);
    advance(24 * HOUR);
    const renewed = await refresh(long.body.access_token);
    expect(renewed.body.expires_in).toBe(5_184_000);
    expect(renewed.body.access_token).not.toBe(long.body.access_token);
    expect((await call('GET', '/me', { fields: 'id', access_token: long.body.access_token })).status).toBe(
      200,
    );
    advance(60 * 24 * HOUR);
    expectError(await refresh(long.body.access_token), 190, 463);
  });

  it('answers 190 for a revoked token, and reads the account with or without a version', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const fields = 'user_id,username,account_type,profile_picture_url';
    const me = await call('GET', '/v25.0/me', { fields, access_token: token });
    expect(me.body).toEqual({
      id: BUSINESS.igUserId,
      user_id: BUSINESS.igUserId,
      username: 'marca_demo',
      account_type: 'BUSINESS',
      profile_picture_url: BUSINESS.profilePictureUrl,
    });
    expect((await call('GET', `/${BUSINESS.igUserId}`, { fields, access_token: token })).body).toEqual(
      me.body,
    );
    expectError(await call('GET', '/me', { fields: 'id' }), 190);
    double.revoke(token);
    expectError(await call('GET', '/me', { fields: 'id', access_token: token }), 190, 460);
    const other = double.issueLongToken(BUSINESS.igUserId);
    double.revokeAll(BUSINESS.igUserId);
    expectError(await call('GET', '/me', { access_token: other }), 190, 460);
    expect(double.calls.some((c) => c.path === '/v25.0/me' && c.query.fields === fields)).toBe(true);
  });
});

describe('publishing a story', () => {
  it('downloads the media, answers IN_PROGRESS twice, then FINISHED; publishes once only', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const id = await container(token, `${mediaBase}/story.jpg`);
    expect(double.containers()[0]?.fetch).toMatchObject({
      url: `${mediaBase}/story.jpg`,
      httpStatus: 200,
      bytes: files['/story.jpg']?.body.length,
      width: 1080,
      height: 1920,
    });
    const publish = () =>
      call('POST', `/${BUSINESS.igUserId}/media_publish`, { creation_id: id, access_token: token });
    expectError(await publish(), 9007, 2207027);
    expect((await status(token, id)).status_code).toBe('IN_PROGRESS');
    expect((await status(token, id)).status_code).toBe('IN_PROGRESS');
    expect(await status(token, id)).toEqual({
      id,
      status_code: 'FINISHED',
      status: expect.stringMatching(/^Finished/),
    });
    const published = await publish();
    expect(published.body.id).toEqual(expect.any(String));
    expect((await status(token, id)).status_code).toBe('PUBLISHED');
    expectError(await publish(), 9007);
    expect(double.published(BUSINESS.igUserId)).toEqual([
      {
        mediaId: published.body.id,
        containerId: id,
        mediaUrl: `${mediaBase}/story.jpg`,
        mediaType: 'IMAGE',
        publishedAt: clock,
      },
    ]);
  });

  it('ends in ERROR for a 1:1 image, a GIF, a missing file and an unreachable server', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const cases = [
      [`${mediaBase}/square.jpg`, /aspect ratio/],
      [`${mediaBase}/story.gif`, /format/],
      [`${mediaBase}/missing.jpg`, /download has failed/],
      [unreachable, /download has failed/],
    ] as const;
    for (const [url, why] of cases) {
      const id = await container(token, url);
      const final = await settled(token, id);
      expect(final.status_code).toBe('ERROR');
      expect(final.status).toMatch(why);
      const publish = await call('POST', `/${BUSINESS.igUserId}/media_publish`, {
        creation_id: id,
        access_token: token,
      });
      expectError(publish, 9007);
    }
    expect(double.published(BUSINESS.igUserId)).toEqual([]);
  });

  it('checks a video with ffprobe: 9:16 is FINISHED, 16:9 is ERROR', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const portrait = await container(token, `${mediaBase}/story.mp4`, 'video_url');
    expect(await settled(token, portrait)).toMatchObject({ status_code: 'FINISHED' });
    const wide = await container(token, `${mediaBase}/wide.mp4`, 'video_url');
    expect(await settled(token, wide)).toMatchObject({ status_code: 'ERROR' });
    expect(double.containers().map((c) => [c.fetch?.width, c.fetch?.height])).toEqual([
      [144, 256],
      [256, 144],
    ]);
  });

  it('lets an unpublished container expire at 24 h', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const id = await container(token, `${mediaBase}/story.jpg`);
    expect((await settled(token, id)).status_code).toBe('FINISHED');
    advance(24 * HOUR);
    expect((await status(token, id)).status_code).toBe('EXPIRED');
    expectError(
      await call('POST', `/${BUSINESS.igUserId}/media_publish`, { creation_id: id, access_token: token }),
      9007,
    );
  });

  it('refuses past the rolling 24 h quota with code 9, and frees it 24 h after each publish', async () => {
    await start({ quotaTotal: 2 });
    const token = double.issueLongToken(BUSINESS.igUserId);
    await publishStory(token);
    advance(HOUR);
    await publishStory(token);
    const limit = () =>
      call('GET', `/${BUSINESS.igUserId}/content_publishing_limit`, {
        fields: 'config,quota_usage',
        access_token: token,
      });
    expect((await limit()).body).toEqual({
      data: [{ quota_usage: 2, config: { quota_total: 2, quota_duration: 86_400 } }],
    });
    const third = await container(token, `${mediaBase}/story.jpg`);
    await settled(token, third);
    expectError(
      await call('POST', `/${BUSINESS.igUserId}/media_publish`, { creation_id: third, access_token: token }),
      9,
      2207042,
    );
    expect(double.published(BUSINESS.igUserId)).toHaveLength(2);
    advance(23 * HOUR);
    expect((await limit()).body.data[0].quota_usage).toBe(1);
    const published = await call('POST', `/${BUSINESS.igUserId}/media_publish`, {
      creation_id: third,
      access_token: token,
    });
    expect(published.status).toBe(200);
  });

  it('refuses links, stickers and other undocumented parameters, Creator accounts and foreign tokens', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const story = { media_type: 'STORIES', image_url: `${mediaBase}/story.jpg`, access_token: token };
    const extras: Record<string, string>[] = [
      { link: 'https://example.test' },
      { stickers: '[]' },
      { poll_question: '?' },
    ];
    for (const extra of extras) {
      expectError(await call('POST', `/${BUSINESS.igUserId}/media`, { ...story, ...extra }), 100);
    }
    expectError(
      await call('POST', `/${BUSINESS.igUserId}/media`, { ...story, video_url: story.image_url }),
      100,
    );
    const creator = double.issueLongToken(CREATOR.igUserId);
    expectError(await call('POST', `/${CREATOR.igUserId}/media`, { ...story, access_token: creator }), 10);
    expectError(await call('POST', `/${CREATOR.igUserId}/media`, story), 190);
    expect(double.containers()).toEqual([]);
    // The query string works as well as the form body.
    const query = new URLSearchParams({ ...story, caption: 'ignored' });
    const res = await fetch(`${double.baseUrl}/v25.0/${BUSINESS.igUserId}/media?${query}`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  });
});

describe('stories and insights', () => {
  it('lists only the stories of the last 24 h, published or posted by hand, in Meta’s format', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const old = double.addLiveStory(BUSINESS.igUserId, { timestamp: new Date(clock.getTime() - 25 * HOUR) });
    const byHand = double.addLiveStory(BUSINESS.igUserId, { timestamp: new Date(clock.getTime() - HOUR) });
    const published = await publishStory(token);
    const list = await call('GET', `/${BUSINESS.igUserId}/stories`, {
      fields: 'id,media_type,media_url,permalink,timestamp',
      access_token: token,
    });
    expect(list.body.data.map((story: { id: string }) => story.id)).toEqual([published, byHand]);
    expect(list.body.data[1]).toEqual({
      id: byHand,
      media_type: 'IMAGE',
      media_url: expect.stringMatching(/^https:\/\//),
      permalink: `https://www.instagram.com/stories/marca_demo/${byHand}/`,
      timestamp: '2026-11-28T09:00:00+0000',
    });
    expect(list.body.data.map((story: { id: string }) => story.id)).not.toContain(old);
    advance(23 * HOUR);
    const later = await call('GET', `/${BUSINESS.igUserId}/stories`, { access_token: token });
    expect(later.body).toEqual({ data: [{ id: published }] });
  });

  it('answers the metrics asked, in order, with the navigation breakdown and empty sets for no data', async () => {
    await start();
    const token = double.issueLongToken(BUSINESS.igUserId);
    const mediaId = await publishStory(token);
    double.setInsights(mediaId, {
      views: 120,
      reach: 90,
      replies: 3,
      navigation: { tap_forward: 19, tap_back: 4 },
    });
    double.setInsights(mediaId, { navigation: { tap_exit: 1, swipe_forward: 1 } });
    const insights = (params: Record<string, string>) =>
      call('GET', `/v25.0/${mediaId}/insights`, { ...params, access_token: token });
    const flat = await insights({ metric: 'reach,views,shares,replies' });
    expect(flat.body.data.map((m: { name: string; values: unknown }) => [m.name, m.values])).toEqual([
      ['reach', [{ value: 90 }]],
      ['views', [{ value: 120 }]],
      ['shares', []],
      ['replies', [{ value: 3 }]],
    ]);
    expect(flat.body.data[0]).toMatchObject({ period: 'lifetime', id: `${mediaId}/insights/reach/lifetime` });
    const navigation = await insights({ metric: 'navigation', breakdown: 'story_navigation_action_type' });
    expect(navigation.body.data[0]).toMatchObject({
      name: 'navigation',
      period: 'lifetime',
      total_value: {
        value: 25,
        breakdowns: [
          {
            dimension_keys: ['story_navigation_action_type'],
            results: [
              { dimension_values: ['tap_forward'], value: 19 },
              { dimension_values: ['tap_back'], value: 4 },
              { dimension_values: ['tap_exit'], value: 1 },
              { dimension_values: ['swipe_forward'], value: 1 },
            ],
          },
        ],
      },
    });
    const retired = await insights({ metric: 'views,reach,impressions' });
    expectError(retired, 100);
    expect(retired.body.error.message).toMatch(/metric\[2\].*impressions/);
    expectError(await insights({ metric: 'saved' }), 100);
    expectError(await insights({ metric: 'views,navigation', breakdown: 'story_navigation_action_type' }), 1);
    advance(24 * HOUR);
    expect((await insights({ metric: 'views' })).body).toEqual({ data: [] });
  });

  it('answers #10 under the viewer threshold', async () => {
    await start({ viewerThreshold: 5 });
    const token = double.issueLongToken(BUSINESS.igUserId);
    const mediaId = await publishStory(token);
    const insights = () =>
      call('GET', `/${mediaId}/insights`, { metric: 'views,reach', access_token: token });
    const few = await insights();
    expectError(few, 10);
    expect(few.body.error.message).toBe('(#10) Not enough viewers for the media to show insights');
    double.setViewers(mediaId, 5);
    expect((await insights()).body.data).toHaveLength(2);
    expectError(
      await call('GET', '/18000000000000999/insights', { metric: 'views', access_token: token }),
      100,
    );
  });
});
