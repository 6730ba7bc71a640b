import { z } from '@hono/zod-openapi';
import { AutomationCheckResponse } from '../../shared/automation-check/automation-check-response';
import { ADMIN_CAMPAIGN_TEXTS } from '../../shared/campaigns/admin-campaigns';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { checkCampaignAutomation } from '../services/automation-check/check-campaign-automation';
import { askerOf } from './asker';

const CampaignParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'user', tags: ['Campañas'] });

const checkRoute = api.get('/api/campaigns/{id}/automation-check', 'checkCampaignAutomation', {
  summary:
    'Revisar automatizaciones: palabras clave repetidas o que ninguna historia muestra, mensajes fuera de las ventanas de Instagram, respuestas privadas de más, enlaces sin seguimiento o rotos',
  params: CampaignParams,
  ok: ['Problemas y avisos, historias primero', AutomationCheckResponse, 'AutomationCheckResponse'],
  errors: [400, 401, 404],
});

export const automationCheckRoutes = createRouter().openapi(checkRoute, async (c) => {
  const { database, env } = c.get('deps');
  const result = await checkCampaignAutomation(database.db, {
    viewer: askerOf(c),
    campaignId: c.req.valid('param').id,
    bases: { publicUrl: env.PUBLIC_URL, linksBaseUrl: env.LINKS_BASE_URL },
  });
  return c.json(result, 200);
});
