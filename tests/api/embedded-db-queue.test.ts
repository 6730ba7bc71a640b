import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../../src/server/context/in-flight';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { type ServerProcess, signInOver, startServerProcess } from '../setup/server-process';

/**
 * Issue 11: on the embedded PGlite (one query at a time, on the event loop) a burst no longer makes every request
 * wait seconds: past EMBEDDED_DB_MAX_IN_FLIGHT requests in progress the API answers 503 with Retry-After at once,
 * and /healthz, which does not queue behind the API, keeps answering during the burst. Through a real HTTP
 * server, as a browser or a load balancer's probe would reach it. PGlite only (PostgreSQL has its pool).
 *
 * What this asserts is behaviour, not time: the API's p99 and /healthz's slowest answer during the same burst are
 * figures of `npm run bench -- embedded-burst` (bench/embedded-burst.ts), because beside the other API suites on
 * 2 cores a timed assertion here measured the machine (a p99 of 6.3 s once failed CI).
 */
const onPglite = !process.env.TEST_DATABASE_URL;
let server: ServerProcess | null = null;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  if (!onPglite) return;
  // The server in its own process: a load generator sharing its event loop would slow itself down as much.
  // A bound on a server that never starts, not a measure: with both cores busy (CI), its start with the demo data
  // (every migration, the demo media) took over Vitest's 60 s once the schema reached 22 migrations (issue 32).
  server = await startServerProcess(
    { DEMO_DATA: 'true', EMBEDDED_DB_MAX_IN_FLIGHT: '16' },
    { startTimeoutMs: 180_000 },
  );
  baseUrl = server.url;
  const { admin } = DEMO_CREDENTIALS;
  cookie = await signInOver(baseUrl, admin.email, admin.password);
}, 240_000);
afterAll(async () => {
  await server?.kill();
});

describe.runIf(onPglite)('a burst on the embedded database', () => {
  it('2,000 requests at 100 connections: the excess is refused with 503 and Retry-After, none fails, /healthz answers', async () => {
    // An efficient load generator (autocannon, as in the report), so the server, not the test, is the bottleneck.
    let healthAnswers = 0;
    let refused: { body: unknown; retryAfter: string | null } | null = null;
    let bursting = true;
    const probe = async () => {
      while (bursting) {
        const res = await fetch(`${baseUrl}/healthz`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        healthAnswers++;
        const api = await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { cookie } });
        if (api.status === 503 && !refused)
          refused = { body: await api.json(), retryAfter: api.headers.get('retry-after') };
        else await api.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const probing = probe();
    const result = await autocannon({
      url: `${baseUrl}/api/admin/dashboard`,
      connections: 100,
      amount: 2_000,
      // A bound on a request left hanging, not a measure: with both cores busy (CI) an admitted request waited past
      // 20 s behind the other 15 on the one embedded connection (14 of 2,000 once, issue 33's CI).
      timeout: 120,
      headers: { cookie },
    });
    bursting = false;
    await probing;

    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    );
    // No connection error and no request left unanswered (past autocannon's two-minute bound).
    expect({ errors: result.errors, timeouts: result.timeouts, statuses }).toMatchObject({
      errors: 0,
      timeouts: 0,
    });
    expect(Object.keys(statuses).sort()).toEqual(['200', '503']);
    expect(statuses['200']! + statuses['503']!).toBe(2_000);
    // What a refused request reads: the usual error shape, in Spanish, with Retry-After.
    expect(refused).not.toBeNull();
    expect(refused!.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: BUSY_MESSAGE } });
    expect(refused!.retryAfter).toBe('1');
    expect(healthAnswers).toBeGreaterThan(0);
    // Once the burst is over, the API answers again.
    const after = await fetch(`${baseUrl}/api/admin/dashboard`, { headers: { cookie } });
    expect(after.status).toBe(200);
    // The refusals were logged once in a while, naming the remedy.
    expect(
      server!.logs.some((l) => String(l.msg).includes('for this load run on PostgreSQL (DATABASE_URL)')),
    ).toBe(true);
  });
});
