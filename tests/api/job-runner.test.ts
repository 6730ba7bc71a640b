import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema/jobs';
import { defineJob } from '../../src/server/jobs/define-job';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import {
  backoffDelayMs,
  type JobHandler,
  JobRunner,
  PermanentJobError,
} from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase } from '../setup/test-database';

let database: Database;
let cleanup: () => Promise<void>;
const logger = createLogger('silent');

beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

/** A job type of these tests: any object payload, handled by `run`. */
const AnyPayload = z.record(z.string(), z.unknown());
const testJob = (type: string) => defineJob({ type, payload: AnyPayload, handler: () => async () => {} });
const handle = (run: JobHandler<typeof AnyPayload>['run']): JobHandler<typeof AnyPayload> => ({
  payload: AnyPayload,
  run,
});
const echo = testJob('echo');
const flaky = testJob('flaky');
const bad = testJob('bad');
const slow = testJob('slow');

async function jobById(id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

describe('durable job queue', () => {
  it('runs a queued job once and marks it succeeded', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner({
      db: database.db,
      logger,
      handlers: { echo: handle(async (p) => void seen.push(p)) },
    });
    const id = (await enqueueJob(database.db, echo, { n: 1 }))!;
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    const row = await jobById(id);
    expect(row.status).toBe('succeeded');
    expect(row.attempts).toBe(1);
    expect(await runner.drain()).toBe(0);
  });

  it('ignores a second enqueue with the same dedupe key', async () => {
    const first = await enqueueJob(database.db, echo, {}, { dedupeKey: 'k-1' });
    const second = await enqueueJob(database.db, echo, {}, { dedupeKey: 'k-1' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });

  it('enqueues inside a transaction: a rolled-back change leaves no job', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, echo, {}, { dedupeKey: 'rolled-back' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'rolled-back'))).toHaveLength(0);
  });

  it('retries a failing job with exponential back-off, then fails it after max attempts', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const runner = new JobRunner({
      db: database.db,
      logger,
      handlers: { flaky: handle(async () => Promise.reject(new Error('smtp down'))) },
      backoffBaseMs: 1000,
      now: () => now,
    });
    await database.db.delete(jobs);
    const id = (await enqueueJob(database.db, flaky, {}, { maxAttempts: 3, runAt: now }))!;
    expect(await runner.runOne()).toBe(true);
    let row = await jobById(id);
    expect(row.status).toBe('queued');
    expect(row.lastError).toBe('smtp down');
    expect(row.runAt.getTime() - now.getTime()).toBe(1000);
    expect(await runner.runOne()).toBe(false); // not due yet
    now = new Date(now.getTime() + 1000);
    await runner.runOne();
    row = await jobById(id);
    expect(row.runAt.getTime() - now.getTime()).toBe(2000);
    now = new Date(now.getTime() + 2000);
    await runner.runOne();
    row = await jobById(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
  });

  it('fails a permanent error at once', async () => {
    const runner = new JobRunner({
      db: database.db,
      logger,
      handlers: { bad: handle(async () => Promise.reject(new PermanentJobError('payload inválido'))) },
    });
    const id = (await enqueueJob(database.db, bad, {}))!;
    await runner.drain();
    expect((await jobById(id)).status).toBe('failed');
  });

  it("takes over a crashed worker's job once its lease has expired", async () => {
    let now = new Date('2026-11-22T12:00:00Z');
    await database.db.delete(jobs);
    const id = (await enqueueJob(database.db, slow, {}, { runAt: now }))!;
    // Worker A claims the job and dies (never finishes).
    const crashed = new JobRunner({
      db: database.db,
      logger,
      workerId: 'A',
      leaseMs: 60_000,
      now: () => now,
      handlers: { slow: handle(() => new Promise(() => {})) },
    });
    void crashed.runOne();
    await expect.poll(async () => (await jobById(id)).lockedBy).toBe('A');

    const ran: string[] = [];
    const b = new JobRunner({
      db: database.db,
      logger,
      workerId: 'B',
      now: () => now,
      handlers: { slow: handle(async () => void ran.push('B')) },
    });
    expect(await b.runOne()).toBe(false); // lease still held
    now = new Date(now.getTime() + 61_000);
    expect(await b.runOne()).toBe(true);
    expect(ran).toEqual(['B']);
    const row = await jobById(id);
    expect(row.status).toBe('succeeded');
    expect(row.attempts).toBe(2);
  });

  it('fails a job of an unknown type or with a payload its schema refuses, logs it once and runs the others', async () => {
    await database.db.delete(jobs);
    const lines: Array<Record<string, unknown>> = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const seen: number[] = [];
    const counter = z.object({ n: z.number() });
    const runner = new JobRunner({
      db: database.db,
      logger: capture,
      handlers: { count: { payload: counter, run: async ({ n }) => void seen.push(n) } },
    });
    // rows as an older release, or a hand-made INSERT, may have left them: not through enqueueJob
    const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, s));
    const [unknown, invalid, valid] = await database.db
      .insert(jobs)
      .values([
        { type: 'nobody.handles', payload: { n: 1 }, runAt: at(1) },
        { type: 'count', payload: { n: 'dos' }, runAt: at(2) },
        { type: 'count', payload: { n: 3 }, runAt: at(3) },
      ])
      .returning({ id: jobs.id });

    expect(await runner.drain()).toBe(3);

    expect(seen).toEqual([3]);
    expect(await jobById(valid!.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(await jobById(unknown!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no handler for job type "nobody.handles"',
    });
    expect(await jobById(invalid!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'invalid payload for job type "count"',
    });
    const about = (id: string) => lines.filter((l) => l.jobId === id);
    expect(about(unknown!.id)).toEqual([
      expect.objectContaining({
        level: 50,
        jobType: 'nobody.handles',
        msg: expect.stringMatching(/no handler/),
      }),
    ]);
    expect(about(invalid!.id)).toEqual([
      expect.objectContaining({
        level: 50,
        jobType: 'count',
        issues: [expect.objectContaining({ path: ['n'], code: 'invalid_type' })],
      }),
    ]);
  });

  it('computes capped exponential back-off', () => {
    expect(backoffDelayMs(1, 10_000, 3_600_000)).toBe(10_000);
    expect(backoffDelayMs(4, 10_000, 3_600_000)).toBe(80_000);
    expect(backoffDelayMs(20, 10_000, 3_600_000)).toBe(3_600_000);
  });
});

