import { Readable } from 'node:stream';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { AppError } from '../errors/app-error';
import { parseByteRange } from '../http/byte-range';
import type { Logger } from '../logger';
import type { MediaStorage } from '../media/storage/media-storage';

/**
 * A stored file never changes (a replacement is a new file with a new id), so a browser may keep it as long as
 * it likes, but only for this user: never a shared cache, since reading it needs the session.
 */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

export interface MediaObject {
  /** The storage key; null when the object does not exist (a file without a thumbnail). */
  key: string | null;
  contentType: string;
  etag: string;
  fileName: string | null;
  disposition: 'inline' | 'attachment';
}

/**
 * Answers a stored object: 304 for a matching If-None-Match, 206 for one byte range (phones seek in videos),
 * 416 for a range past the end, else 200 with the whole object, streamed from storage (never buffered).
 */
export async function serveMediaObject(
  { request, storage, log }: { request: Request; storage: MediaStorage; log: Logger },
  object: MediaObject,
): Promise<Response> {
  if (!object.key) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const etag = `"${object.etag}"`;
  const headers = new Headers({
    'Cache-Control': PRIVATE_IMMUTABLE,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    Vary: 'Cookie',
  });
  if (
    header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return new Response(null, { status: 304, headers });

  const info = await storage.stat(object.key);
  if (!info) {
    log.error({ key: object.key }, 'media: object missing from storage');
    throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  }
  headers.set('Content-Type', object.contentType);
  if (object.fileName)
    headers.set(
      'Content-Disposition',
      `${object.disposition}; filename*=UTF-8''${encodeURIComponent(object.fileName)}`,
    );
  const range = parseByteRange(header('range'), info.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(JSON.stringify(new AppError('INVALID_REQUEST', 'Rango no satisfacible.').toBody()), {
      status: 416,
      headers: { ...Object.fromEntries(headers), 'Content-Type': 'application/json' },
    });
  }
  if (request.method === 'HEAD') {
    headers.set('Content-Length', String(range ? range.end - range.start + 1 : info.size));
    return new Response(null, { status: range ? 206 : 200, headers });
  }
  const stream = await storage.get(object.key, range ?? undefined);
  const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  if (range) {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    headers.set('Content-Length', String(range.end - range.start + 1));
    return new Response(body, { status: 206, headers });
  }
  headers.set('Content-Length', String(info.size));
  return new Response(body, { status: 200, headers });
}
