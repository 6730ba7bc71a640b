import { Readable, Transform, type TransformCallback } from 'node:stream';
import { MediaLengthMismatchError } from './media-storage';

/**
 * Passes the bytes through and counts them. With `expected`, it fails as soon as more arrive, or at the end when
 * fewer did, so a driver never completes an object of the wrong length.
 */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(private readonly expected?: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.expected !== undefined && this.bytes > this.expected) {
      callback(new MediaLengthMismatchError(this.expected, this.bytes));
    } else {
      callback(null, chunk);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.expected !== undefined && this.bytes !== this.expected) {
      callback(new MediaLengthMismatchError(this.expected, this.bytes));
    } else {
      callback();
    }
  }
}

/**
 * The `length` bytes of `source` that follow its first `skip` bytes; stops reading (and destroys `source`) once
 * they are out. Fails when `source` ends first.
 */
export function sliceStream(source: Readable, skip: number, length: number): Readable {
  async function* slice(): AsyncGenerator<Buffer> {
    let toSkip = skip;
    let left = length;
    for await (const data of source) {
      let chunk = data as Buffer;
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, chunk.length);
        toSkip -= skipped;
        chunk = chunk.subarray(skipped);
      }
      if (chunk.length === 0) continue;
      const kept = chunk.subarray(0, left);
      left -= kept.length;
      yield kept;
      if (left === 0) return;
    }
    if (left > 0) throw new Error(`the stream ended ${left} bytes before the end of the requested range`);
  }
  return Readable.from(slice(), { objectMode: false });
}
