import { z } from '@hono/zod-openapi';
import { DeletedCampaignResponse } from '../../shared/api/admin-campaigns';
import {
  ADMIN_CAMPAIGN_TEXTS,
  AdminCampaignList,
  AdminCampaignListQuery,
  DeleteCampaignBody,
} from '../../shared/campaigns/admin-campaigns';
import { UpdateCampaignBody, UpdatedCampaign } from '../../shared/campaigns/campaign-edit';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { deleteCampaign } from '../services/campaigns/delete-campaign';
import { listCampaigns } from '../services/campaigns/list-campaigns';
import { updateCampaign } from '../services/campaigns/update-campaign';
import { namedSchema } from './named-schema';

const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const DeletedCampaignSchema = namedSchema(DeletedCampaignResponse, 'DeletedCampaign');

export const adminCampaignRoutes = createRouter()
  .openapi(
    defineRoute(
      { access: 'admin' },
      {
        method: 'get',
        path: '/api/admin/campaigns',
        tags: ['Administración'],
        summary: 'Campañas: búsqueda por marca del cliente, filtro por estado y páginas de 10',
        request: { query: AdminCampaignListQuery },
        responses: {
          200: {
            description: 'Una página de campañas',
            content: { 'application/json': { schema: AdminCampaignList } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    ),
    async (c) => c.json(await listCampaigns(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(
    defineRoute(
      { access: 'admin' },
      {
        method: 'delete',
        path: '/api/admin/campaigns/{id}',
        tags: ['Administración'],
        summary: 'Eliminar una campaña (con sus días e historias) confirmando su título exacto',
        request: {
          params: CampaignIdParams,
          body: { required: true, content: { 'application/json': { schema: DeleteCampaignBody } } },
        },
        responses: {
          200: {
            description: 'Campaña eliminada',
            content: { 'application/json': { schema: DeletedCampaignSchema } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (c) => {
      const user = c.get('user')!;
      const deleted = await deleteCampaign(c.get('deps').database.db, {
        campaignId: c.req.valid('param').id,
        confirmationTitle: c.req.valid('json').confirmationTitle,
        actor: { userId: user.id, email: user.email, ip: c.get('clientIp') },
      });
      return c.json({ ok: true, campaign: { id: deleted.id, title: deleted.title } } as const, 200);
    },
  )
  .openapi(
    defineRoute(
      { access: 'admin' },
      {
        method: 'patch',
        path: '/api/admin/campaigns/{id}',
        tags: ['Administración'],
        summary: 'Cambiar el título, la descripción o el estado de una campaña',
        request: {
          params: CampaignIdParams,
          body: { required: true, content: { 'application/json': { schema: UpdateCampaignBody } } },
        },
        responses: {
          200: {
            description: 'Campaña actualizada',
            content: { 'application/json': { schema: UpdatedCampaign } },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (c) => {
      const user = c.get('user')!;
      const updated = await updateCampaign(c.get('deps').database.db, {
        campaignId: c.req.valid('param').id,
        changes: c.req.valid('json'),
        actor: { userId: user.id, email: user.email, ip: c.get('clientIp') },
      });
      return c.json(updated, 200);
    },
  );
