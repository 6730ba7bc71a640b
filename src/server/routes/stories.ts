import { z } from '@hono/zod-openapi';
import {
  SetStoryPostedBody,
  SetStoryPostedResponse,
  UpdateStoryCopyBody,
  UpdateStoryCopyResponse,
} from '../../shared/api/client-area/stories';
import { UpdateStoryTimeBody, UpdateStoryTimeResponse } from '../../shared/api/story-schedule';
import { SetStorySkippedBody, SetStorySkippedResponse } from '../../shared/api/story-skip';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { insightPollOffsets } from '../services/instagram/insights-job';
import { setStoryPosted } from '../services/stories/set-story-posted';
import { setStorySkipped } from '../services/stories/set-story-skipped';
import { updateStoryCopy } from '../services/stories/update-story-copy';
import { updateStoryTime } from '../services/stories/update-story-time';
import { askerOf } from './asker';
import { logRefusal } from './log-refusal';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });

/*
 * Story writes of the campaign detail and pending pages. access 'user': a client changes only stories of its
 * own campaigns (404 otherwise), an admin any story.
 */

const api = jsonRoutes({ access: 'user', tags: ['Área de cliente'] });

const setStoryPostedRoute = api.patch('/api/stories/{id}/posted', 'setStoryPosted', {
  summary: 'Marcar una historia como publicada o pendiente (fija el estado; la última llamada gana)',
  description:
    '409 si la campaña requiere aprobación y el cliente no ha aprobado la historia tal como está ahora, o si la ' +
    'historia está marcada «No se publicará» (hay que deshacerlo antes de marcarla publicada).',
  params: StoryParams,
  body: [SetStoryPostedBody, 'SetStoryPostedBody'],
  ok: [
    'Historia y recuentos de su día y su campaña tras el cambio',
    SetStoryPostedResponse,
    'SetStoryPostedResponse',
  ],
  errors: [400, 401, 403, 404, 409],
});

const setStorySkippedRoute = api.patch('/api/stories/{id}/skipped', 'setStorySkipped', {
  summary: 'Marcar una historia «No se publicará» (con un motivo opcional) o deshacerlo (fija el estado)',
  description:
    'El cliente, en sus historias; un administrador, en cualquiera. Repetir la llamada no cambia nada (la historia ' +
    'conserva quién, cuándo y el motivo de la primera vez). Una historia marcada así no cuenta como pendiente ni ' +
    'atrasada, no envía recordatorios y sale del denominador del progreso. 409 si la historia ya está publicada. ' +
    'Queda en el registro de auditoría (story.skipped / story.unskipped) y avisa al tablero «Hoy».',
  params: StoryParams,
  body: [SetStorySkippedBody, 'SetStorySkippedBody'],
  ok: [
    'Historia y recuentos de su día y su campaña tras el cambio',
    SetStorySkippedResponse,
    'SetStorySkippedResponse',
  ],
  errors: [400, 401, 403, 404, 409],
});

const updateStoryCopyRoute = api.patch('/api/stories/{id}/copy', 'updateStoryCopy', {
  summary: 'Cambiar el copy de una historia',
  params: StoryParams,
  body: [UpdateStoryCopyBody, 'UpdateStoryCopyBody'],
  ok: ['Copy guardado', UpdateStoryCopyResponse, 'UpdateStoryCopyResponse'],
  errors: [400, 401, 403, 404],
});

const updateStoryTimeRoute = api.patch('/api/stories/{id}/time', 'updateStoryTime', {
  summary: 'Cambiar la hora de una historia (null: la de su franja); los recordatorios la siguen',
  params: StoryParams,
  body: [UpdateStoryTimeBody, 'UpdateStoryTimeBody'],
  ok: [
    'Hora guardada, con el nuevo momento de publicación',
    UpdateStoryTimeResponse,
    'UpdateStoryTimeResponse',
  ],
  errors: [400, 401, 403, 404],
});

export const storyRoutes = createRouter()
  .openapi(setStoryPostedRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { isPosted } = c.req.valid('json');
    const viewer = askerOf(c);
    const result = await logRefusal(c, 'story posted update refused', { storyId: id, isPosted }, () =>
      setStoryPosted({
        db: c.get('deps').database.db,
        viewer,
        storyId: id,
        isPosted,
        now: c.get('deps').now(),
        insightPollOffsetsMs: insightPollOffsets(c.get('deps').env),
        env: c.get('deps').env,
      }),
    );
    return c.json(result, 200);
  })
  .openapi(setStorySkippedRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { isSkipped, reason } = c.req.valid('json');
    const asker = askerOf(c);
    const result = await logRefusal(c, 'story skip update refused', { storyId: id, isSkipped }, () =>
      setStorySkipped({
        db: c.get('deps').database.db,
        viewer: asker,
        actor: asker,
        storyId: id,
        isSkipped,
        reason: isSkipped ? (reason ?? null) : null,
        env: c.get('deps').env,
      }),
    );
    return c.json(result, 200);
  })
  .openapi(updateStoryCopyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { copyText } = c.req.valid('json');
    const viewer = askerOf(c);
    const result = await logRefusal(c, 'story copy update refused', { storyId: id }, () =>
      updateStoryCopy({ db: c.get('deps').database.db, viewer, storyId: id, copyText }),
    );
    return c.json(result, 200);
  })
  .openapi(updateStoryTimeRoute, async (c) => {
    const { database, env } = c.get('deps');
    const result = await updateStoryTime({
      db: database.db,
      viewer: askerOf(c),
      storyId: c.req.valid('param').id,
      scheduledTime: c.req.valid('json').scheduledTime,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(result, 200);
  });
