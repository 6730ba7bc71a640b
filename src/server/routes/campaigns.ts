import { z } from '@hono/zod-openapi';
import {
  CampaignDetailResponse,
  ChatMessageBody,
  UpdateAutoResponseResponse,
  UpdateFollowUpResponse,
} from '../../shared/api/client-area/campaigns';
import { CLIENT_AREA_MESSAGES } from '../../shared/api/client-area/limits';
import { urlInteger } from '../../shared/api/url-integer';
import { todayInTimeZone } from '../../shared/dates';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { getCampaignDetail } from '../services/campaigns/get-campaign-detail';
import { updateAutoResponse, updateFollowUpMessage } from '../services/client-area/update-chat-automation';
import { askerOf } from './asker';
import { logRefusal } from './log-refusal';

const CampaignParams = z.object({ id: z.string().openapi({ description: 'Id de la campaña' }) });
const FollowUpParams = CampaignParams.extend({
  index: urlInteger({ min: 0, max: 9_999, message: CLIENT_AREA_MESSAGES.followUpOutOfRange }).openapi({
    description: 'Posición del mensaje en la secuencia (desde 0)',
    type: 'integer',
    param: { required: true },
  }),
});

/*
 * The campaign detail screen and its chat-automation edits. access 'user': a client reaches only campaigns of
 * its own client record (404 otherwise), an admin any campaign; the services apply the ownership.
 */

const api = jsonRoutes({ access: 'user', tags: ['Área de cliente'] });

const getCampaignRoute = api.get('/api/campaigns/{id}', 'getCampaign', {
  summary: 'Detalle de una campaña con días, historias y automatización de chat',
  params: CampaignParams,
  ok: ['Campaña', CampaignDetailResponse, 'CampaignDetailResponse'],
  errors: [401, 403, 404],
});

const updateAutoResponseRoute = api.patch(
  '/api/campaigns/{id}/chat-automation/auto-response',
  'updateAutoResponse',
  {
    summary: 'Editar el mensaje automático inicial',
    params: CampaignParams,
    body: [ChatMessageBody, 'ChatMessageBody'],
    ok: ['Mensaje guardado', UpdateAutoResponseResponse, 'UpdateAutoResponseResponse'],
    errors: [400, 401, 403, 404],
  },
);

const updateFollowUpMessageRoute = api.patch(
  '/api/campaigns/{id}/chat-automation/follow-up/{index}',
  'updateFollowUpMessage',
  {
    summary: 'Editar un mensaje de la secuencia de seguimiento (por posición, de forma atómica)',
    params: FollowUpParams,
    body: [ChatMessageBody, 'ChatMessageBody'],
    ok: ['Secuencia tras el cambio', UpdateFollowUpResponse, 'UpdateFollowUpResponse'],
    errors: [400, 401, 403, 404],
  },
);

export const campaignRoutes = createRouter()
  .openapi(getCampaignRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const viewer = askerOf(c);
    const campaignId = c.req.valid('param').id;
    const campaign = await getCampaignDetail({
      db: database.db,
      viewer,
      campaignId,
      agencyTimeZone: env.APP_TIMEZONE,
      linkBases: { publicUrl: env.PUBLIC_URL, linksBaseUrl: env.LINKS_BASE_URL },
    });
    // Today in the campaign's client's zone, for an admin too: the day statuses are the client's.
    const today = todayInTimeZone(campaign.client.timeZone, now());
    return c.json({ today, campaign }, 200);
  })
  .openapi(updateAutoResponseRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { message } = c.req.valid('json');
    const viewer = askerOf(c);
    const result = await logRefusal(c, 'chat auto response update refused', { campaignId: id }, () =>
      updateAutoResponse({ db: c.get('deps').database.db, viewer, campaignId: id, message }),
    );
    return c.json(result, 200);
  })
  .openapi(updateFollowUpMessageRoute, async (c) => {
    const { id, index } = c.req.valid('param');
    const { message } = c.req.valid('json');
    const viewer = askerOf(c);
    const result = await logRefusal(c, 'chat follow-up update refused', { campaignId: id, index }, () =>
      updateFollowUpMessage({ db: c.get('deps').database.db, viewer, campaignId: id, index, message }),
    );
    return c.json(result, 200);
  });
