import { z } from '@hono/zod-openapi';
import {
  DeleteStoryMediaResponse,
  MediaFileQuery,
  PlainUploadQuery,
  ReorderStoryMediaBody,
  StoryMediaListResponse,
  StoryMediaResponse,
} from '../../shared/api/media';
import type { AppDeps } from '../context/app-deps';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import type { Logger } from '../logger';
import { deleteStoryMedia } from '../services/media/delete-story-media';
import { findReadableMedia } from '../services/media/find-readable-media';
import { listStoryMedia } from '../services/media/list-story-media';
import { reorderStoryMedia } from '../services/media/reorder-story-media';
import { askerOf } from './asker';
import { serveMediaObject } from './serve-media-object';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });
const MediaParams = z.object({ id: z.string().openapi({ description: 'Id del archivo' }) });

/*
 * A story's files. access 'user': a client reaches only the files of its own campaigns' stories (404 for
 * anyone else's), an admin every file. Resumable uploads are the tus endpoint (routes/uploads.ts).
 */
const api = jsonRoutes({ access: 'user', tags: ['Archivos de historias'] });

const listStoryMediaRoute = api.get('/api/stories/{id}/media', 'listStoryMedia', {
  summary: 'Archivos de una historia, en orden',
  params: StoryParams,
  ok: ['Archivos', StoryMediaListResponse, 'StoryMediaListResponse'],
  errors: [401, 403, 404],
});

const reorderStoryMediaRoute = api.put('/api/stories/{id}/media/order', 'reorderStoryMedia', {
  summary: 'Ordenar los archivos de una historia',
  description: 'mediaIds nombra cada archivo de la historia una sola vez; una lista desfasada responde 409.',
  params: StoryParams,
  body: [ReorderStoryMediaBody, 'ReorderStoryMediaBody'],
  ok: ['Archivos en su nuevo orden', StoryMediaListResponse, 'StoryMediaListResponse'],
  errors: [400, 401, 403, 404, 409],
});

const deleteStoryMediaRoute = api.delete('/api/media/{id}', 'deleteStoryMedia', {
  summary: 'Quitar un archivo de su historia (y del almacenamiento)',
  params: MediaParams,
  ok: ['Archivo quitado', DeleteStoryMediaResponse, 'DeleteStoryMediaResponse'],
  errors: [401, 403, 404],
});

const BinaryFile = z.string().openapi({ type: 'string', format: 'binary' });

const uploadStoryMediaRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'uploadStoryMedia',
    method: 'post',
    path: '/api/stories/{id}/media',
    tags: ['Archivos de historias'],
    summary: 'Subir un archivo a una historia en una sola petición',
    description:
      'El cuerpo es el archivo tal cual (JPEG, PNG, WebP, HEIC, MP4 o MOV; el tipo se lee de sus bytes). ' +
      'Para archivos grandes o conexiones inestables, usa la subida reanudable (tus) en /api/uploads. ' +
      '`replaces` sustituye un archivo de la historia conservando su posición.',
    request: {
      params: StoryParams,
      query: PlainUploadQuery,
      body: { required: true, content: { 'application/octet-stream': { schema: BinaryFile } } },
    },
    responses: {
      201: jsonResponse(
        'Archivo guardado, con sus avisos de formato',
        StoryMediaResponse,
        'StoryMediaResponse',
      ),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
    },
  },
);

const mediaFileResponses = {
  200: { description: 'El archivo', content: { 'application/octet-stream': { schema: BinaryFile } } },
  206: {
    description: 'Un rango del archivo',
    content: { 'application/octet-stream': { schema: BinaryFile } },
  },
  304: { description: 'Sin cambios (If-None-Match)' },
  ...errorResponses(401, 403, 404, 416),
};

const getMediaFileRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'getMediaFile',
    method: 'get',
    path: '/api/media/{id}',
    tags: ['Archivos de historias'],
    summary: 'El archivo (admite Range; caché privada)',
    request: { params: MediaParams, query: MediaFileQuery },
    responses: mediaFileResponses,
  },
);

const getMediaThumbnailRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'getMediaThumbnail',
    method: 'get',
    path: '/api/media/{id}/thumbnail',
    tags: ['Archivos de historias'],
    summary: 'La miniatura WebP del archivo',
    request: { params: MediaParams },
    responses: mediaFileResponses,
  },
);

/** What serving a stored object needs from the request's context. */
function mediaReader(c: { req: { raw: Request }; get(key: 'deps'): AppDeps; get(key: 'log'): Logger }) {
  return { request: c.req.raw, storage: c.get('deps').media.storage, log: c.get('log') };
}

export const mediaRoutes = createRouter()
  .openapi(listStoryMediaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const media = await listStoryMedia({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      storyId: id,
    });
    return c.json({ media }, 200);
  })
  .openapi(reorderStoryMediaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { mediaIds } = c.req.valid('json');
    const media = await reorderStoryMedia({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      storyId: id,
      mediaIds,
    });
    return c.json({ media }, 200);
  })
  .openapi(deleteStoryMediaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await deleteStoryMedia({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      mediaId: id,
    });
    return c.json(removed, 200);
  })
  .openapi(uploadStoryMediaRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { name, replaces } = c.req.valid('query');
    const stored = await c.get('deps').media.uploads.storeBody({
      body: c.req.raw.body,
      contentLength: c.req.header('content-length'),
      viewer: askerOf(c),
      storyId: id,
      originalName: name ?? '',
      replacesMediaId: replaces ?? null,
    });
    return c.json({ media: stored }, 201);
  })
  .openapi(getMediaFileRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { download } = c.req.valid('query');
    const row = await findReadableMedia({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      mediaId: id,
    });
    return serveMediaObject(mediaReader(c), {
      key: row.storageKey,
      contentType: row.mimeType,
      etag: row.id,
      fileName: row.originalName,
      disposition: download ? 'attachment' : 'inline',
    });
  })
  .openapi(getMediaThumbnailRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await findReadableMedia({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      mediaId: id,
    });
    return serveMediaObject(mediaReader(c), {
      key: row.thumbnailKey,
      contentType: 'image/webp',
      etag: `${row.id}-thumb`,
      fileName: null,
      disposition: 'inline',
    });
  });
