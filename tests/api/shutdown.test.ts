import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/server/db/seed/demo-credentials';
import { startFakeOpenAiServer } from '../setup/fake-openai-server';
import { type ServerProcess, signInOver, startServerProcess } from '../setup/server-process';
import { briefBody } from './support/ai-fixtures';
import { SseReader } from './support/sse-reader';

/**
 * Issue 11: SIGTERM ends the process within 10 s in every state. Graceful shutdown answers the requests already
 * running and ends the event streams before it closes the database; when something does not finish (here a model
 * call that hangs), a deadline logs what shutdown was waiting for and exits anyway. The real server runs in a
 * child process on the embedded database, as `npm start` runs it.
 */
let server: ServerProcess | null = null;
afterEach(async () => {
  await server?.kill();
  server = null;
});

const { admin, client } = DEMO_CREDENTIALS;

describe('SIGTERM', () => {
  it('answers the sign-ins already running, ends the event streams and exits 0 within 10 s', async () => {
    server = await startServerProcess({ DEMO_DATA: 'true' });
    const { url } = server;
    const cookie = await signInOver(url, admin.email, admin.password);
    const stream = new SseReader(await fetch(`${url}/api/events`, { headers: { cookie } }));
    await stream.next();

    // Three sign-ins (argon2id, tens of milliseconds each) in flight when the signal arrives.
    const attemptsBefore = server.logs.filter((l) => l.msg === 'sign-in attempt').length;
    const signIns = [admin, client, admin].map((who) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email: who.email, password: who.password }),
      }).then((res) => res.status),
    );
    await server.waitForLog(
      () => server!.logs.filter((l) => l.msg === 'sign-in attempt').length >= attemptsBefore + 3,
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    expect(await Promise.all(signIns)).toEqual([200, 200, 200]);
    await stream.untilClosed(10_000);
    const exit = await server.exited;
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);
    // Nothing used the database after it was closed.
    expect(server.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
    // New connections are refused once shutdown has begun.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('past the deadline, logs what it was still waiting for and exits anyway (a model call that hangs)', async () => {
    const ai = await startFakeOpenAiServer();
    try {
      ai.answer({ content: '{}', delayMs: 120_000 });
      server = await startServerProcess({
        DEMO_DATA: 'true',
        AI_BASE_URL: ai.baseUrl,
        AI_MODEL: 'fake-model',
        SHUTDOWN_DEADLINE_MS: '2000',
      });
      const { url } = server;
      const cookie = await signInOver(url, client.email, client.password);
      const created = await fetch(`${url}/api/ai/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify(briefBody()),
      });
      expect(created.status).toBe(201);
      await waitUntil(() => ai.requests.length > 0);

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      const took = Date.now() - signalledAt;
      expect(took).toBeLessThan(10_000);
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(exit.signal).toBe('SIGKILL');
      const deadline = server.logs.find((l) => String(l.msg).startsWith('shutdown deadline passed'));
      expect(deadline).toMatchObject({ stream: 'stderr', deadlineMs: 2000 });
      expect(String(deadline!.waitingFor)).toContain('job runner');
    } finally {
      await ai.close();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
