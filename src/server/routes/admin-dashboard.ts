import { AdminDashboard } from '../../shared/campaigns/admin-campaigns';
import { defineRoute } from '../http/define-route';
import { createRouter, errorResponses } from '../http/router';
import { getAdminDashboard } from '../services/campaigns/get-admin-dashboard';

export const adminDashboardRoutes = createRouter().openapi(
  defineRoute(
    { access: 'admin' },
    {
      method: 'get',
      path: '/api/admin/dashboard',
      tags: ['Administración'],
      summary: 'Panel principal: totales y clientes y campañas más recientes',
      responses: {
        200: { description: 'Panel principal', content: { 'application/json': { schema: AdminDashboard } } },
        ...errorResponses(401, 403),
      },
    },
  ),
  async (c) => c.json(await getAdminDashboard(c.get('deps').database.db), 200),
);
