import { AuditLogQuery, AuditLogResponse } from '../../shared/api/audit-log';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { listAuditLog } from '../services/audit/list-audit-log';

const api = jsonRoutes({ access: 'admin', tags: ['Administración: seguridad'] });

const listAuditLogRoute = api.get('/api/admin/audit-log', 'listAuditLog', {
  summary: 'Registro de auditoría: tipo de evento, búsqueda por email o nombre, rango de días y páginas',
  description:
    'Del más reciente al más antiguo; los días se leen en la zona horaria de la agencia (APP_TIMEZONE).',
  query: AuditLogQuery,
  ok: ['Eventos, del más reciente al más antiguo', AuditLogResponse],
  errors: [400, 401, 403],
});

export const adminAuditLogRoutes = createRouter().openapi(listAuditLogRoute, async (c) => {
  const { database, env } = c.get('deps');
  return c.json(
    await listAuditLog({ db: database.db, query: c.req.valid('query'), timeZone: env.APP_TIMEZONE }),
    200,
  );
});
