import { z } from '@hono/zod-openapi';
import { DeletedCampaignResponse } from '../../shared/api/admin-campaigns';
import { idempotencyKeyParameter } from '../../shared/api/idempotency-key';
import { MoveCampaignBody, MovedCampaignResponse } from '../../shared/api/story-schedule';
import {
  ADMIN_CAMPAIGN_TEXTS,
  AdminCampaignList,
  AdminCampaignListQuery,
  DeleteCampaignBody,
} from '../../shared/campaigns/admin-campaigns';
import { ApprovalPreview, UpdateCampaignBody, UpdatedCampaign } from '../../shared/campaigns/campaign-edit';
import { DuplicateCampaignBody, DuplicatedCampaigns } from '../../shared/campaigns/duplicate-campaign';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { deleteCampaign } from '../services/campaigns/delete-campaign';
import { duplicateCampaign } from '../services/campaigns/duplicate/duplicate-campaign';
import { getApprovalPreview } from '../services/campaigns/get-approval-preview';
import { listCampaigns } from '../services/campaigns/list-campaigns';
import { moveCampaign } from '../services/campaigns/move-campaign';
import { updateCampaign } from '../services/campaigns/update-campaign';
import { askerOf } from './asker';

const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Administración'] });

const listCampaignsRoute = api.get('/api/admin/campaigns', 'listAdminCampaigns', {
  summary: 'Campañas: búsqueda por marca del cliente, filtro por estado y páginas de 10',
  query: AdminCampaignListQuery,
  ok: ['Una página de campañas', AdminCampaignList],
  errors: [400, 401, 403],
});

const deleteCampaignRoute = api.delete('/api/admin/campaigns/{id}', 'deleteCampaign', {
  summary:
    'Eliminar una campaña (con sus días e historias) confirmando con la palabra ELIMINAR (o su título exacto)',
  params: CampaignIdParams,
  body: [DeleteCampaignBody],
  ok: ['Campaña eliminada', DeletedCampaignResponse, 'DeletedCampaign'],
  errors: [400, 401, 403, 404],
});

const updateCampaignRoute = api.patch('/api/admin/campaigns/{id}', 'updateCampaign', {
  summary:
    'Cambiar el título, la descripción, el estado o la aprobación de una campaña (activada: desde mañana por defecto, o desde ahora)',
  params: CampaignIdParams,
  body: [UpdateCampaignBody],
  ok: ['Campaña actualizada', UpdatedCampaign],
  errors: [400, 401, 403, 404],
});

const approvalPreviewRoute = api.get('/api/admin/campaigns/{id}/approval-preview', 'getApprovalPreview', {
  summary: 'Cuántas historias de hoy, atrasadas y de los próximos días esperarían la aprobación si se activa',
  params: CampaignIdParams,
  ok: ['Historias que esperarían la aprobación', ApprovalPreview, 'ApprovalPreview'],
  errors: [400, 401, 403, 404],
});

const moveCampaignRoute = api.post('/api/admin/campaigns/{id}/move', 'moveCampaign', {
  summary: 'Mover una campaña a otra fecha de inicio (sus días y sus historias, con las mismas horas)',
  params: CampaignIdParams,
  body: [MoveCampaignBody, 'MoveCampaignBody'],
  ok: ['Campaña movida', MovedCampaignResponse, 'MovedCampaignResponse'],
  errors: [400, 401, 403, 404],
});

const duplicateCampaignRoute = api.post('/api/admin/campaigns/{id}/duplicate', 'duplicateCampaign', {
  summary:
    'Duplicar una campaña para el mismo u otro cliente desde otra fecha (o repetirla cada semana o cada mes): mismas historias, horas y archivos, sin nada de su ejecución',
  params: CampaignIdParams,
  parameters: [
    idempotencyKeyParameter(
      'Un UUID por apertura del formulario: repetir la petición con la misma clave devuelve las copias ya creadas ' +
        '(`replayed: true`) sin crear otras; la misma clave con otros datos, 409.',
    ),
  ],
  body: [DuplicateCampaignBody, 'DuplicateCampaignBody'],
  ok: ['Copias creadas', DuplicatedCampaigns, 'DuplicatedCampaigns'],
  errors: [400, 401, 403, 404, 409],
});

export const adminCampaignRoutes = createRouter()
  .openapi(listCampaignsRoute, async (c) =>
    c.json(await listCampaigns(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(deleteCampaignRoute, async (c) => {
    const deleted = await deleteCampaign(c.get('deps').database.db, {
      campaignId: c.req.valid('param').id,
      confirmationTitle: c.req.valid('json').confirmationTitle,
      actor: askerOf(c),
    });
    return c.json({ ok: true, campaign: { id: deleted.id, title: deleted.title } } as const, 200);
  })
  .openapi(updateCampaignRoute, async (c) => {
    const updated = await updateCampaign(c.get('deps').database.db, {
      campaignId: c.req.valid('param').id,
      changes: c.req.valid('json'),
      actor: askerOf(c),
      agencyTimeZone: c.get('deps').env.APP_TIMEZONE,
      now: c.get('deps').now(),
    });
    return c.json(updated, 200);
  })
  .openapi(approvalPreviewRoute, async (c) => {
    const { database, env, now } = c.get('deps');
    const preview = await getApprovalPreview({
      db: database.db,
      campaignId: c.req.valid('param').id,
      agencyTimeZone: env.APP_TIMEZONE,
      now: now(),
    });
    return c.json(preview, 200);
  })
  .openapi(moveCampaignRoute, async (c) => {
    const moved = await moveCampaign(c.get('deps').database.db, {
      campaignId: c.req.valid('param').id,
      startDate: c.req.valid('json').startDate,
      actor: askerOf(c),
    });
    return c.json(moved, 200);
  })
  .openapi(duplicateCampaignRoute, async (c) => {
    const requestKey = idempotencyKeyOf(c.req);
    const duplicated = await duplicateCampaign(c.get('deps'), {
      campaignId: c.req.valid('param').id,
      body: c.req.valid('json'),
      actor: askerOf(c),
      ...(requestKey ? { requestKey } : {}),
    });
    return c.json(duplicated, 200);
  });
