import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { type SseMessage, SseReader } from './support/sse-reader';

/**
 * Reliability of GET /api/events beyond tests/api/realtime.test.ts (which checks the hub's subscriber count
 * over 1,000 cycles and the close on sign-out): the memory and the timers of 1,000 open/close cycles stay
 * flat, and a session revoked from another device ends its open stream.
 */

const HEARTBEAT_MS = 150;
const CYCLES = 1_000;
/** Heap growth allowed over the 1,000 cycles, after a forced GC: a leak of 5 KB per stream would exceed it. */
const HEAP_BOUND_BYTES = 5 * 1024 * 1024;

let t: TestApp;
let user: FactoryUser;
let cookie: string;
let ipCounter = 0;
const nextIp = () => `10.78.0.${++ipCounter}`;

/** The V8 gc() function, exposed at run time (vitest's forks do not start with --expose-gc). */
function exposedGc(): () => void {
  const globalGc = (globalThis as { gc?: () => void }).gc;
  if (globalGc) return globalGc;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

async function settledHeap(gc: () => void): Promise<number> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

/** Active timers of the process (each open stream holds a heartbeat timer while it lives). */
function activeTimers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function openStream(sessionCookie: string): Promise<SseReader> {
  const res = await t.request('/api/events', { cookie: sessionCookie });
  expect(res.status).toBe(200);
  const reader = new SseReader(res);
  const first = await reader.next();
  expect(first).not.toBe('closed');
  expect((first as SseMessage).comments).toContain('connected');
  return reader;
}

async function cycles(count: number) {
  for (let i = 0; i < count; i++) {
    const reader = await openStream(cookie);
    await reader.close();
  }
  await waitFor(() => t.deps.realtime.subscriberCount === 0);
}

beforeAll(async () => {
  t = await createTestApp({ realtimeHeartbeatMs: HEARTBEAT_MS });
  user = await createUser(t.database.db);
  cookie = (await t.signIn(user.email, user.password, nextIp())).cookie!;
});
afterAll(() => t.cleanup());

describe('GET /api/events under churn', () => {
  it('keeps heap, timers and hub listeners flat over 1,000 open/close cycles', async () => {
    const hub = t.deps.realtime;
    const gc = exposedGc();
    // Warm-up: the first streams fill caches (session lookups, compiled queries, the LISTEN connection).
    await cycles(100);
    const startHeap = await settledHeap(gc);
    const startTimers = activeTimers();

    await cycles(CYCLES / 2);
    const midHeap = await settledHeap(gc);
    await cycles(CYCLES / 2);
    const endHeap = await settledHeap(gc);

    expect(hub.subscriberCount).toBe(0);
    expect(hub.userCount).toBe(0);
    await waitFor(() => activeTimers() <= startTimers);
    expect(endHeap - startHeap, `heap ${startHeap} → ${midHeap} → ${endHeap} bytes`).toBeLessThan(
      HEAP_BOUND_BYTES,
    );
  }, 240_000);
});

describe('GET /api/events after a revocation', () => {
  it('closes a stream whose session a password change on another device revoked, and keeps that device’s stream', async () => {
    const owner = await createUser(t.database.db);
    const phone = (await t.signIn(owner.email, owner.password, nextIp())).cookie!;
    const laptop = (await t.signIn(owner.email, owner.password, nextIp())).cookie!;
    const phoneStream = await openStream(phone);
    const laptopStream = await openStream(laptop);
    expect(t.deps.realtime.subscriberCount).toBe(2);

    // A password change on the laptop revokes every other session of the user (the phone's).
    const changed = await t.request('/api/account/password', {
      method: 'POST',
      cookie: laptop,
      json: { currentPassword: owner.password, newPassword: 'Otra-Clave-Segura-2026!' },
    });
    expect(changed.status).toBe(200);

    await phoneStream.untilClosed(HEARTBEAT_MS * 20);
    await waitFor(() => t.deps.realtime.subscriberCount === 1);
    expect((await t.request('/api/events', { cookie: phone })).status).toBe(401);
    // The revoking device's stream lives on: it still gets heartbeats.
    const beat = (await laptopStream.next(HEARTBEAT_MS * 10)) as SseMessage;
    expect(beat.comments).toEqual(['ping']);
    await laptopStream.close();
    await waitFor(() => t.deps.realtime.subscriberCount === 0);
  });
});
