import { z } from '@hono/zod-openapi';
import { AiBriefBody, AiRequestListResponse, AiRequestResponse } from '../../shared/ai/contract';
import { AI_REQUEST_TEXTS } from '../../shared/ai/request-messages';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { assertUuid } from '../services/access/ids';
import { createAiRequest } from '../services/ai/create-ai-request';
import { getOwnAiRequest, listOwnAiRequests } from '../services/ai/get-ai-request';
import { askerOf } from './asker';

const RequestParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'client', tags: ['Campañas con IA'] });

const createAiRequestRoute = api.post('/api/ai/requests', 'createAiRequest', {
  summary: 'Pedir una campaña con IA (brief del asistente de 6 pasos)',
  description:
    'Guarda la solicitud (estado pending) y encola su generación. Máximo 3 solicitudes en curso y 10 en 24 horas por cliente (429).',
  body: [AiBriefBody, 'AiCampaignBrief'],
  ok: ['Solicitud creada', AiRequestResponse],
  status: 201,
  errors: [400, 401, 403, 404, 429],
});

const listAiRequestsRoute = api.get('/api/ai/requests', 'listAiRequests', {
  summary: 'Mis últimas solicitudes de campaña con IA (las 10 más recientes)',
  ok: ['Solicitudes', AiRequestListResponse],
  errors: [401, 403],
});

const getAiRequestRoute = api.get('/api/ai/requests/{id}', 'getAiRequest', {
  summary: 'Estado de una solicitud de campaña con IA',
  params: RequestParams,
  ok: ['Solicitud', AiRequestResponse],
  errors: [401, 403, 404],
});

export const aiRoutes = createRouter()
  .openapi(createAiRequestRoute, async (c) => {
    const { database, env, jobRunner } = c.get('deps');
    const request = await createAiRequest(database.db, {
      userId: askerOf(c).userId,
      brief: c.req.valid('json'),
      timeZone: env.APP_TIMEZONE,
    });
    jobRunner?.wake();
    return c.json({ request }, 201);
  })
  .openapi(listAiRequestsRoute, async (c) => {
    const requests = await listOwnAiRequests(c.get('deps').database.db, askerOf(c).userId);
    return c.json({ requests }, 200);
  })
  .openapi(getAiRequestRoute, async (c) => {
    const { id } = c.req.valid('param');
    assertUuid(id, AI_REQUEST_TEXTS.notFound);
    const request = await getOwnAiRequest({
      db: c.get('deps').database.db,
      userId: askerOf(c).userId,
      requestId: id,
    });
    return c.json({ request }, 200);
  });
