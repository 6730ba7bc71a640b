import { z } from '@hono/zod-openapi';
import { DeletedCampaignResponse } from '../../shared/api/admin-campaigns';
import {
  ADMIN_CAMPAIGN_TEXTS,
  AdminCampaignList,
  AdminCampaignListQuery,
  DeleteCampaignBody,
} from '../../shared/campaigns/admin-campaigns';
import { UpdateCampaignBody, UpdatedCampaign } from '../../shared/campaigns/campaign-edit';
import { actorOf } from '../http/actor';
import { defineRoute } from '../http/define-route';
import { jsonBody, jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { deleteCampaign } from '../services/campaigns/delete-campaign';
import { listCampaigns } from '../services/campaigns/list-campaigns';
import { updateCampaign } from '../services/campaigns/update-campaign';

const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const TAGS = ['Administración'];

const listCampaignsRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'listAdminCampaigns',
    method: 'get',
    path: '/api/admin/campaigns',
    tags: TAGS,
    summary: 'Campañas: búsqueda por marca del cliente, filtro por estado y páginas de 10',
    request: { query: AdminCampaignListQuery },
    responses: {
      200: jsonResponse('Una página de campañas', AdminCampaignList),
      ...errorResponses(400, 401, 403),
    },
  },
);

const deleteCampaignRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'deleteCampaign',
    method: 'delete',
    path: '/api/admin/campaigns/{id}',
    tags: TAGS,
    summary: 'Eliminar una campaña (con sus días e historias) confirmando su título exacto',
    request: { params: CampaignIdParams, body: jsonBody(DeleteCampaignBody) },
    responses: {
      200: jsonResponse('Campaña eliminada', DeletedCampaignResponse, 'DeletedCampaign'),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

const updateCampaignRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'updateCampaign',
    method: 'patch',
    path: '/api/admin/campaigns/{id}',
    tags: TAGS,
    summary: 'Cambiar el título, la descripción o el estado de una campaña',
    request: { params: CampaignIdParams, body: jsonBody(UpdateCampaignBody) },
    responses: {
      200: jsonResponse('Campaña actualizada', UpdatedCampaign),
      ...errorResponses(400, 401, 403, 404),
    },
  },
);

export const adminCampaignRoutes = createRouter()
  .openapi(listCampaignsRoute, async (c) =>
    c.json(await listCampaigns(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(deleteCampaignRoute, async (c) => {
    const deleted = await deleteCampaign(c.get('deps').database.db, {
      campaignId: c.req.valid('param').id,
      confirmationTitle: c.req.valid('json').confirmationTitle,
      actor: actorOf(c),
    });
    return c.json({ ok: true, campaign: { id: deleted.id, title: deleted.title } } as const, 200);
  })
  .openapi(updateCampaignRoute, async (c) => {
    const updated = await updateCampaign(c.get('deps').database.db, {
      campaignId: c.req.valid('param').id,
      changes: c.req.valid('json'),
      actor: actorOf(c),
    });
    return c.json(updated, 200);
  });
