import { z } from '@hono/zod-openapi';
import {
  SetStoryPostedBody,
  SetStoryPostedResponse,
  UpdateStoryCopyBody,
  UpdateStoryCopyResponse,
} from '../../shared/api/client-area/stories';
import { defineRoute } from '../http/define-route';
import { jsonBody, jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { viewerOf } from '../services/access/viewer';
import { setStoryPosted } from '../services/stories/set-story-posted';
import { updateStoryCopy } from '../services/stories/update-story-copy';
import { logRefusal } from './log-refusal';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });
const TAGS = ['Área de cliente'];

/*
 * Story writes of the campaign detail and pending pages. access 'user': a client changes only stories of its
 * own campaigns (404 otherwise), an admin any story.
 */

const setStoryPostedRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'setStoryPosted',
    method: 'patch',
    path: '/api/stories/{id}/posted',
    tags: TAGS,
    summary: 'Marcar una historia como publicada o pendiente (fija el estado; la última llamada gana)',
    request: { params: StoryParams, body: jsonBody(SetStoryPostedBody, 'SetStoryPostedBody') },
    responses: {
      200: jsonResponse(
        'Historia y recuentos de su día y su campaña tras el cambio',
        SetStoryPostedResponse,
        'SetStoryPostedResponse',
      ),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

const updateStoryCopyRoute = defineRoute(
  { access: 'user' },
  {
    operationId: 'updateStoryCopy',
    method: 'patch',
    path: '/api/stories/{id}/copy',
    tags: TAGS,
    summary: 'Cambiar el copy de una historia',
    request: { params: StoryParams, body: jsonBody(UpdateStoryCopyBody, 'UpdateStoryCopyBody') },
    responses: {
      200: jsonResponse('Copy guardado', UpdateStoryCopyResponse, 'UpdateStoryCopyResponse'),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const storyRoutes = createRouter()
  .openapi(setStoryPostedRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { isPosted } = c.req.valid('json');
    const viewer = viewerOf(c.get('user'));
    const result = await logRefusal(c, 'story posted update refused', { storyId: id, isPosted }, () =>
      setStoryPosted({ db: c.get('deps').database.db, viewer, storyId: id, isPosted }),
    );
    return c.json(result, 200);
  })
  .openapi(updateStoryCopyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { copyText } = c.req.valid('json');
    const viewer = viewerOf(c.get('user'));
    const result = await logRefusal(c, 'story copy update refused', { storyId: id }, () =>
      updateStoryCopy({ db: c.get('deps').database.db, viewer, storyId: id, copyText }),
    );
    return c.json(result, 200);
  });
