import { ClientCampaignsResponse } from '../../shared/api/client-area/campaigns';
import {
  AiInfoResponse,
  OwnClientResponse,
  UpdateAiInfoBody,
  UpdateAiInfoResponse,
  UpdateOwnClientBody,
} from '../../shared/api/client-area/profile';
import { ClientOverviewResponse } from '../../shared/api/client-area/stories';
import { todayInTimeZone } from '../../shared/dates';
import { defineRoute } from '../http/define-route';
import { jsonBody, jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { getAiInfo, saveAiInfo } from '../services/client-area/ai-info';
import { getClientOverview } from '../services/client-area/get-client-overview';
import { listClientCampaigns } from '../services/client-area/list-client-campaigns';
import { updateOwnClient } from '../services/client-area/own-client';

/* The client's own area: campaign list, dashboard and pending overview, profile and AI-info block. */
const TAGS = ['Área de cliente'];

const listOwnCampaignsRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'listOwnCampaigns',
    method: 'get',
    path: '/api/client/campaigns',
    tags: TAGS,
    summary: 'Campañas del cliente con su progreso (más recientes primero)',
    responses: {
      200: jsonResponse('Campañas', ClientCampaignsResponse, 'ClientCampaignsResponse'),
      ...errorResponses(401, 403),
    },
  },
);

const getClientOverviewRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'getClientOverview',
    method: 'get',
    path: '/api/client/overview',
    tags: TAGS,
    summary: 'Progreso e historias atrasadas, de hoy, próximas y recién publicadas',
    responses: {
      200: jsonResponse('Resumen', ClientOverviewResponse, 'ClientOverviewResponse'),
      ...errorResponses(401, 403, 404),
    },
  },
);

const updateOwnClientRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'updateOwnClient',
    method: 'patch',
    path: '/api/client/me',
    tags: TAGS,
    summary: 'Actualizar los datos personales de la ficha de cliente',
    request: { body: jsonBody(UpdateOwnClientBody, 'UpdateOwnClientBody') },
    responses: {
      200: jsonResponse('Cliente', OwnClientResponse, 'OwnClientResponse'),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

const getAiInfoRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'getAiInfo',
    method: 'get',
    path: '/api/client/ai-info',
    tags: TAGS,
    summary: 'Información para la IA (null si aún no se ha guardado)',
    responses: {
      200: jsonResponse('Información', AiInfoResponse, 'AiInfoResponse'),
      ...errorResponses(401, 403),
    },
  },
);

const saveAiInfoRoute = defineRoute(
  { access: 'client' },
  {
    operationId: 'saveAiInfo',
    method: 'put',
    path: '/api/client/ai-info',
    tags: TAGS,
    summary: 'Guardar la información para la IA',
    request: { body: jsonBody(UpdateAiInfoBody, 'UpdateAiInfoBody') },
    responses: {
      200: jsonResponse('Información guardada', UpdateAiInfoResponse, 'UpdateAiInfoResponse'),
      ...errorResponses(400, 401, 403),
    },
  },
);

export const clientAreaRoutes = createRouter()
  .openapi(listOwnCampaignsRoute, async (c) => {
    const { database, env } = c.get('deps');
    const campaigns = await listClientCampaigns(database.db, c.get('user').id);
    return c.json({ today: todayInTimeZone(env.APP_TIMEZONE), campaigns }, 200);
  })
  .openapi(getClientOverviewRoute, async (c) => {
    const { database, env } = c.get('deps');
    const today = todayInTimeZone(env.APP_TIMEZONE);
    const overview = await getClientOverview({ db: database.db, userId: c.get('user').id, today });
    return c.json({ today, ...overview }, 200);
  })
  .openapi(updateOwnClientRoute, async (c) => {
    const { db } = c.get('deps').database;
    const client = await updateOwnClient({ db, userId: c.get('user').id, input: c.req.valid('json') });
    return c.json({ client }, 200);
  })
  .openapi(getAiInfoRoute, async (c) => {
    const aiInfo = await getAiInfo(c.get('deps').database.db, c.get('user').id);
    return c.json({ aiInfo }, 200);
  })
  .openapi(saveAiInfoRoute, async (c) => {
    const { db } = c.get('deps').database;
    const aiInfo = await saveAiInfo({ db, userId: c.get('user').id, input: c.req.valid('json') });
    return c.json({ aiInfo }, 200);
  });
