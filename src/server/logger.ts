import pino from 'pino';

export type Logger = pino.Logger;

/** Past this many queued bytes (the reader is stalled), log lines are dropped and counted instead of queued. */
export const LOG_QUEUE_LIMIT_BYTES = 8 * 1024 * 1024;
/** The most that is handed to the stream in one write: its completion is how progress is seen. */
const WRITE_BATCH_BYTES = 64 * 1024;

export type LogOutputOutcome = 'written' | 'gone' | 'stalled' | 'deadline';

/**
 * A log destination in front of a writable stream (standard output) that never grows without limit and can be waited
 * for at exit. It holds the lines the stream has not taken yet and hands them over one batch at a time; past
 * `limitBytes` queued, new lines are dropped and counted, and when a line is taken again a line
 * `"N log lines dropped"` comes first. A write error (the reader has gone: EPIPE, ECONNRESET) or a closed stream ends
 * it: every later line is dropped.
 */
export class LogOutput implements pino.DestinationStream {
  private readonly queue: string[] = [];
  private queuedBytes = 0;
  private isWriting = false;
  private isGone = false;
  private droppedSinceNotice = 0;
  private lastProgressAt = Date.now();
  private readonly progressListeners = new Set<() => void>();

  constructor(
    private readonly stream: NodeJS.WritableStream,
    private readonly limitBytes: number = LOG_QUEUE_LIMIT_BYTES,
  ) {
    stream.on('error', () => this.end());
    stream.on('close', () => this.end());
  }

  /** Lines dropped since the last "log lines dropped" line (0 once that line is queued). */
  get droppedLines(): number {
    return this.droppedSinceNotice;
  }

  /** Bytes (UTF-16 code units) queued and not yet handed to the stream. */
  get queuedLength(): number {
    return this.queuedBytes;
  }

  write(line: string): void {
    if (this.isGone) return;
    if (this.queuedBytes + line.length > this.limitBytes) {
      this.droppedSinceNotice++;
      return;
    }
    this.queueDroppedNotice();
    this.enqueue(line);
    this.pump();
  }

  /**
   * Resolves once every line taken so far has been written ('written'), or the stream is gone ('gone'), or nothing
   * was written for `stallMs` ('stalled': its reader has stopped reading), or at `until` (epoch ms; 'deadline').
   * A reader that is slow but keeps reading gets everything, up to `until`.
   */
  waitUntilWritten({ until, stallMs }: { until: number; stallMs: number }): Promise<LogOutputOutcome> {
    this.queueDroppedNotice();
    this.pump();
    const waitingSince = Date.now();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const check = () => {
        const now = Date.now();
        // A reader gets stallMs from the start of the wait, and again from each write it takes.
        const lastProgressAt = Math.max(this.lastProgressAt, waitingSince);
        const outcome: LogOutputOutcome | null = this.isGone
          ? 'gone'
          : this.queuedBytes === 0 && !this.isWriting
            ? 'written'
            : now >= until
              ? 'deadline'
              : now - lastProgressAt >= stallMs
                ? 'stalled'
                : null;
        if (outcome) {
          clearTimeout(timer);
          this.progressListeners.delete(check);
          resolve(outcome);
          return;
        }
        clearTimeout(timer);
        timer = setTimeout(check, Math.max(1, Math.min(until - now, lastProgressAt + stallMs - now)));
      };
      this.progressListeners.add(check);
      check();
    });
  }

  private queueDroppedNotice(): void {
    if (this.droppedSinceNotice === 0 || this.isGone) return;
    const dropped = this.droppedSinceNotice;
    this.droppedSinceNotice = 0;
    this.enqueue(
      `${JSON.stringify({
        level: 40,
        time: new Date().toISOString(),
        service: 'stories-panel',
        droppedLines: dropped,
        msg: `${dropped} log lines dropped`,
      })}\n`,
    );
  }

  private enqueue(line: string): void {
    this.queue.push(line);
    this.queuedBytes += line.length;
  }

  /** Hands the next batch to the stream once the previous one has been written. */
  private pump(): void {
    if (this.isWriting || this.isGone || this.queue.length === 0) return;
    let batch = '';
    while (
      this.queue.length > 0 &&
      (batch === '' || batch.length + this.queue[0]!.length <= WRITE_BATCH_BYTES)
    ) {
      batch += this.queue.shift();
    }
    this.queuedBytes -= batch.length;
    this.isWriting = true;
    // The stall window starts with each batch: after the previous one was written, or after an idle time.
    this.lastProgressAt = Date.now();
    try {
      this.stream.write(batch, (err) => {
        this.isWriting = false;
        if (err) {
          this.end();
          return;
        }
        this.pump();
        this.notifyProgress();
      });
    } catch {
      this.end();
    }
  }

  private end(): void {
    if (this.isGone) return;
    this.isGone = true;
    this.isWriting = false;
    this.queue.length = 0;
    this.queuedBytes = 0;
    this.notifyProgress();
  }

  private notifyProgress(): void {
    for (const listener of [...this.progressListeners]) listener();
  }
}

let stdoutOutput: LogOutput | null = null;

/**
 * Standard output as the log destination, written through Node's own stream rather than pino's default sonic-boom.
 * sonic-boom's exit hook flushes synchronously and retries every write error but a refused EAGAIN forever (EPIPE
 * included, 100 ms sleeps): a panel whose output reader had gone away never exited. `process.stdout` on a pipe or a
 * socket is asynchronous: it writes at once when the pipe has room and queues otherwise, and what is still queued
 * at exit is lost, so the shutdown waits for it (`waitUntilWritten`) before `process.exit`. The queue is bounded
 * (`LogOutput`); a write error (the reader has gone: EPIPE, ECONNRESET) ends the stream, and every later line is
 * dropped instead of crashing the process. One per process.
 */
export function stdoutLogOutput(): LogOutput {
  stdoutOutput ??= new LogOutput(process.stdout);
  return stdoutOutput;
}

/** The server's logger: JSON lines on standard output, or on `destination` (tests read the lines). */
export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination: pino.DestinationStream = stdoutLogOutput(),
): Logger {
  return pino(
    {
      level,
      base: { service: 'stories-panel' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', '*.newPassword', '*.currentPassword', 'req.headers.cookie'],
        remove: true,
      },
    },
    destination,
  );
}
