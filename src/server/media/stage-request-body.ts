import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { formatBytes } from '../../shared/media/format-bytes';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir-permissions';
import { AppError } from '../errors/app-error';

/**
 * Streams a request body to a new file of the staging folder, never holding more than a chunk in memory, and
 * stops at `maxBytes` (413, the partial file removed). Returns the file's path and size; the caller deletes it.
 */
export async function stageRequestBody(
  body: ReadableStream<Uint8Array> | null,
  { stagingDir, maxBytes }: { stagingDir: string; maxBytes: number },
): Promise<{ filePath: string; size: number }> {
  if (!body) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.emptyFile);
  await mkdir(stagingDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const filePath = path.join(stagingDir, `plain-${randomUUID()}`);
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes)
        callback(new AppError('PAYLOAD_TOO_LARGE', MEDIA_TEXTS.tooLarge(formatBytes(maxBytes))));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      limit,
      createWriteStream(filePath, { mode: PRIVATE_FILE_MODE }),
    );
  } catch (err) {
    await rm(filePath, { force: true });
    if (err instanceof AppError) throw err;
    // The client went away mid-body: nothing to answer it, nothing kept.
    throw new AppError('INVALID_REQUEST', 'La subida se interrumpió antes de terminar.');
  }
  if (size === 0) {
    await rm(filePath, { force: true });
    throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.emptyFile);
  }
  return { filePath, size };
}
