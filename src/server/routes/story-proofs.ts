import { z } from '@hono/zod-openapi';
import { SetProofLinkBody, StoryProofResponse } from '../../shared/proofs/story-proof';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { jsonRoutes } from '../http/json-route';
import { createRouter, errorResponses } from '../http/router';
import { saveProofLink, saveProofScreenshot } from '../services/proofs/save-story-proof';
import { deleteStoryProof, getStoryProof, proofScreenshotOf } from '../services/proofs/story-proof-access';
import { askerOf } from './asker';
import { serveMediaObject } from './serve-media-object';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });
const BinaryFile = z.string().openapi({ type: 'string', format: 'binary' });
const TAGS = ['Prueba de publicación'];

/*
 * Proof of posting (issue 31 §1): the screenshot of the posted story or its Instagram link, attached by the story's
 * client or an admin (404 for anyone else); one per story, a new one replaces it.
 */
const api = jsonRoutes({ access: 'user', tags: TAGS });

const getProofRoute = api.get('/api/stories/{id}/proof', 'getStoryProof', {
  summary: 'La prueba de publicación de una historia (null: ninguna)',
  params: StoryParams,
  ok: ['Prueba de publicación', StoryProofResponse, 'StoryProofResponse'],
  errors: [400, 401, 403, 404],
});

const setLinkRoute = api.put('/api/stories/{id}/proof/link', 'setStoryProofLink', {
  summary: 'Adjuntar el enlace de Instagram de la historia publicada como prueba (sustituye la anterior)',
  params: StoryParams,
  body: [SetProofLinkBody, 'SetProofLinkBody'],
  ok: ['Prueba guardada', StoryProofResponse, 'StoryProofResponse'],
  errors: [400, 401, 403, 404],
});

const deleteProofRoute = api.delete('/api/stories/{id}/proof', 'deleteStoryProof', {
  summary: 'Quitar la prueba de publicación de una historia',
  params: StoryParams,
  ok: ['Prueba quitada', StoryProofResponse, 'StoryProofResponse'],
  errors: [400, 401, 403, 404],
});

const setScreenshotRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'setStoryProofScreenshot',
    method: 'put',
    path: '/api/stories/{id}/proof/screenshot',
    tags: TAGS,
    summary: 'Adjuntar la captura de la historia publicada como prueba (sustituye la anterior)',
    description:
      'El cuerpo es la imagen tal cual (JPEG, PNG, WebP o HEIC, hasta 20 MB; el tipo se lee de sus bytes). Se guarda ' +
      'como WebP de 1920 px como mucho y sin sus metadatos (EXIF, ubicación).',
    request: {
      params: StoryParams,
      body: { required: true, content: { 'application/octet-stream': { schema: BinaryFile } } },
    },
    responses: {
      200: jsonResponse('Prueba guardada', StoryProofResponse, 'StoryProofResponse'),
      ...errorResponses(400, 401, 403, 404, 413, 415),
    },
  },
);

const getScreenshotRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'getStoryProofScreenshot',
    method: 'get',
    path: '/api/stories/{id}/proof/screenshot',
    tags: TAGS,
    summary: 'La captura de la prueba de publicación (WebP)',
    request: { params: StoryParams, query: z.object({ v: z.string().max(64).optional() }) },
    responses: {
      200: { description: 'La captura', content: { 'image/webp': { schema: BinaryFile } } },
      304: { description: 'Sin cambios (If-None-Match)' },
      ...errorResponses(401, 403, 404),
    },
  },
);

// biome-ignore lint/suspicious/noExplicitAny: the signed-in routes' context, whatever their params.
const authorOf = (c: any) => {
  const asker = askerOf(c);
  const user = c.get('user') as { name: string; email: string };
  return { viewer: asker, actor: asker, name: user.name || user.email };
};

export const storyProofRoutes = createRouter()
  .openapi(getProofRoute, async (c) => {
    const proof = await getStoryProof({
      db: c.get('deps').database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
    });
    return c.json({ proof }, 200);
  })
  .openapi(setLinkRoute, async (c) => {
    const { database, media } = c.get('deps');
    const proof = await saveProofLink({
      db: database.db,
      storage: media.storage,
      logger: c.get('log'),
      author: authorOf(c),
      storyId: c.req.valid('param').id,
      link: c.req.valid('json').link,
    });
    return c.json({ proof }, 200);
  })
  .openapi(deleteProofRoute, async (c) => {
    const { database, media } = c.get('deps');
    await deleteStoryProof({
      db: database.db,
      storage: media.storage,
      logger: c.get('log'),
      author: authorOf(c),
      storyId: c.req.valid('param').id,
    });
    return c.json({ proof: null }, 200);
  })
  .openapi(setScreenshotRoute, async (c) => {
    const { database, media } = c.get('deps');
    const proof = await saveProofScreenshot({
      db: database.db,
      storage: media.storage,
      logger: c.get('log'),
      stagingDir: media.stagingDir,
      author: authorOf(c),
      storyId: c.req.valid('param').id,
      body: c.req.raw.body,
    });
    return c.json({ proof }, 200);
  })
  .openapi(getScreenshotRoute, async (c) => {
    const { database, media } = c.get('deps');
    const object = await proofScreenshotOf({
      db: database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
    });
    return serveMediaObject(
      { request: c.req.raw, storage: media.storage, log: c.get('log') },
      {
        key: object.key,
        contentType: 'image/webp',
        etag: object.etag,
        fileName: null,
        disposition: 'inline',
      },
    );
  });
