import { z } from '@hono/zod-openapi';
import { CLIENT_AREA_MESSAGES } from '../../shared/api/client-area/limits';
import { AutoPublishResponse, SetAutoPublishBody } from '../../shared/instagram/auto-publish-contract';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { getAutoPublish, setAutoPublish } from '../services/instagram/auto-publish/auto-publish-settings';
import { askerOf } from './asker';
import { logRefusal } from './log-refusal';

const StoryParams = z.object({
  id: z.uuid({ error: CLIENT_AREA_MESSAGES.storyNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

/*
 * «Publicar automáticamente» (issue 32, docs/instagram.md): a client for its own stories (404 otherwise), an admin
 * for any.
 */
const api = jsonRoutes({ access: 'user', tags: ['Instagram'] });

const getAutoPublishRoute = api.get('/api/stories/{id}/auto-publish', 'getStoryAutoPublish', {
  summary: 'Si la historia se puede publicar automáticamente en Instagram, por qué no, y cómo va',
  params: StoryParams,
  ok: ['Publicación automática', AutoPublishResponse, 'AutoPublishResponse'],
  errors: [400, 401, 403, 404],
});

const setAutoPublishRoute = api.put('/api/stories/{id}/auto-publish', 'setStoryAutoPublish', {
  summary: 'Activar o desactivar «Publicar automáticamente» para una historia',
  description:
    'Solo historias sin sticker, enlace, mención ni texto escrito encima, con un único archivo en formato de ' +
    'historia, de un cliente con la cuenta de empresa conectada: 409 con cada motivo si no. Se publica a su hora ' +
    '(antes, si la campaña lo pide, con la aprobación del cliente). Desactivar: 409 si ya se está publicando.',
  params: StoryParams,
  body: [SetAutoPublishBody, 'SetAutoPublishBody'],
  ok: ['Publicación automática', AutoPublishResponse, 'AutoPublishResponse'],
  errors: [400, 401, 403, 404, 409],
});

export const storyAutoPublishRoutes = createRouter()
  .openapi(getAutoPublishRoute, async (c) => {
    const { database, env } = c.get('deps');
    return c.json(
      await getAutoPublish({
        db: database.db,
        viewer: askerOf(c),
        storyId: c.req.valid('param').id,
        agencyTimeZone: env.APP_TIMEZONE,
      }),
      200,
    );
  })
  .openapi(setAutoPublishRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const { id } = c.req.valid('param');
    const { enabled } = c.req.valid('json');
    const asker = askerOf(c);
    const result = await logRefusal(c, 'story auto-publish refused', { storyId: id, enabled }, () =>
      setAutoPublish({
        db: database.db,
        viewer: asker,
        actorName: c.get('user').name || c.get('user').email,
        storyId: id,
        enabled,
        agencyTimeZone: env.APP_TIMEZONE,
        now: now(),
      }),
    );
    return c.json(result, 200);
  });
