import { OutboxQuery, OutboxResponse } from '../../shared/mail/outbox';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { listOutbox } from '../mail/list-outbox';

export const adminMailRoutes = createRouter().openapi(
  defineRoute(
    { access: 'admin' },
    {
      method: 'get',
      path: '/api/admin/mail',
      tags: ['Administración: correo'],
      summary: 'Correos enviados (SMTP o registro local), con su texto: búsqueda, tipo y páginas',
      request: { query: OutboxQuery },
      responses: {
        200: {
          description: 'Correos, del más reciente al más antiguo',
          content: { 'application/json': { schema: OutboxResponse } },
        },
        ...errorResponses(400, 401, 403),
      },
    },
  ),
  async (c) => c.json(await listOutbox(c.get('deps').database.db, c.req.valid('query')), 200),
);
