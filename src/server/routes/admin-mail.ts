import { OutboxQuery, OutboxResponse } from '../../shared/mail/outbox';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { listOutbox } from '../services/mail/list-outbox';
import { askerOf } from './asker';

const api = jsonRoutes({ access: 'admin', tags: ['Administración: correo'] });

const listMailRoute = api.get('/api/admin/mail', 'listMail', {
  summary: 'Correos enviados (SMTP o registro local), con su texto: búsqueda, tipo y páginas',
  description:
    'El enlace o la contraseña de un correo dirigido a otro administrador aparecen ocultos: solo los ve su ' +
    'destinatario, con su cuenta.',
  query: OutboxQuery,
  ok: ['Correos, del más reciente al más antiguo', OutboxResponse],
  errors: [400, 401, 403],
});

export const adminMailRoutes = createRouter().openapi(listMailRoute, async (c) =>
  c.json(
    await listOutbox({ db: c.get('deps').database.db, query: c.req.valid('query'), reader: askerOf(c) }),
    200,
  ),
);
