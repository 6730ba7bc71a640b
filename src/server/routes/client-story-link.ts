import { z } from '@hono/zod-openapi';
import { CLIENT_AREA_MESSAGES } from '../../shared/api/client-area/limits';
import { StoryLinkResponse } from '../../shared/api/client-area/story-link';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { findStoryLink } from '../services/client-area/find-story-link';
import { askerOf } from './asker';

const StoryParams = z.object({
  id: z.uuid({ error: CLIENT_AREA_MESSAGES.storyNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'client', tags: ['Área de cliente'] });

const getStoryLinkRoute = api.get('/api/client/stories/{id}/link', 'getStoryLink', {
  summary:
    'Dónde está una historia del cliente (la que abre un recordatorio), cuando «Publicar hoy» no la lista',
  description: '404 si la historia no existe, el id no es válido o es de otro cliente.',
  params: StoryParams,
  ok: ['La historia, su campaña y su fecha', StoryLinkResponse, 'StoryLinkResponse'],
  errors: [401, 403, 404],
});

export const clientStoryLinkRoutes = createRouter().openapi(getStoryLinkRoute, async (c) => {
  const story = await findStoryLink({
    db: c.get('deps').database.db,
    userId: askerOf(c).userId,
    storyId: c.req.valid('param').id,
  });
  return c.json(story, 200);
});
