import {
  AiInfoResponse,
  ClientCampaignsResponse,
  ClientOverviewResponse,
  OwnClientResponse,
  UpdateAiInfoBody,
  UpdateAiInfoResponse,
  UpdateOwnClientBody,
} from '../../shared/api/client-area';
import { todayInTimeZone } from '../../shared/dates';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { getAiInfo, saveAiInfo } from '../services/client-area/ai-info';
import { getClientOverview } from '../services/client-area/get-client-overview';
import { listClientCampaigns } from '../services/client-area/list-client-campaigns';
import { updateOwnClient } from '../services/client-area/own-client';
import { namedSchema } from './named-schema';

const TAG = 'Área de cliente';

/** The client's own area: campaign list, dashboard and pending overview, profile and AI-info block. */
export const clientAreaRoutes = createRouter()
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'get',
        path: '/api/client/campaigns',
        tags: [TAG],
        summary: 'Campañas del cliente con su progreso (más recientes primero)',
        responses: {
          200: {
            description: 'Campañas',
            content: {
              'application/json': { schema: namedSchema(ClientCampaignsResponse, 'ClientCampaignsResponse') },
            },
          },
          ...errorResponses(401, 403),
        },
      },
    ),
    async (c) => {
      const { database, env } = c.get('deps');
      const campaigns = await listClientCampaigns(database.db, c.get('user')!.id);
      return c.json({ today: todayInTimeZone(env.APP_TIMEZONE), campaigns }, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'get',
        path: '/api/client/overview',
        tags: [TAG],
        summary: 'Progreso e historias atrasadas, de hoy, próximas y recién publicadas',
        responses: {
          200: {
            description: 'Resumen',
            content: {
              'application/json': { schema: namedSchema(ClientOverviewResponse, 'ClientOverviewResponse') },
            },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    ),
    async (c) => {
      const { database, env } = c.get('deps');
      const today = todayInTimeZone(env.APP_TIMEZONE);
      const overview = await getClientOverview(database.db, c.get('user')!.id, today);
      return c.json({ today, ...overview }, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'patch',
        path: '/api/client/me',
        tags: [TAG],
        summary: 'Actualizar los datos personales de la ficha de cliente',
        request: {
          body: {
            required: true,
            content: {
              'application/json': { schema: namedSchema(UpdateOwnClientBody, 'UpdateOwnClientBody') },
            },
          },
        },
        responses: {
          200: {
            description: 'Cliente',
            content: { 'application/json': { schema: namedSchema(OwnClientResponse, 'OwnClientResponse') } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (c) => {
      const client = await updateOwnClient(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json'));
      return c.json({ client }, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'get',
        path: '/api/client/ai-info',
        tags: [TAG],
        summary: 'Información para la IA (null si aún no se ha guardado)',
        responses: {
          200: {
            description: 'Información',
            content: { 'application/json': { schema: namedSchema(AiInfoResponse, 'AiInfoResponse') } },
          },
          ...errorResponses(401, 403),
        },
      },
    ),
    async (c) => {
      const aiInfo = await getAiInfo(c.get('deps').database.db, c.get('user')!.id);
      return c.json({ aiInfo }, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'client' },
      {
        method: 'put',
        path: '/api/client/ai-info',
        tags: [TAG],
        summary: 'Guardar la información para la IA',
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: namedSchema(UpdateAiInfoBody, 'UpdateAiInfoBody') } },
          },
        },
        responses: {
          200: {
            description: 'Información guardada',
            content: {
              'application/json': { schema: namedSchema(UpdateAiInfoResponse, 'UpdateAiInfoResponse') },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    ),
    async (c) => {
      const aiInfo = await saveAiInfo(c.get('deps').database.db, c.get('user')!.id, c.req.valid('json'));
      return c.json({ aiInfo }, 200);
    },
  );