describe('housekeeping', () => {
  it('deletes expired sessions, idle counters and idle limiter rows, and keeps live ones', async () => {
    const { runHousekeeping } = await import('../../src/server/composition/housekeeping');
    const { createUser } = await import('../factories/users');
    const { authThrottle, rateLimit, session } = await import('../../src/server/db/schema/auth');
    const db = database.db;
    const now = new Date('2026-11-22T12:00:00Z');
    const u = await createUser(db);
    await db.insert(session).values([
      { token: 'expired', userId: u.id, expiresAt: new Date(now.getTime() - 1000) },
      { token: 'live', userId: u.id, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await db.insert(authThrottle).values([
      { key: 'email:idle@example.test', failures: [twoDaysAgo.toISOString()], updatedAt: twoDaysAgo },
      {
        key: 'email:locked@example.test',
        lockedUntil: new Date(now.getTime() + 60_000),
        updatedAt: twoDaysAgo,
      },
      { key: 'ip:10.0.0.1', admitted: [twoDaysAgo.toISOString()], updatedAt: twoDaysAgo },
    ]);
    await db.insert(rateLimit).values([
      { key: 'old', count: 3, lastRequest: twoDaysAgo.getTime() },
      { key: 'recent', count: 3, lastRequest: now.getTime() },
    ]);
    const { jobs } = await import('../../src/server/db/schema/jobs');
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const [oldDone, recentDone, oldFailed, recentFailed, queued] = await db
      .insert(jobs)
      .values([
        { type: 'mail.send', payload: {}, status: 'succeeded', finishedAt: days(8) },
        { type: 'mail.send', payload: {}, status: 'succeeded', finishedAt: days(6) },
        { type: 'mail.send', payload: {}, status: 'failed', updatedAt: days(31) },
        { type: 'mail.send', payload: {}, status: 'failed', updatedAt: days(29) },
        { type: 'mail.send', payload: {}, status: 'queued', runAt: days(40) },
      ])
      .returning({ id: jobs.id });
    const { idempotentRequests } = await import('../../src/server/db/schema/requests');
    const admin = await createUser(db, { role: 'admin' });
    const keyRow = { userId: admin.id, scope: 'campaign.duplicate', requestHash: 'h', response: {} };
    await db.insert(idempotentRequests).values([
      { ...keyRow, key: '00000000-0000-4000-8000-000000000001', createdAt: days(8) },
      { ...keyRow, key: '00000000-0000-4000-8000-000000000002', createdAt: days(6) },
    ]);
    const removed = await runHousekeeping(db, now);
    expect(removed).toMatchObject({
      sessions: 1,
      loginThrottles: 2,
      rateLimits: 1,
      finishedJobs: 2,
      requestKeys: 1,
    });
    const left = new Set((await db.select({ id: jobs.id }).from(jobs)).map((j) => j.id));
    expect([oldDone, recentDone, oldFailed, recentFailed, queued].map((j) => left.has(j!.id))).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
    expect((await db.select().from(session)).map((s) => s.token)).toEqual(['live']);
    expect((await db.select().from(authThrottle)).map((r) => r.key)).toEqual(['email:locked@example.test']);
    expect((await db.select().from(rateLimit)).map((r) => r.key)).toEqual(['recent']);
  });
});
