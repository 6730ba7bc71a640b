import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Pack } from 'tar-stream';

/**
 * Writes one file entry of `size` bytes from `source` into the tar stream, with back-pressure, and answers the
 * sha256 of the bytes. A source of another length fails (tar headers state the size before the bytes).
 */
export async function addStreamEntry(
  pack: Pack,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> & { destroy?: (error?: Error) => unknown },
): Promise<string> {
  const hash = createHash('sha256');
  let written = 0;
  let entry!: ReturnType<Pack['entry']>;
  const finished = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }, (err) =>
      err ? reject(err) : resolve(),
    );
  });
  finished.catch(() => {}); // awaited below; an entry destroyed on error is reported by that error
  // The pack destroyed (the reader went away) fails the entry: reported by `finished` or the write loop, never
  // as an unhandled 'error' event that would end the process.
  let failure: Error | null = null;
  entry.on('error', (err: Error) => {
    failure = err;
  });
  try {
    for await (const chunk of source) {
      written += chunk.length;
      if (written > size) throw new Error(`${name}: more than the expected ${size} bytes`);
      hash.update(chunk);
      if (failure) throw failure;
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), once(entry, 'close')]);
    }
  } catch (err) {
    source.destroy?.(err as Error);
    entry.destroy(err as Error);
    throw err;
  }
  if (written !== size) {
    entry.destroy(new Error(`${name}: ${written} bytes instead of ${size}`));
    throw new Error(`${name}: ${written} bytes instead of ${size}`);
  }
  (entry as unknown as { end(): void }).end(); // streamx types want an argument its end() does not need
  await finished;
  return hash.digest('hex');
}

/** A small entry held in memory (the header, the manifest, a secret). */
export function addBufferEntry(pack: Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length, mode: 0o600, mtime: new Date(0) }, body, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}
