import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { someStoryId } from '../setup/demo-story';
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
    server = await startServerProcess({ DEMO_DATA: 'true' }, { startTimeoutMs: 180_000 });
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
    server.child.kill('SIGTERM');

    expect(await Promise.all(signIns)).toEqual([200, 200, 200]);
    await stream.untilClosed(10_000);
    // Exit code 0: shutdown finished by itself, so before its deadline (the watchdog ends the process by SIGKILL).
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);
    // Nothing used the database after it was closed.
    expect(server.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
    // New connections are refused once shutdown has begun.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 300_000);

  it('past the deadline, logs what it was still waiting for and exits anyway (a model call that hangs)', async () => {
    const ai = await startFakeOpenAiServer();
    try {
      ai.answer({ content: '{}', delayMs: 120_000 });
      server = await startServerProcess(
        {
          DEMO_DATA: 'true',
          AI_BASE_URL: ai.baseUrl,
          AI_MODEL: 'fake-model',
          SHUTDOWN_DEADLINE_MS: '2000',
        },
        { startTimeoutMs: 180_000 },
      );
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
      // Not before the deadline (a timer never fires early); the SIGKILL and its log line show the watchdog ended it.
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_900);
      expect(exit.signal).toBe('SIGKILL');
      const deadline = server.logs.find((l) => String(l.msg).startsWith('shutdown deadline passed'));
      expect(deadline).toMatchObject({ stream: 'stderr', deadlineMs: 2000 });
      expect(String(deadline!.waitingFor)).toContain('job runner');
    } finally {
      await ai.close();
    }
  }, 300_000);
});

/**
 * Issue 28: a long request (a resumable upload's PATCH) no longer holds shutdown to its deadline while keep-alive
 * connections go on being served. After SIGTERM every response says `Connection: close`, idle keep-alive connections
 * are closed, a tus PATCH's body is cut (its bytes so far are kept: the client asks for the offset later and resumes)
 * and the requests already running are answered.
 */
describe('SIGTERM during a resumable upload', () => {
  it('cuts the upload, answers the running sign-in with Connection: close, closes idle keep-alive connections and exits 0', async () => {
    server = await startServerProcess(
      { DEMO_DATA: 'true', METRICS_TOKEN: METRICS_TOKEN },
      { startTimeoutMs: 180_000 },
    );
    const first = server;
    const { url } = first;
    const cookie = await signInOver(url, admin.email, admin.password);
    const storyId = await someStoryId(url, cookie);
    const created = await fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: {
        cookie,
        origin: url,
        'tus-resumable': '1.0.0',
        'upload-length': String(10 * 1024 * 1024),
        'upload-metadata': `storyId ${btoa(storyId)},filename ${btoa('largo.mp4')},filetype ${btoa('video/mp4')}`,
      },
    });
    expect(created.status).toBe(201);
    const uploadPath = new URL(created.headers.get('location')!, url).pathname;
    const stagedFile = path.join(first.dataDir, 'uploads', uploadPath.split('/').pop()!);

    // The PATCH sends 256 KB of its 10 MB, then nothing: it is running when the signal comes.
    const patch = http.request(`${url}${uploadPath}`, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: url,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    const patchOutcome = new Promise<string>((resolve) => {
      patch.once('response', (res) => resolve(`answered ${res.statusCode}`));
      patch.once('error', () => resolve('cut'));
      patch.once('close', () => resolve('cut'));
    });
    patch.write(Buffer.alloc(256 * 1024, 1));
    await expect.poll(() => sizeOf(stagedFile), { timeout: 60_000 }).toBe(256 * 1024);

    // A keep-alive connection left idle, and a sign-in whose body has not all arrived: running when the signal comes.
    const agent = new http.Agent({ keepAlive: true });
    const idle = await get(agent, `${url}/healthz`);
    expect(idle.status).toBe(200);
    const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
    const signIn = partialSignIn(`${url}/api/auth/sign-in/email`, admin);
    // The PATCH and the sign-in are the API requests being answered.
    await expect.poll(() => requestsBeingAnswered(url), { timeout: 60_000 }).toBe(2);
    first.child.kill('SIGTERM');
    await first.waitForLog((l) => l.msg === 'shutting down');
    signIn.finish();

    expect(await signIn.answer).toEqual({ status: 200, connection: 'close' });
    await idleClosed;
    expect(await patchOutcome).toBe('cut');
    // Code 0, not the watchdog's SIGKILL: the drain ended before the deadline, the upload did not hold it.
    expect(await first.exited).toEqual({ code: 0, signal: null });
    agent.destroy();

    // The client resumes on the next start from the bytes that were stored.
    server = await startServerProcess(
      { DEMO_DATA: 'true', DATA_DIR: first.dataDir },
      { startTimeoutMs: 180_000 },
    );
    try {
      const again = await signInOver(server.url, admin.email, admin.password);
      const head = await fetch(`${server.url}${uploadPath}`, {
        method: 'HEAD',
        headers: { cookie: again, 'tus-resumable': '1.0.0' },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(256 * 1024));
    } finally {
      await server.kill();
      server = first; // afterEach removes its data directory
    }
  }, 600_000);
});

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
}

