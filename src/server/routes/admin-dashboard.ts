import { AdminDashboard } from '../../shared/campaigns/admin-campaigns';
import { defineRoute } from '../http/define-route';
import { jsonResponse } from '../http/json-content';
import { createRouter, errorResponses } from '../http/router';
import { getAdminDashboard } from '../services/campaigns/get-admin-dashboard';

const getAdminDashboardRoute = defineRoute(
  { access: 'admin' },
  {
    operationId: 'getAdminDashboard',
    method: 'get',
    path: '/api/admin/dashboard',
    tags: ['Administración'],
    summary: 'Panel principal: totales y clientes y campañas más recientes',
    responses: {
      200: jsonResponse('Panel principal', AdminDashboard),
      ...errorResponses(401, 403),
    },
  },
);

export const adminDashboardRoutes = createRouter().openapi(getAdminDashboardRoute, async (c) =>
  c.json(await getAdminDashboard(c.get('deps').database.db), 200),
);
