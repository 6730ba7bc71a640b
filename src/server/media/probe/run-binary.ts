import { execFile } from 'node:child_process';

export interface RunOptions {
  /** Killed (SIGKILL) past this. */
  timeoutMs: number;
  /** Largest stdout accepted; past it the process is killed and the run fails. */
  maxOutputBytes: number;
}

/**
 * How a run ended. `unavailable`: the binary could not be started at all (missing, not executable, no binary
 * for this platform); `timeout`: killed after timeoutMs; `failed`: it ran and refused (non-zero exit, e.g. a
 * file it cannot read) or wrote more than maxOutputBytes.
 */
export type RunResult =
  | { outcome: 'ok'; stdout: Buffer }
  | { outcome: 'unavailable'; detail: string }
  | { outcome: 'timeout'; detail: string }
  | { outcome: 'failed'; detail: string };

const SPAWN_ERRORS = new Set(['ENOENT', 'EACCES', 'EPERM', 'ENOEXEC', 'ENOTDIR', 'ELOOP', 'EISDIR']);

/** Runs a binary with arguments (no shell), never throws: the result says how it went. */
export function runBinary(
  binary: string | null,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  if (!binary) return Promise.resolve({ outcome: 'unavailable', detail: 'no binary configured' });
  return new Promise((resolve) => {
    execFile(
      binary,
      args,
      {
        encoding: 'buffer',
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxOutputBytes,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ outcome: 'ok', stdout });
          return;
        }
        const code = (error as NodeJS.ErrnoException).code;
        const text = stderr.toString('utf8').trim().slice(0, 500);
        if (typeof code === 'string' && SPAWN_ERRORS.has(code)) {
          resolve({ outcome: 'unavailable', detail: `${code}: ${binary}` });
        } else if (
          error.killed &&
          error.signal === 'SIGKILL' &&
          code !== 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER'
        ) {
          resolve({ outcome: 'timeout', detail: `killed after ${options.timeoutMs} ms` });
        } else {
          resolve({ outcome: 'failed', detail: text || error.message });
        }
      },
    );
  });
}
