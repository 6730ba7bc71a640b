import { Hono } from 'hono';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/context';
import { requireAuth } from '../middleware/require-auth';
import { askerOf } from './asker';

/**
 * The tus methods of resumable uploads. Hono routes a HEAD request to the GET handlers (and drops the body), so
 * GET is listed for HEAD's sake; a real GET (reading a staged upload back) is not offered.
 */
const TUS_METHODS = ['OPTIONS', 'POST', 'GET', 'PATCH', 'DELETE'];

/**
 * Resumable story-file uploads, the tus 1.0 protocol (creation, termination, expiration), for signed-in
 * users: POST /api/uploads with `Upload-Metadata: storyId, filename[, replaces]` creates an upload, PATCH
 * /api/uploads/{uploadId} sends bytes from `Upload-Offset`, HEAD tells the offset to resume from. The last
 * PATCH answers 200 `{ media }` (or the usual error body). Outside the OpenAPI document: tus is its own
 * protocol, spoken by tus-js-client (docs/media.md).
 */
export const uploadRoutes = new Hono<AppEnv>().on(
  TUS_METHODS,
  ['/api/uploads', '/api/uploads/*'],
  requireAuth({ access: 'user' }),
  (c) => {
    if (c.req.raw.method === 'GET') throw new AppError('NOT_FOUND', 'Ruta de la API no encontrada.');
    return c.get('deps').media.uploads.handle(c.req.raw, askerOf(c));
  },
);
