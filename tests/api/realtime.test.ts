import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser, RealtimePayloadTooLargeError } from '../../src/server/realtime/notify-user';
import type { AiRequestDto } from '../../src/shared/ai/contract';
import type { ServerEvent } from '../../src/shared/realtime/server-events';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { aiRequestEvent } from './support/ai-request-event';
import { type SseMessage, SseReader } from './support/sse-reader';

const HEARTBEAT_MS = 150;

let t: TestApp;
let alice: FactoryUser;
let bob: FactoryUser;
let aliceCookie: string;
let bobCookie: string;
let ipCounter = 0;
const nextIp = () => `10.77.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ realtimeHeartbeatMs: HEARTBEAT_MS });
  alice = await createUser(t.database.db);
  bob = await createUser(t.database.db);
  aliceCookie = (await t.signIn(alice.email, alice.password, nextIp())).cookie!;
  bobCookie = (await t.signIn(bob.email, bob.password, nextIp())).cookie!;
});
afterAll(() => t.cleanup());

function aiEvent(id: string, status: AiRequestDto['status'] = 'processing', message = 'Procesando') {
  return aiRequestEvent({ id, status, message });
}

/** Opens GET /api/events and waits for the opening block (retry hint + 'connected'): subscribed from then on. */
async function openStream(cookie: string, app: TestApp = t): Promise<SseReader> {
  const res = await app.request('/api/events', { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = new SseReader(res);
  const first = await reader.next();
  expect(first).not.toBe('closed');
  expect((first as SseMessage).comments).toContain('connected');
  return reader;
}

function requestIdOf(message: SseMessage | 'closed'): string {
  expect(message).not.toBe('closed');
  const m = message as SseMessage;
  expect(m.event).toBe('ai_request.updated');
  return (JSON.parse(m.data) as Extract<ServerEvent, { type: 'ai_request.updated' }>).request.id;
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('GET /api/events: access', () => {
  it('refuses a request without a session (401)', async () => {
    const res = await t.request('/api/events');
    expect(res.status).toBe(401);
  });

  it('refuses a user with a temporary password (403 PASSWORD_CHANGE_REQUIRED)', async () => {
    const temp = await createUser(t.database.db, { temporaryUntil: new Date(Date.now() + 3_600_000) });
    const { cookie } = await t.signIn(temp.email, temp.password, nextIp());
    const res = await t.request('/api/events', { cookie: cookie! });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('is documented as a text/event-stream response for signed-in users', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-access': string; responses: Record<string, { content?: object }> }>
      >;
    };
    const op = doc.paths['/api/events']!.get!;
    expect(op['x-access']).toBe('user');
    expect(Object.keys(op.responses['200']!.content!)).toEqual(['text/event-stream']);
  });
});

describe('GET /api/events: delivery', () => {
  it('opens with a retry hint and sends a heartbeat comment', async () => {
    const res = await t.request('/api/events', { cookie: aliceCookie });
    const reader = new SseReader(res);
    const first = (await reader.next()) as SseMessage;
    expect(first.retry).toBe(1_000);
    const beat = (await reader.next(HEARTBEAT_MS * 10)) as SseMessage;
    expect(beat.comments).toEqual(['ping']);
    expect(beat.event).toBeNull();
    await reader.close();
  });

  it('delivers the user’s events in order, with increasing ids, and nobody else’s', async () => {
    const reader = await openStream(aliceCookie);
    const bobReader = await openStream(bobCookie);
    const { db } = t.database;
    await notifyUser(db, alice.id, aiEvent('r1', 'pending'));
    await notifyUser(db, bob.id, aiEvent('bob-only'));
    await db.transaction(async (tx) => {
      await notifyUser(tx, alice.id, aiEvent('r2', 'processing'));
      await notifyUser(tx, alice.id, aiEvent('r3', 'ai_completed'));
    });
    await notifyUser(db, alice.id, aiEvent('r4', 'completed'));

    const received: SseMessage[] = [];
    for (let i = 0; i < 4; i++) received.push((await reader.nextEvent()) as SseMessage);
    expect(received.map(requestIdOf)).toEqual(['r1', 'r2', 'r3', 'r4']);
    const ids = received.map((m) => Number(m.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    expect(JSON.parse(received[3]!.data)).toMatchObject({ request: { id: 'r4', status: 'completed' } });

    expect(requestIdOf(await bobReader.nextEvent())).toBe('bob-only');
    await reader.close();
    await bobReader.close();
  });

  it('delivers an event raised in a transaction on commit, and never one of a rolled-back transaction', async () => {
    const reader = await openStream(aliceCookie);
    const { db } = t.database;
    await expect(
      db.transaction(async (tx) => {
        await notifyUser(tx, alice.id, aiEvent('rolled-back'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');

    let committed = false;
    const pending = reader.nextEvent();
    await db.transaction(async (tx) => {
      await notifyUser(tx, alice.id, aiEvent('committed'));
      await new Promise((r) => setTimeout(r, 100));
      committed = true;
    });
    const message = await pending;
    expect(committed).toBe(true);
    expect(requestIdOf(message)).toBe('committed');
    await reader.close();
  });

  it('ignores a notification on the channel that is not a valid event, and keeps the stream open', async () => {
    const reader = await openStream(aliceCookie);
    const { db } = t.database;
    await db.execute(sql`select pg_notify('app_events', 'not json')`);
    await db.execute(
      sql`select pg_notify('app_events', ${JSON.stringify({ u: alice.id, e: { type: 'ai_request.updated' } })})`,
    );
    await notifyUser(db, alice.id, aiEvent('after-garbage'));
    expect(requestIdOf(await reader.nextEvent())).toBe('after-garbage');
    await reader.close();
  });

  it('shortens the free texts of an AI request over the NOTIFY limit, and refuses what still does not fit', async () => {
    const reader = await openStream(aliceCookie);
    const long = aiRequestEvent({ id: 'long', status: 'failed', errorMessage: 'é'.repeat(9_000) });
    await notifyUser(t.database.db, alice.id, long);
    const data = JSON.parse(((await reader.nextEvent()) as SseMessage).data);
    expect(data.request.id).toBe('long');
    expect(data.request.errorMessage).toBe(`${'é'.repeat(999)}…`);
    await reader.close();

    const huge = aiEvent('x'.repeat(9_000));
    await expect(notifyUser(t.database.db, alice.id, huge)).rejects.toThrow(RealtimePayloadTooLargeError);
  });
});

describe('GET /api/events: end of the stream', () => {
  it('closes the stream after sign-out (session revoked) and drops its subscription', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await t.signIn(user.email, user.password, nextIp());
    const before = t.deps.realtime.subscriberCount;
    const reader = await openStream(cookie!);
    expect(t.deps.realtime.subscriberCount).toBe(before + 1);
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: cookie!, json: {} });
    expect(out.status).toBe(200);
    await reader.untilClosed(HEARTBEAT_MS * 20);
    await waitFor(() => t.deps.realtime.subscriberCount === before);
    const again = await t.request('/api/events', { cookie: cookie! });
    expect(again.status).toBe(401);
  });

  it('closes the stream when the session expires', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await t.signIn(user.email, user.password, nextIp());
    const reader = await openStream(cookie!);
    await t.database.db.execute(
      sql`update "session" set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    await reader.untilClosed(HEARTBEAT_MS * 20);
  });

  it('leaves the hub’s subscriber count at its start value after 1,000 open/close cycles', async () => {
    const hub = t.deps.realtime;
    await waitFor(() => hub.subscriberCount === 0);
    const startSubscribers = hub.subscriberCount;
    const startUsers = hub.userCount;
    for (let i = 0; i < 1_000; i++) {
      const reader = await openStream(aliceCookie);
      if (i === 0) expect(hub.subscriberCount).toBe(startSubscribers + 1);
      await reader.close();
    }
    await waitFor(() => hub.subscriberCount === startSubscribers);
    expect(hub.userCount).toBe(startUsers);
    // Still delivering after all that.
    const reader = await openStream(aliceCookie);
    await notifyUser(t.database.db, alice.id, aiEvent('after-cycles'));
    expect(requestIdOf(await reader.nextEvent())).toBe('after-cycles');
    await reader.close();
    await waitFor(() => hub.subscriberCount === startSubscribers);
  }, 180_000);

  it('ends open streams when the hub stops (server shutdown)', async () => {
    const other = await createTestApp({ database: t.database, realtimeHeartbeatMs: 60_000 });
    const reader = await openStream(aliceCookie, other);
    await other.deps.realtime.stop();
    await reader.untilClosed(2_000);
    expect(other.deps.realtime.subscriberCount).toBe(0);
    const res = await other.request('/api/events', { cookie: aliceCookie });
    expect(res.status).toBe(503);
    await other.cleanup();
  });
});
