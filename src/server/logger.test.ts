import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, LogOutput } from './logger';

/**
 * A stream whose reader is at the test's command: each write is taken only when `read()` is called (or at once
 * while `keepReading` is on), as a pipe whose reader is stalled, slow or fast.
 */
class SlowStream extends Writable {
  readonly taken: string[] = [];
  keepReading = false;
  private pending: { chunk: string; done: (err?: Error | null) => void }[] = [];

  constructor() {
    super({ decodeStrings: false, highWaterMark: 16 });
  }

  override _write(chunk: string, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.pending.push({ chunk: String(chunk), done });
    if (this.keepReading) this.read();
  }

  /** The reader takes what has been written so far. */
  read(): void {
    for (const { chunk, done } of this.pending.splice(0)) {
      this.taken.push(chunk);
      done();
    }
  }

  get lines(): string[] {
    return this.taken.join('').split('\n').filter(Boolean);
  }
}

const line = (i: number) => `${JSON.stringify({ msg: `line ${i}`, pad: 'x'.repeat(80) })}\n`;
const msgs = (stream: SlowStream) => stream.lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
/** Lets the stream's callbacks and the promises they settle run (process.nextTick is not faked by vi.useFakeTimers). */
const ticks = () => new Promise((resolve) => process.nextTick(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('LogOutput', () => {
  it('hands every line to a reader that keeps up, in order', async () => {
    const stream = new SlowStream();
    stream.keepReading = true;
    const output = new LogOutput(stream);
    const logger = createLogger('info', output);
    for (let i = 0; i < 200; i++) logger.info(`line ${i}`);

    expect(await output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 60_000 })).toBe('written');
    expect(msgs(stream)).toEqual(Array.from({ length: 200 }, (_, i) => `line ${i}`));
  });

  it('past its limit drops lines and counts them; when the reader reads again a line says how many', async () => {
    const stream = new SlowStream();
    const output = new LogOutput(stream, 1_000);
    for (let i = 0; i < 50; i++) output.write(line(i));

    // Line 0 was handed to the stream; the queue behind it stopped at the limit.
    expect(output.queuedLength).toBeLessThanOrEqual(1_000);
    expect(output.queuedLength).toBeGreaterThan(1_000 - line(49).length);
    const kept = 50 - output.droppedLines;
    expect(kept).toBeGreaterThan(5);
    expect(kept).toBeLessThan(15);

    stream.keepReading = true;
    stream.read();
    await ticks();
    output.write(line(50));
    expect(await output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 60_000 })).toBe('written');

    const notice = { level: 40, droppedLines: 50 - kept, msg: `${50 - kept} log lines dropped` };
    expect(stream.lines.map((l) => JSON.parse(l))).toEqual([
      ...Array.from({ length: kept }, (_, i) => expect.objectContaining({ msg: `line ${i}` })),
      expect.objectContaining(notice),
      expect.objectContaining({ msg: 'line 50' }),
    ]);
    expect(output.droppedLines).toBe(0);
  });

  it('at exit, says how many lines were dropped when nothing was logged after them', async () => {
    const stream = new SlowStream();
    const output = new LogOutput(stream, 1_000);
    for (let i = 0; i < 50; i++) output.write(line(i));
    const dropped = output.droppedLines;
    expect(dropped).toBeGreaterThan(0);

    stream.keepReading = true;
    stream.read();
    expect(await output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 60_000 })).toBe('written');
    expect(msgs(stream).at(-1)).toBe(`${dropped} log lines dropped`);
  });

  it('waits for a slow reader as long as it keeps reading (from the start of the wait), and gives up on one that stopped', async () => {
    vi.useFakeTimers();
    const stream = new SlowStream();
    const output = new LogOutput(stream);
    // 2 MB: about 32 writes of 64 KB, each taken 500 ms after the previous one (16 s in all, stallMs is 1 s).
    for (let i = 0; i < 20_000; i++) output.write(line(i));
    // It read nothing for a while before the wait (the signal) began: it still gets stallMs from then on.
    await vi.advanceTimersByTimeAsync(5_000);
    let outcome: string | null = null;
    void output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 1_000 }).then((o) => {
      outcome = o;
    });
    while (outcome === null) {
      await vi.advanceTimersByTimeAsync(500);
      stream.read();
      await ticks();
    }
    expect(outcome).toBe('written');
    expect(msgs(stream)).toHaveLength(20_000);

    // Now the reader stops: the wait ends after stallMs without a write taken.
    for (let i = 0; i < 10; i++) output.write(line(i));
    const stalled = output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 1_000 });
    await vi.advanceTimersByTimeAsync(999);
    let isSettled = false;
    void stalled.then(() => {
      isSettled = true;
    });
    await ticks();
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await stalled).toBe('stalled');
  });

  it('stops waiting at the deadline even for a reader that keeps reading', async () => {
    vi.useFakeTimers();
    const stream = new SlowStream();
    const output = new LogOutput(stream);
    for (let i = 0; i < 20_000; i++) output.write(line(i));
    let outcome: string | null = null;
    void output.waitUntilWritten({ until: Date.now() + 3_000, stallMs: 1_000 }).then((o) => {
      outcome = o;
    });
    while (outcome === null) {
      await vi.advanceTimersByTimeAsync(500);
      stream.read();
      await ticks();
    }
    expect(outcome).toBe('deadline');
    expect(msgs(stream).length).toBeLessThan(20_000);
  });

  it('once the stream fails (the reader has gone), drops every later line and does not wait', async () => {
    const stream = new SlowStream();
    const output = new LogOutput(stream);
    output.write(line(0));
    stream.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await ticks();
    output.write(line(1));
    expect(await output.waitUntilWritten({ until: Date.now() + 60_000, stallMs: 60_000 })).toBe('gone');
    expect(stream.taken).toEqual([]);
  });
});