/** A GET on a keep-alive agent: its status and the socket it used. */
function get(agent: http.Agent, url: string): Promise<{ status: number; socket: import('node:net').Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode!, socket: req.socket! }));
    });
    req.once('error', reject);
  });
}

const METRICS_TOKEN = 'metrics-token-of-the-shutdown-test-0123';

/** The API requests the server is answering (on PGlite, the in-use gauge of /metrics). */
async function requestsBeingAnswered(url: string): Promise<number> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const gauge = /^db_pool_connections_in_use\{database="pglite"\} (\d+)$/m.exec(await res.text());
  return gauge ? Number(gauge[1]) : -1;
}

/**
 * A sign-in on a keep-alive connection that sends the first bytes of its body and the rest on `finish()`: its status
 * and its Connection header.
 */
function partialSignIn(
  url: string,
  who: { email: string; password: string },
): { finish(): void; answer: Promise<{ status: number; connection: string | undefined }> } {
  const body = JSON.stringify({ email: who.email, password: who.password });
  const req = http.request(url, {
    agent: new http.Agent({ keepAlive: true }),
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      origin: new URL(url).origin,
    },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return { finish: () => req.end(body.slice(10)), answer };
}

/**
 * Issue 28: the compiled server (`node dist/server/index.js`, as `npm start` and the systemd unit run it) ends within
 * the shutdown deadline whatever became of whatever read its standard output. Here its stdout is a socket the test
 * stops reading: the log lines of many requests fill it (a few hundred of them are more than the kernel buffers), so
 * every line after that waits. Before the fix, pino's exit hook then retried the write forever (EAGAIN while the
 * reader was there, EPIPE once it had gone) with the watchdog already stopped.
 */
describe('SIGTERM when nobody reads standard output any more (compiled server)', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const DEADLINE_MS = 5_000;

  beforeAll(() => {
    const built = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const d = await import('./scripts/lib/dist.mjs'); if (d.isStale('server')) d.build('server');",
      ],
      // Vite's launcher would keep a compile cache in the run's temporary folder.
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } },
    );
    expect(built.status).toBe(0);
  }, 300_000);

  async function startWithStalledOutput(): Promise<ServerProcess> {
    const started = await startServerProcess(
      { DEMO_DATA: 'false', SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS) },
      { command: [process.execPath, 'dist/server/index.js'], cwd: ROOT, startTimeoutMs: 180_000 },
    );
    started.child.stdout!.pause();
    for (let i = 0; i < 150; i++) {
      await Promise.all(
        Array.from({ length: 10 }, () => fetch(`${started.url}/healthz`).then((res) => res.text())),
      );
    }
    return started;
  }

  it('exits 0 within the deadline while its stdout is full and its reader reads nothing', async () => {
    server = await startWithStalledOutput();
    server.child.kill('SIGTERM');
    // Code 0 and no SIGKILL: it ended by itself, before the watchdog's deadline. Before the fix it never ended;
    // the wait for it is only a bound on that hang, long enough for a busy machine.
    const exit = await exitOrTimeout(server, 120_000);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 300_000);

  it('exits 0 within the deadline after the reader of its stdout has gone', async () => {
    server = await startWithStalledOutput();
    server.child.stdout!.destroy();
    server.child.kill('SIGTERM');
    // Code 0 and no SIGKILL: it ended by itself, before the watchdog's deadline. Before the fix it never ended;
    // the wait for it is only a bound on that hang, long enough for a busy machine.
    const exit = await exitOrTimeout(server, 120_000);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 300_000);
});

/** The exit, or 'still running' after `timeoutMs` (the process is then left to afterEach's SIGKILL). */
async function exitOrTimeout(
  process: ServerProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still running'>((resolve) => {
    timer = setTimeout(() => resolve('still running'), timeoutMs);
  });
  try {
    return await Promise.race([process.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
