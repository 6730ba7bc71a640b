import { z } from '@hono/zod-openapi';
import {
  CreateTemplateBody,
  SaveAsTemplateBody,
  TemplateDetail,
  TemplateList,
  TemplateSummary,
  UpdateTemplateBody,
  UseTemplateBody,
} from '../../shared/api/campaign-templates';
import { idempotencyKeyParameter } from '../../shared/api/idempotency-key';
import { CampaignImportResponse } from '../../shared/campaign-import/response';
import { ADMIN_CAMPAIGN_TEXTS } from '../../shared/campaigns/admin-campaigns';
import { TEMPLATE_UI_TEXTS } from '../../shared/templates/template-texts';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { createTemplate } from '../services/campaign-templates/create-template';
import { getTemplate, listTemplates } from '../services/campaign-templates/list-templates';
import { saveCampaignAsTemplate } from '../services/campaign-templates/save-campaign-as-template';
import { startCampaignFromTemplate } from '../services/campaign-templates/start-campaign-from-template';
import { deleteTemplate, updateTemplate } from '../services/campaign-templates/update-template';
import { askerOf } from './asker';

const TemplateIdParams = z.object({
  id: z.uuid({ error: TEMPLATE_UI_TEXTS.notFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const CampaignIdParams = z.object({
  id: z.uuid({ error: ADMIN_CAMPAIGN_TEXTS.campaignNotFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const DeletedTemplate = z.object({
  ok: z.literal(true),
  template: z.object({ id: z.string(), name: z.string() }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Plantillas'] });

const listRoute = api.get('/api/admin/templates', 'listTemplates', {
  summary: 'Las plantillas de campaña de la agencia, por nombre',
  ok: ['Plantillas', TemplateList, 'TemplateList'],
  errors: [401, 403],
});

const getRoute = api.get('/api/admin/templates/{id}', 'getTemplate', {
  summary: 'Una plantilla con su contenido (el archivo de campaña con variables), para la vista previa',
  params: TemplateIdParams,
  ok: ['Plantilla', TemplateDetail, 'TemplateDetail'],
  errors: [400, 401, 403, 404],
});

const createRoute = api.post('/api/admin/templates', 'createTemplate', {
  summary: 'Crear una plantilla a partir de un archivo de campaña con variables ({marca}, {producto}…)',
  body: [CreateTemplateBody, 'CreateTemplateBody'],
  ok: ['Plantilla creada', TemplateSummary, 'TemplateSummary'],
  status: 201,
  errors: [400, 401, 403, 409],
});

const saveAsRoute = api.post('/api/admin/campaigns/{id}/template', 'saveCampaignAsTemplate', {
  summary:
    'Guardar una campaña como plantilla (la marca del cliente pasa a ser {marca} y su página, {enlace})',
  params: CampaignIdParams,
  body: [SaveAsTemplateBody, 'SaveAsTemplateBody'],
  ok: ['Plantilla creada', TemplateSummary, 'TemplateSummary'],
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

const updateRoute = api.patch('/api/admin/templates/{id}', 'updateTemplate', {
  summary: 'Cambiar el nombre o la descripción de una plantilla',
  params: TemplateIdParams,
  body: [UpdateTemplateBody, 'UpdateTemplateBody'],
  ok: ['Plantilla actualizada', TemplateSummary, 'TemplateSummary'],
  errors: [400, 401, 403, 404, 409],
});

const deleteRoute = api.delete('/api/admin/templates/{id}', 'deleteTemplate', {
  summary: 'Eliminar una plantilla (las campañas creadas con ella no cambian)',
  params: TemplateIdParams,
  ok: ['Plantilla eliminada', DeletedTemplate, 'DeletedTemplate'],
  errors: [400, 401, 403, 404],
});

const useRoute = api.post('/api/admin/templates/{id}/campaigns', 'startCampaignFromTemplate', {
  summary:
    'Nueva campaña desde una plantilla para un cliente y una fecha de inicio, con los valores de sus variables',
  params: TemplateIdParams,
  parameters: [
    idempotencyKeyParameter(
      'Un UUID por apertura del formulario: repetir la petición con la misma clave devuelve la campaña ya creada ' +
        '(`replayed: true`); la misma clave con otros datos, 409.',
    ),
  ],
  body: [UseTemplateBody, 'UseTemplateBody'],
  ok: ['Campaña creada', CampaignImportResponse, 'CampaignImportResponse'],
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const adminCampaignTemplateRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listTemplates(c.get('deps').database.db), 200))
  .openapi(getRoute, async (c) =>
    c.json(await getTemplate(c.get('deps').database.db, c.req.valid('param').id), 200),
  )
  .openapi(createRoute, async (c) => {
    const body = c.req.valid('json');
    const created = await createTemplate(c.get('deps').database.db, { actor: askerOf(c), ...body });
    return c.json(created, 201);
  })
  .openapi(saveAsRoute, async (c) => {
    const created = await saveCampaignAsTemplate(c.get('deps').database.db, {
      actor: askerOf(c),
      campaignId: c.req.valid('param').id,
      body: c.req.valid('json'),
    });
    return c.json(created, 201);
  })
  .openapi(updateRoute, async (c) => {
    const updated = await updateTemplate(c.get('deps').database.db, {
      actor: askerOf(c),
      templateId: c.req.valid('param').id,
      changes: c.req.valid('json'),
    });
    return c.json(updated, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const deleted = await deleteTemplate(c.get('deps').database.db, {
      actor: askerOf(c),
      templateId: c.req.valid('param').id,
    });
    return c.json({ ok: true as const, template: deleted }, 200);
  })
  .openapi(useRoute, async (c) => {
    const key = idempotencyKeyOf(c.req);
    const created = await startCampaignFromTemplate(c.get('deps'), {
      templateId: c.req.valid('param').id,
      body: c.req.valid('json'),
      userId: askerOf(c).userId,
      ...(key ? { requestKey: { userId: askerOf(c).userId, key } } : {}),
    });
    return c.json(created, 201);
  });
