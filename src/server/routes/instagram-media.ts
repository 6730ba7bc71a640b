import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { storyMedia } from '../db/schema/media';
import { AppError } from '../errors/app-error';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { instagramDeps } from '../services/instagram/instagram-deps';
import { serveMediaObject } from './serve-media-object';

const MediaToken = z
  .string()
  .max(200)
  .regex(/^[0-9a-f-]{36}\.\d{10,16}\.[\w-]{43}$/);

const getInstagramMediaRoute = defineRoute(
  { access: 'public' },
  {
    operationId: 'getInstagramMedia',
    method: 'get',
    path: '/api/instagram/media/{token}',
    tags: ['Instagram'],
    summary: 'El archivo de una historia para que Instagram lo descargue al publicarla automáticamente',
    description:
      'Sin sesión: el token firmado (una hora) es la credencial y abre solo ese archivo. Las imágenes que no son ' +
      'JPEG se entregan convertidas a JPEG (lo único que Instagram admite); los vídeos, tal cual. 404 si el token ' +
      'no es válido o caducó.',
    request: { params: z.object({ token: MediaToken }) },
    responses: {
      200: {
        description: 'El archivo',
        content: { 'image/jpeg': { schema: z.string() }, 'video/mp4': { schema: z.string() } },
      },
      ...errorResponses(404),
    },
  },
);
const { middleware, ...documentation } = getInstagramMediaRoute;
const router = createRouter();
router.openAPIRegistry.registerPath(documentation);

/** Instagram's servers download a story's file from here when the panel publishes it (issue 32). */
export const instagramMediaRoutes = router.get('/api/instagram/media/:token', ...middleware, async (c) => {
  const { database, env, now, media } = c.get('deps');
  const token = MediaToken.safeParse(c.req.param('token'));
  const mediaId = token.success ? instagramDeps(env).mediaUrls.verify(token.data, now()) : null;
  if (!mediaId) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  const [file] = await database.db.select().from(storyMedia).where(eq(storyMedia.id, mediaId));
  if (!file) throw new AppError('NOT_FOUND', MEDIA_TEXTS.mediaNotFound);
  if (file.kind === 'video' || file.mimeType === 'image/jpeg') {
    return serveMediaObject(
      { request: c.req.raw, storage: media.storage, log: c.get('log') },
      {
        key: file.storageKey,
        contentType: file.mimeType,
        etag: file.id,
        fileName: null,
        disposition: 'inline',
      },
    );
  }
  // PNG, WebP, HEIC: Instagram takes JPEG only. Converted as it streams, turned upright, never above 1920 px.
  const source = await media.storage.get(file.storageKey);
  const jpeg = source.pipe(
    sharp({ limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 }),
  );
  source.on('error', (err) => jpeg.destroy(err));
  return new Response(Readable.toWeb(jpeg) as ReadableStream, {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'no-store' },
  });
});
