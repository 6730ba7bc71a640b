import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ENTRY = path.resolve(import.meta.dirname, '../../src/server/index.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Its DATA_DIR: the temporary one, or the DATA_DIR given in `env`. */
  dataDir: string;
  /** Every JSON log line of stdout and stderr so far (stderr lines carry `stream: 'stderr'`). */
  logs: Record<string, unknown>[];
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line that matches. */
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** SIGKILL if still running, and remove the temporary data directory. */
  kill(): Promise<void>;
}

export interface ServerLaunch {
  /** The program and its arguments; default: src/server/index.ts through the tsx loader. */
  command?: [string, ...string[]];
  cwd?: string;
  /** How long to wait for 'server listening' (default 60 s). */
  startTimeoutMs?: number;
}

/**
 * The real server (`src/server/index.ts` through tsx by default, without the web build) in a child process on a
 * free port with a temporary DATA_DIR: what a crash, a signal or a lost database does to the process is observable.
 * `launch` runs another command instead (the compiled server of a release, `npm start`).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  launch: ServerLaunch = {},
): Promise<ServerProcess> {
  // A temporary DATA_DIR of its own unless the test gives one (then the test owns and removes it).
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'stories-server-'));
  const dataDir = env.DATA_DIR ?? (ownDataDir as string);
  const port = await freePort();
  const [command, ...args] = launch.command ?? [process.execPath, '--import', 'tsx', ENTRY];
  const child = spawn(command, args, {
    ...(launch.cwd ? { cwd: launch.cwd } : {}),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'info',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream, name: 'stdout' | 'stderr') => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('{')) continue;
        try {
          logs.push({ ...(JSON.parse(line) as Record<string, unknown>), stream: name });
        } catch {
          // not a log line
        }
        for (const notify of listeners) notify();
      }
    });
  };
  collect(child.stdout!, 'stdout');
  collect(child.stderr!, 'stderr');
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForLog: ServerProcess['waitForLog'] = (match, timeoutMs = 60_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching log line within ${timeoutMs} ms`));
      }, timeoutMs);
      const onExit = () => {
        if (check()) return;
        cleanup();
        reject(new Error('the server exited before the expected log line'));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        child.off('exit', onExit);
      };
      const listener = () => void check();
      if (check()) return;
      listeners.add(listener);
      child.once('exit', onExit);
    });

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };

  try {
    const listening = await waitForLog((l) => l.msg === 'server listening', launch.startTimeoutMs);
    return { child, url: String(listening.url), dataDir, logs, exited, waitForLog, kill };
  } catch (err) {
    await kill();
    throw err;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Signs in through the API and returns the Cookie header value. */
export async function signInOver(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
