import type { Context } from 'hono';
import { ClientCampaignsResponse } from '../../shared/api/client-area/campaigns';
import {
  AiInfoResponse,
  OwnClientResponse,
  UpdateAiInfoBody,
  UpdateAiInfoResponse,
  UpdateOwnClientBody,
} from '../../shared/api/client-area/profile';
import { PublishingResponse } from '../../shared/api/client-area/publishing';
import { ClientOverviewResponse } from '../../shared/api/client-area/stories';
import { todayInTimeZone } from '../../shared/dates';
import { clientTimeZone } from '../../shared/time-zones';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import type { SignedInEnv } from '../middleware/require-auth';
import { getAiInfo, saveAiInfo } from '../services/client-area/ai-info';
import { getClientOverview } from '../services/client-area/get-client-overview';
import { getPublishingChecklist } from '../services/client-area/get-publishing-checklist';
import { listClientCampaigns } from '../services/client-area/list-client-campaigns';
import { updateOwnClient } from '../services/client-area/own-client';
import { askerOf } from './asker';

/* The client's own area: campaign list, dashboard and pending overview, profile and AI-info block. */

const api = jsonRoutes({ access: 'client', tags: ['Área de cliente'] });

const listOwnCampaignsRoute = api.get('/api/client/campaigns', 'listOwnCampaigns', {
  summary: 'Campañas del cliente con su progreso (más recientes primero)',
  ok: ['Campañas', ClientCampaignsResponse, 'ClientCampaignsResponse'],
  errors: [401, 403],
});

const getClientOverviewRoute = api.get('/api/client/overview', 'getClientOverview', {
  summary: 'Progreso e historias atrasadas (recientes y antiguas), de hoy, próximas y recién publicadas',
  ok: ['Resumen', ClientOverviewResponse, 'ClientOverviewResponse'],
  errors: [401, 403, 404],
});

const getPublishingChecklistRoute = api.get('/api/client/publishing', 'getPublishingChecklist', {
  summary:
    "'Publicar hoy': historias de hoy, atrasadas recientes, atrasadas antiguas y de mañana, con sus archivos y sus stickers",
  ok: ['Lista de publicación', PublishingResponse, 'PublishingResponse'],
  errors: [401, 403, 404],
});

const updateOwnClientRoute = api.patch('/api/client/me', 'updateOwnClient', {
  summary: 'Actualizar los datos personales de la ficha de cliente',
  body: [UpdateOwnClientBody, 'UpdateOwnClientBody'],
  ok: ['Cliente', OwnClientResponse, 'OwnClientResponse'],
  errors: [400, 401, 403, 404],
});

const getAiInfoRoute = api.get('/api/client/ai-info', 'getAiInfo', {
  summary: 'Información para la IA (null si aún no se ha guardado)',
  ok: ['Información', AiInfoResponse, 'AiInfoResponse'],
  errors: [401, 403],
});

const saveAiInfoRoute = api.put('/api/client/ai-info', 'saveAiInfo', {
  summary: 'Guardar la información para la IA',
  body: [UpdateAiInfoBody, 'UpdateAiInfoBody'],
  ok: ['Información guardada', UpdateAiInfoResponse, 'UpdateAiInfoResponse'],
  errors: [400, 401, 403],
});

/** Today in the signed-in client's own zone (read with its session), by the app's clock. */
function todayOf(c: Context<SignedInEnv>): string {
  const { env, now } = c.get('deps');
  return todayInTimeZone(clientTimeZone(c.get('clientTimeZone'), env.APP_TIMEZONE), now());
}

export const clientAreaRoutes = createRouter()
  .openapi(listOwnCampaignsRoute, async (c) => {
    const { userId } = askerOf(c);
    const today = todayOf(c);
    const campaigns = await listClientCampaigns(c.get('deps').database.db, userId);
    return c.json({ today, campaigns }, 200);
  })
  .openapi(getClientOverviewRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const overview = await getClientOverview({
      db: database.db,
      userId: askerOf(c).userId,
      now: now(),
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(overview, 200);
  })
  .openapi(getPublishingChecklistRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const checklist = await getPublishingChecklist({
      db: database.db,
      userId: askerOf(c).userId,
      now: now(),
      agencyTimeZone: env.APP_TIMEZONE,
      linkBases: { publicUrl: env.PUBLIC_URL, linksBaseUrl: env.LINKS_BASE_URL },
    });
    return c.json(checklist, 200);
  })
  .openapi(updateOwnClientRoute, async (c) => {
    const { db } = c.get('deps').database;
    const client = await updateOwnClient({ db, userId: askerOf(c).userId, input: c.req.valid('json') });
    return c.json({ client }, 200);
  })
  .openapi(getAiInfoRoute, async (c) => {
    const aiInfo = await getAiInfo(c.get('deps').database.db, askerOf(c).userId);
    return c.json({ aiInfo }, 200);
  })
  .openapi(saveAiInfoRoute, async (c) => {
    const { db } = c.get('deps').database;
    const aiInfo = await saveAiInfo({ db, userId: askerOf(c).userId, input: c.req.valid('json') });
    return c.json({ aiInfo }, 200);
  });
