import { z } from '@hono/zod-openapi';
import {
  SetStoryPostedBody,
  SetStoryPostedResponse,
  UpdateStoryCopyBody,
  UpdateStoryCopyResponse,
} from '../../shared/api/client-area';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { viewerOf } from '../services/access/viewer';
import { setStoryPosted } from '../services/stories/set-story-posted';
import { updateStoryCopy } from '../services/stories/update-story-copy';
import { logRefusal } from './log-refusal';
import { namedSchema } from './named-schema';

const StoryParams = z.object({ id: z.string().openapi({ description: 'Id de la historia' }) });

/**
 * Story writes of the campaign detail and pending pages. access 'user': a client changes only stories of its
 * own campaigns (404 otherwise), an admin any story.
 */
export const storyRoutes = createRouter()
  .openapi(
    defineRoute(
      { access: 'user' },
      {
        method: 'patch',
        path: '/api/stories/{id}/posted',
        tags: ['Área de cliente'],
        summary: 'Marcar una historia como publicada o pendiente (fija el estado; la última llamada gana)',
        request: {
          params: StoryParams,
          body: {
            required: true,
            content: {
              'application/json': { schema: namedSchema(SetStoryPostedBody, 'SetStoryPostedBody') },
            },
          },
        },
        responses: {
          200: {
            description: 'Historia y recuentos de su día y su campaña tras el cambio',
            content: {
              'application/json': { schema: namedSchema(SetStoryPostedResponse, 'SetStoryPostedResponse') },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const { isPosted } = c.req.valid('json');
      const result = await logRefusal(c, 'story posted update refused', { storyId: id, isPosted }, () =>
        setStoryPosted(c.get('deps').database.db, viewerOf(c.get('user')!), id, isPosted),
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'user' },
      {
        method: 'patch',
        path: '/api/stories/{id}/copy',
        tags: ['Área de cliente'],
        summary: 'Cambiar el copy de una historia',
        request: {
          params: StoryParams,
          body: {
            required: true,
            content: {
              'application/json': { schema: namedSchema(UpdateStoryCopyBody, 'UpdateStoryCopyBody') },
            },
          },
        },
        responses: {
          200: {
            description: 'Copy guardado',
            content: {
              'application/json': { schema: namedSchema(UpdateStoryCopyResponse, 'UpdateStoryCopyResponse') },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await logRefusal(c, 'story copy update refused', { storyId: id }, () =>
        updateStoryCopy(
          c.get('deps').database.db,
          viewerOf(c.get('user')!),
          id,
          c.req.valid('json').copyText,
        ),
      );
      return c.json(result, 200);
    },
  );
