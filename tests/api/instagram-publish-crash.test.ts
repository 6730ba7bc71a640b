/**
 * «Publicar automáticamente» survives its worker being killed (issue 32). Only on PostgreSQL (TEST_DATABASE_URL): a
 * child process (tests/setup/crash-child.ts) runs the publication's job against the test double of Meta's API and
 * is killed with SIGKILL while Instagram holds its answer: once after Instagram published the story (the answer
 * lost), once while the panel was still looking at the container. The queue's retry, in this process, reads the
 * container's state first: the double ends with exactly one story each time, and the panel knows its media id.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { storyAutoPublish } from '../../src/server/db/schema/instagram';
import { jobs } from '../../src/server/db/schema/jobs';
import { todayInTimeZone } from '../../src/shared/dates';
import { createCampaign } from '../factories/campaigns';
import { DEFAULT_ACCOUNT } from '../setup/instagram-double';
import { type InstagramApp, startInstagramApp } from './support/instagram-app';

const CHILD = path.resolve(import.meta.dirname, '../setup/crash-child.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const IG = DEFAULT_ACCOUNT.igUserId;
// The app's clock runs ahead of the child's real one by the job's own 10 s steps: a dead child's lease (1 s) is over.
let clock = new Date();
const now = () => clock;
let app: InstagramApp;

beforeAll(async () => {
  if (!onPostgres) return;
  app = await startInstagramApp({ now, ipPrefix: '10.204.0', double: { inProgressPolls: 1 } });
  await app
    .db()
    .update(clients)
    .set({ timeZone: 'Europe/Madrid' })
    .where(eq(clients.id, app.users.brand.clientId!));
  await app.connect(app.users.brand.clientId!);
});
afterAll(() => app?.close());

/** A story due at 00:00 today in Madrid (so due now), with its 9:16 file, set to publish automatically. */
async function scheduledStory(): Promise<{ storyId: string; requestedAt: Date }> {
  const today = todayInTimeZone('Europe/Madrid', clock);
  const { storyIds } = await createCampaign(app.db(), {
    clientId: app.users.brand.clientId!,
    startDate: today,
    days: 1,
    storiesPerDay: 1,
    storyOverrides: { '1-1': { storyType: 'EL_HABLANDO' } },
  });
  const storyId = storyIds[0]!;
  await app.db().update(stories).set({ scheduledTime: '00:00' }).where(eq(stories.id, storyId));
  const file = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#223344' } })
    .jpeg()
    .toBuffer();
  const uploaded = await app.t.request(`/api/stories/${storyId}/media?name=final.jpg`, {
    method: 'POST',
    cookie: app.users.brand.cookie,
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(file.length) },
    body: new Uint8Array(file),
  });
  expect(uploaded.status).toBe(201);
  const on = await app.t.request(`/api/stories/${storyId}/auto-publish`, {
    method: 'PUT',
    cookie: app.users.brand.cookie,
    json: { enabled: true },
  });
  expect(on.status).toBe(200);
  const [row] = await app.db().select().from(storyAutoPublish).where(eq(storyAutoPublish.storyId, storyId));
  return { storyId, requestedAt: row!.requestedAt };
}

/** Runs the job in a child process until Instagram holds the answer to `held`, then kills the child with SIGKILL. */
async function killChildDuring(jobId: string, held: { method: string; path: RegExp }) {
  const hold = app.double.hold(held.method, held.path);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stories-crash-'));
  const { env } = app.t.deps;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, 'ai'], {
    env: {
      ...process.env,
      CRASH_DATABASE_URL: app.t.database.pool!.options.connectionString!,
      CRASH_DATA_DIR: dataDir,
      CRASH_JOB_ID: jobId,
      CRASH_LEASE_MS: '1000',
      CRASH_ENV_JSON: JSON.stringify({
        AUTH_SECRET: env.AUTH_SECRET,
        PUBLIC_URL: env.PUBLIC_URL,
        INSTAGRAM_APP_ID: 'test-app-id',
        INSTAGRAM_APP_SECRET: 'test-app-secret',
        INSTAGRAM_API_BASE_URL: app.double.baseUrl,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  try {
    await Promise.race([
      hold.arrived,
      exited.then(() => {
        throw new Error(`the child ended before Instagram held its call: ${output}`);
      }),
    ]);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('finished');
  } finally {
    child.kill('SIGKILL');
    hold.release();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Up to the container's FINISHED: the first step makes it (IN_PROGRESS once), the double downloads the file. */
async function upToFinished(storyId: string, requestedAt: Date): Promise<string> {
  await app.drain();
  await vi.waitFor(() => expect(app.double.containers().at(-1)?.fetch).toBeDefined());
  clock = new Date(clock.getTime() + 10_000);
  const [next] = await app
    .db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, `instagram.publish:${storyId}:${requestedAt.getTime()}:1`));
  return next!.id;
}

async function afterRetry(storyId: string) {
  clock = new Date(clock.getTime() + 60_000);
  await app.drain();
  const [row] = await app.db().select().from(storyAutoPublish).where(eq(storyAutoPublish.storyId, storyId));
  const [story] = await app.db().select().from(stories).where(eq(stories.id, storyId));
  return { row: row!, isPosted: story!.isPosted };
}

describe.skipIf(!onPostgres)('SIGKILL of the worker publishing a story (PostgreSQL only)', () => {
  it('after Instagram published it, before the panel heard: the retry finds it PUBLISHED and never publishes again', async () => {
    const { storyId, requestedAt } = await scheduledStory();
    const jobId = await upToFinished(storyId, requestedAt);
    await killChildDuring(jobId, { method: 'POST', path: /\/media_publish$/ });
    expect(app.double.published(IG)).toHaveLength(1);
    const [row] = await app.db().select().from(storyAutoPublish).where(eq(storyAutoPublish.storyId, storyId));
    expect(row!.state).toBe('publishing');
    const after = await afterRetry(storyId);
    expect(app.double.published(IG)).toHaveLength(1);
    expect(after).toMatchObject({
      isPosted: true,
      row: { state: 'published', igMediaId: app.double.published(IG)[0]!.mediaId },
    });
  });

  it('between the container and the publication: the retry publishes it, once', async () => {
    const before = app.double.published(IG).length;
    const { storyId, requestedAt } = await scheduledStory();
    const jobId = await upToFinished(storyId, requestedAt);
    // Killed while asking for the container's state (FINISHED, the answer held).
    await killChildDuring(jobId, { method: 'GET', path: /^\/\d+$/ });
    expect(app.double.published(IG)).toHaveLength(before);
    const after = await afterRetry(storyId);
    expect(app.double.published(IG)).toHaveLength(before + 1);
    expect(after).toMatchObject({ isPosted: true, row: { state: 'published' } });
  });
});
