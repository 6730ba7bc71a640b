import { AdminDashboard } from '../../shared/campaigns/admin-campaigns';
import { jsonRoutes } from '../http/json-route';
import { createRouter } from '../http/router';
import { getAdminDashboard } from '../services/campaigns/get-admin-dashboard';

const api = jsonRoutes({ access: 'admin', tags: ['Administración'] });

const getAdminDashboardRoute = api.get('/api/admin/dashboard', 'getAdminDashboard', {
  summary: 'Panel principal: totales y clientes y campañas más recientes',
  ok: ['Panel principal', AdminDashboard],
  errors: [401, 403],
});

export const adminDashboardRoutes = createRouter().openapi(getAdminDashboardRoute, async (c) =>
  c.json(await getAdminDashboard(c.get('deps').database.db), 200),
);
