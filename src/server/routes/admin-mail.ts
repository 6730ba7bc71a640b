import { OutboxQuery, OutboxResponse } from '../../shared/mail/outbox';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { listOutbox } from '../mail/list-outbox';

const listMailRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'listMail',
    method: 'get',
    path: '/api/admin/mail',
    tags: ['Administración: correo'],
    summary: 'Correos enviados (SMTP o registro local), con su texto: búsqueda, tipo y páginas',
    request: { query: OutboxQuery },
    responses: {
      200: jsonResponse('Correos, del más reciente al más antiguo', OutboxResponse),
      ...errorResponses(400, 401, 403),
    },
  },
);

export const adminMailRoutes = createRouter().openapi(listMailRoute, async (c) =>
  c.json(await listOutbox(c.get('deps').database.db, c.req.valid('query')), 200),
);
