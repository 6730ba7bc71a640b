import { z } from '@hono/zod-openapi';
import { StoryResultsBody, StoryResultsResponse } from '../../shared/results/story-results';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { getStoryResults, saveStoryResults } from '../services/results/story-results';
import { askerOf } from './asker';
import { logRefusal } from './log-refusal';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });

/*
 * A published story's numbers (issue 31 §3). access 'user': a client reads and saves those of its own stories (404
 * otherwise), an admin any story's (a correction keeps who entered them first).
 */
const api = jsonRoutes({ access: 'user', tags: ['Resultados'] });

const getStoryResultsRoute = api.get('/api/stories/{id}/results', 'getStoryResults', {
  summary: 'Resultados de una historia: lo que pide el formulario, los toques del enlace y lo guardado',
  params: StoryParams,
  ok: ['Resultados de la historia', StoryResultsResponse, 'StoryResultsResponse'],
  errors: [400, 401, 403, 404],
});

const saveStoryResultsRoute = api.put('/api/stories/{id}/results', 'saveStoryResults', {
  summary: 'Guardar los resultados de una historia publicada (sustituye lo guardado; la última llamada gana)',
  description:
    'Cada campo es opcional (null: sin apuntar). Números enteros de 0 a 1.000.000.000; la media del deslizador ' +
    'de 0 a 100. Las respuestas del sticker deben ser las del sticker de la historia (400). 409 si la historia no ' +
    'está publicada. Queda en el registro de auditoría (story.results_saved).',
  params: StoryParams,
  body: [StoryResultsBody, 'StoryResultsBody'],
  ok: ['Resultados guardados', StoryResultsResponse, 'StoryResultsResponse'],
  errors: [400, 401, 403, 404, 409],
});

export const storyResultsRoutes = createRouter()
  .openapi(getStoryResultsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const result = await getStoryResults({
      db: database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(result, 200);
  })
  .openapi(saveStoryResultsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const { id } = c.req.valid('param');
    const asker = askerOf(c);
    const result = await logRefusal(c, 'story results save refused', { storyId: id }, () =>
      saveStoryResults({
        db: database.db,
        viewer: asker,
        actor: asker,
        actorName: c.get('user').name || c.get('user').email,
        storyId: id,
        body: c.req.valid('json'),
        agencyTimeZone: env.APP_TIMEZONE,
        env,
        now: c.get('deps').now(),
      }),
    );
    return c.json(result, 200);
  });
