import { z } from '@hono/zod-openapi';
import {
  CreateWebhookEndpointBody,
  DeletedWebhookEndpoint,
  UpdateWebhookEndpointBody,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookDeliveryResponse,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '../../shared/api/webhooks';
import { WEBHOOK_TEXTS } from '../../shared/webhooks/webhook-texts';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { listWebhookDeliveries } from '../services/webhooks/list-webhook-deliveries';
import { getWebhookEndpoint, listWebhookEndpoints } from '../services/webhooks/list-webhook-endpoints';
import { createWebhookEndpoint, rotateWebhookSecret } from '../services/webhooks/save-webhook-endpoint';
import { resendWebhookDelivery, sendWebhookTest } from '../services/webhooks/send-webhook-test';
import { deleteWebhookEndpoint, updateWebhookEndpoint } from '../services/webhooks/update-webhook-endpoint';
import { askerOf } from './asker';

const EndpointParams = z.object({
  id: z.uuid({ error: WEBHOOK_TEXTS.notFound }).openapi({ param: { name: 'id', in: 'path' } }),
});
const DeliveryParams = EndpointParams.extend({
  deliveryId: z
    .uuid({ error: WEBHOOK_TEXTS.deliveryNotFound })
    .openapi({ param: { name: 'deliveryId', in: 'path' } }),
});

const api = jsonRoutes({ access: 'admin', tags: ['Webhooks'] });

const listRoute = api.get('/api/admin/webhooks', 'listWebhookEndpoints', {
  summary: 'Los webhooks de la agencia, con el resultado de su último envío',
  ok: ['Webhooks', WebhookEndpointList, 'WebhookEndpointList'],
  errors: [401, 403],
});

const createRoute = api.post('/api/admin/webhooks', 'createWebhookEndpoint', {
  summary: 'Añadir un webhook: URL, descripción y eventos; su secreto (whsec_…) se muestra solo esta vez',
  description:
    'Una URL cuyo host es una dirección IP local, privada o reservada se rechaza (400); un nombre se comprueba al ' +
    'conectar, en cada envío. Como máximo WEBHOOK_MAX_ENDPOINTS webhooks (409).',
  body: [CreateWebhookEndpointBody, 'CreateWebhookEndpointBody'],
  ok: ['Webhook creado, con su secreto', WebhookEndpointWithSecret, 'WebhookEndpointWithSecret'],
  status: 201,
  errors: [400, 401, 403, 409],
});

const getRoute = api.get('/api/admin/webhooks/{id}', 'getWebhookEndpoint', {
  summary: 'Un webhook (sin su secreto)',
  params: EndpointParams,
  ok: ['Webhook', WebhookEndpoint, 'WebhookEndpoint'],
  errors: [400, 401, 403, 404],
});

const updateRoute = api.patch('/api/admin/webhooks/{id}', 'updateWebhookEndpoint', {
  summary: 'Cambiar la URL, la descripción, los eventos o activar y desactivar un webhook',
  description: 'Activar un webhook que el panel desactivó por un 410 borra ese motivo.',
  params: EndpointParams,
  body: [UpdateWebhookEndpointBody, 'UpdateWebhookEndpointBody'],
  ok: ['Webhook actualizado', WebhookEndpoint, 'WebhookEndpoint'],
  errors: [400, 401, 403, 404],
});

const deleteRoute = api.delete('/api/admin/webhooks/{id}', 'deleteWebhookEndpoint', {
  summary: 'Eliminar un webhook con sus envíos (los pendientes ya no se envían)',
  params: EndpointParams,
  ok: ['Webhook eliminado', DeletedWebhookEndpoint, 'DeletedWebhookEndpoint'],
  errors: [400, 401, 403, 404],
});

const rotateRoute = api.post('/api/admin/webhooks/{id}/rotate-secret', 'rotateWebhookSecret', {
  summary: 'Cambiar el secreto de un webhook: el anterior sigue firmando 24 h (dos firmas por envío)',
  params: EndpointParams,
  ok: ['Webhook con su secreto nuevo', WebhookEndpointWithSecret, 'WebhookEndpointWithSecret'],
  errors: [400, 401, 403, 404],
});

const testRoute = api.post('/api/admin/webhooks/{id}/test', 'sendWebhookTest', {
  summary: 'Enviar un evento de prueba (webhook.test) a este webhook, sea cual sea su lista de eventos',
  description: 'Un webhook desactivado no recibe la prueba (409).',
  params: EndpointParams,
  ok: ['Envío de prueba en cola', WebhookDeliveryResponse, 'WebhookDeliveryResponse'],
  status: 202,
  errors: [400, 401, 403, 404, 409],
});

const deliveriesRoute = api.get('/api/admin/webhooks/{id}/deliveries', 'listWebhookDeliveries', {
  summary: 'Los envíos recientes de un webhook, del más reciente al más antiguo',
  params: EndpointParams,
  query: WebhookDeliveryQuery,
  ok: ['Envíos', WebhookDeliveryList, 'WebhookDeliveryList'],
  errors: [400, 401, 403, 404],
});

const resendRoute = api.post(
  '/api/admin/webhooks/{id}/deliveries/{deliveryId}/resend',
  'resendWebhookDelivery',
  {
    summary: 'Reenviar un envío: un envío nuevo del mismo mensaje (el mismo webhook-id)',
    description: 'Un webhook desactivado no recibe el reenvío (409).',
    params: DeliveryParams,
    ok: ['Reenvío en cola', WebhookDeliveryResponse, 'WebhookDeliveryResponse'],
    status: 202,
    errors: [400, 401, 403, 404, 409],
  },
);

export const adminWebhookRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listWebhookEndpoints(c.get('deps')), 200))
  .openapi(createRoute, async (c) => {
    const created = await createWebhookEndpoint(c.get('deps'), {
      actor: askerOf(c),
      body: c.req.valid('json'),
    });
    return c.json(created, 201);
  })
  .openapi(getRoute, async (c) =>
    c.json(await getWebhookEndpoint(c.get('deps'), c.req.valid('param').id), 200),
  )
  .openapi(updateRoute, async (c) => {
    const updated = await updateWebhookEndpoint(c.get('deps'), {
      actor: askerOf(c),
      endpointId: c.req.valid('param').id,
      changes: c.req.valid('json'),
    });
    return c.json(updated, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteWebhookEndpoint(c.get('deps'), { actor: askerOf(c), endpointId: c.req.valid('param').id });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(rotateRoute, async (c) => {
    const rotated = await rotateWebhookSecret(c.get('deps'), {
      actor: askerOf(c),
      endpointId: c.req.valid('param').id,
    });
    return c.json(rotated, 200);
  })
  .openapi(testRoute, async (c) => {
    const delivery = await sendWebhookTest(c.get('deps'), { endpointId: c.req.valid('param').id });
    return c.json({ delivery }, 202);
  })
  .openapi(deliveriesRoute, async (c) => {
    const deliveries = await listWebhookDeliveries(c.get('deps'), {
      endpointId: c.req.valid('param').id,
      query: c.req.valid('query'),
    });
    return c.json(deliveries, 200);
  })
  .openapi(resendRoute, async (c) => {
    const { id, deliveryId } = c.req.valid('param');
    const delivery = await resendWebhookDelivery(c.get('deps'), { endpointId: id, deliveryId });
    return c.json({ delivery }, 202);
  });
