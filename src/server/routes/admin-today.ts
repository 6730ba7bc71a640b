import { z } from '@hono/zod-openapi';
import {
  AdminTodayQuery,
  AdminTodayResponse,
  CampaignDeliveriesResponse,
} from '../../shared/api/admin-today';
import { ADMIN_CAMPAIGN_TEXTS } from '../../shared/campaigns/admin-campaigns';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { getAgencyBoard } from '../services/board/get-agency-board';
import { listCampaignDeliveries } from '../services/reminders/list-campaign-deliveries';

const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Administración'] });

const getAdminTodayRoute = api.get('/api/admin/today', 'getAdminToday', {
  summary:
    '«Hoy»: historias de todos los clientes que vencen en las próximas horas, atrasadas y clientes en riesgo',
  description:
    'Cada hora local está en la zona horaria del cliente. `hours` (1 a 24, 6 por defecto) fija la ventana de ' +
    '«Próximas horas»; «Atrasadas» mira 48 horas atrás; un cliente está en riesgo con una historia de su hoy ' +
    'sin publicar AGENCY_ALERT_AFTER_MINUTES o más después de su hora.',
  query: AdminTodayQuery,
  ok: ['Tablero del día', AdminTodayResponse],
  errors: [400, 401, 403],
});

const listCampaignDeliveriesRoute = api.get(
  '/api/admin/campaigns/{id}/deliveries',
  'listCampaignDeliveries',
  {
    summary:
      'Registro de avisos de las historias de una campaña (canal, hora, resultado), los más recientes primero',
    params: CampaignIdParams,
    ok: ['Registro de avisos', CampaignDeliveriesResponse],
    errors: [400, 401, 403, 404],
  },
);

export const adminTodayRoutes = createRouter()
  .openapi(getAdminTodayRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const board = await getAgencyBoard({
      db: database.db,
      now: now(),
      hours: c.req.valid('query').hours,
      agencyTimeZone: env.APP_TIMEZONE,
      alertAfterMinutes: env.AGENCY_ALERT_AFTER_MINUTES,
    });
    return c.json(board, 200);
  })
  .openapi(listCampaignDeliveriesRoute, async (c) => {
    const { database, env } = c.get('deps');
    const log = await listCampaignDeliveries({
      db: database.db,
      campaignId: c.req.valid('param').id,
      agencyTimeZone: env.APP_TIMEZONE,
    });
    return c.json(log, 200);
  });
