import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { writeBackup } from '../backup/write-backup';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/context';

/** Headers a reverse proxy adds: a request that carries one did not come from this machine's own user. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const digest = (s: string) => createHash('sha256').update(s).digest();

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ip === '::1' || ip.startsWith('127.');
}

/**
 * GET /internal/backup: the backup of an embedded (PGlite) panel, streamed by the running panel to `npm run backup`
 * (cli/backup.ts), since no other process may open its DATA_DIR. Only over loopback, without proxy headers, with
 * the token of DATA_DIR/backup-token (backup/panel-file.ts) as a Bearer token; anything else is a 404 or a 401,
 * never a 500. Mounted only when the panel wrote the token (an embedded database on disk).
 */
export function backupRoutes(token: string) {
  const expected = digest(token);
  return new Hono<AppEnv>().get('/internal/backup', (c) => {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (!isLoopback(address) || FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined)) {
      throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
    }
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new AppError('UNAUTHORIZED', 'Falta el token de copia de seguridad de DATA_DIR/backup-token.');
    }
    const { database, media, env, logger } = c.get('deps');
    const body = new PassThrough();
    const started = Date.now();
    writeBackup({ database, storage: media.storage, dataDir: env.DATA_DIR }, body)
      .then((manifest) =>
        logger.info(
          { tables: manifest.tables.length, media: manifest.media.length, ms: Date.now() - started },
          'backup streamed',
        ),
      )
      .catch((err) => logger.error({ err }, 'backup failed'));
    return new Response(Readable.toWeb(body) as ReadableStream, {
      status: 200,
      headers: { 'content-type': 'application/x-tar', 'cache-control': 'no-store' },
    });
  });
}
