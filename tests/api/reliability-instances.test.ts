import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { type JobHandler, JobRunner } from '../../src/server/jobs/job-runner';
import { createLogger } from '../../src/server/logger';
import { enqueueMail } from '../../src/server/mail/enqueue-mail';
import { createUser } from '../factories/users';
import { createSecondInstance } from '../setup/second-instance';
import { createTestApp, type TestApp } from '../setup/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../setup/test-smtp-server';

/**
 * Two app instances on one database. On PostgreSQL (TEST_DATABASE_URL) instance B has its own connection pool,
 * as a second process would; on PGlite both share the one embedded instance, so the job test is skipped there
 * (an embedded database cannot be opened by two processes).
 */
let a: TestApp;
let b: TestApp;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  a = await createTestApp({ env: { SMTP_URL: smtp.url } });
  second = await createSecondInstance(a, { poolSize: 4, env: { SMTP_URL: smtp.url } });
  b = second.app;
});
afterAll(async () => {
  await second.close();
  await a.cleanup();
  await smtp.close();
});

describe('two job runners polling the same PostgreSQL database', () => {
  it('run each of 30 mail jobs exactly once: 30 outbox rows, 30 messages, no duplicate', async (ctx) => {
    if (a.database.kind !== 'postgres') {
      ctx.skip(); // PGlite is embedded in one process: there is no second instance to compete with
    }
    const logger = createLogger('silent');
    const runs = new Map<string, string[]>();
    const runnerFor = (app: TestApp, name: string) => {
      const handlers = createJobHandlers({ db: app.database.db, env: app.deps.env, logger });
      const send = handlers['mail.send']!;
      const counted: JobHandler = {
        payload: send.payload,
        run: async (payload, jobCtx) => {
          runs.set(jobCtx.job.id, [...(runs.get(jobCtx.job.id) ?? []), name]);
          await new Promise((r) => setTimeout(r, 25)); // both workers are busy at once
          await send.run(payload, jobCtx);
        },
      };
      return new JobRunner({
        db: app.database.db,
        logger,
        handlers: { ...handlers, 'mail.send': counted },
        workerId: name,
        pollIntervalMs: 10,
        backoffBaseMs: 0,
      });
    };
    const tag = `instancias-${Date.now()}`;
    const jobIds: string[] = [];
    await a.database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        const { jobId } = await enqueueMail(
          tx,
          {
            to: `${tag}-${i}@example.test`,
            subject: `Mensaje ${i}`,
            text: `Texto ${i}`,
            html: `<p>Texto ${i}</p>`,
          },
          { purpose: 'credentials' },
        );
        jobIds.push(jobId);
      }
    });
    const runnerA = runnerFor(a, 'instancia-a');
    const runnerB = runnerFor(b, 'instancia-b');
    runnerA.start();
    runnerB.start();
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const rows = await a.database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(inArray(jobs.id, jobIds));
        if (rows.every((r) => r.status === 'succeeded') || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await Promise.all([runnerA.stop(), runnerB.stop()]);
    }
    const rows = await a.database.db.select().from(jobs).where(inArray(jobs.id, jobIds));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(jobIds.map(() => ['succeeded', 1]));
    expect([...runs.keys()].sort()).toEqual([...jobIds].sort());
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const byWorker = [...runs.values()].flat();
    expect(byWorker.filter((w) => w === 'instancia-a').length).toBeGreaterThan(0);
    expect(byWorker.filter((w) => w === 'instancia-b').length).toBeGreaterThan(0);

    const outbox = await a.database.db.select().from(mailOutbox).where(inArray(mailOutbox.jobId, jobIds));
    expect(outbox).toHaveLength(30);
    expect(new Set(outbox.map((o) => o.jobId)).size).toBe(30);
    const received = smtp.messages.filter((m) => m.to.some((to) => to.startsWith(tag)));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((m) => m.to[0])).size).toBe(30);
  });
});

describe('a session revoked on one instance', () => {
  it('is refused by the other instance at once', async () => {
    const user = await createUser(a.database.db);
    const { cookie } = await a.signIn(user.email, user.password, '10.93.0.1');
    expect(cookie).not.toBeNull();
    expect((await b.request('/api/me', { cookie: cookie! })).status).toBe(200);

    const out = await a.request('/api/auth/sign-out', { method: 'POST', cookie: cookie!, json: {} });
    expect(out.status).toBe(200);
    const refused = await b.request('/api/me', { cookie: cookie! });
    expect(refused.status).toBe(401);
    // and on the instance that revoked it
    expect((await a.request('/api/me', { cookie: cookie! })).status).toBe(401);
  });
});
