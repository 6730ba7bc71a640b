// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@/features/admin-dashboard/api/get-admin-dashboard';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { ImportCampaignDialog } from '../../lazy-dialogs';
import { AdminDashboardPage } from './admin-dashboard-page';
import { resultsHandlers } from './admin-dashboard-page.testing';

const dashboard: AdminDashboard = {
  stats: { totalClients: 12, activeCampaigns: 4, completedCampaigns: 7 },
  recentClients: [
    {
      id: '11111111-0000-4000-8000-000000000001',
      name: 'Marta Ruiz',
      brandName: 'Café Aurora',
      email: 'marta@aurora.test',
      status: 'active',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  recentCampaigns: [
    {
      id: '22222222-0000-4000-8000-000000000001',
      title: 'Lanzamiento Blend Nº 7',
      status: 'paused',
      startDate: '2026-11-19',
      endDate: '2026-11-26',
      client: { id: '11111111-0000-4000-8000-000000000001', brandName: 'Café Aurora' },
    },
  ],
  failedAiRequests: [],
};

function render() {
  return renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { initialPath: '/admin' });
}

describe('AdminDashboardPage', () => {
  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all([ImportCampaignDialog.preload()]);
  });

  it('shows the counts and the recent clients and campaigns, each row linking to its screen', async () => {
    mockFetch({
      ...resultsHandlers(),
      'GET /api/admin/dashboard': () => json(dashboard),
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Panel Principal' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Resumen' });
    expect(await within(stats).findByText('12')).toBeInTheDocument();
    expect(within(stats).getByText('Campañas Activas').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Campañas Completadas').nextSibling).toHaveTextContent('7');

    expect(
      screen.getByRole('link', { name: /Café Aurora.*Marta Ruiz · 20\/11\/2026.*Activo/ }),
    ).toHaveAttribute('href', '/admin/clients/11111111-0000-4000-8000-000000000001');
    expect(
      screen.getByRole('link', { name: /Lanzamiento Blend Nº 7.*19\/11\/2026 – 26\/11\/2026.*Pausada/ }),
    ).toHaveAttribute('href', '/admin/campaigns/22222222-0000-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'Ver Todos' })).toHaveAttribute('href', '/admin/clients');
    expect(screen.getByRole('link', { name: 'Ver Todas' })).toHaveAttribute('href', '/admin/campaigns');
    expect(screen.getByRole('link', { name: 'Nuevo Cliente' })).toHaveAttribute('href', '/admin/clients/new');
  });

  it('lists the failed AI generations with the technical detail only when there are any', async () => {
    mockFetch({
      ...resultsHandlers(),
      'GET /api/admin/dashboard': () =>
        json({
          ...dashboard,
          failedAiRequests: [
            {
              id: '33333333-0000-4000-8000-000000000001',
              client: { id: '11111111-0000-4000-8000-000000000001', brandName: 'Café Aurora' },
              failedAt: '2026-11-21T10:30:00.000Z',
              launchDatetime: 'viernes, 27 de noviembre de 2026 a las 12:00',
              detail: 'No se pudo generar la campaña: Ollama falló (HTTP 401): Incorrect API key provided.',
            },
          ],
        }),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Generaciones con IA fallidas' });
    expect(within(section).getByRole('link', { name: 'Café Aurora' })).toHaveAttribute(
      'href',
      '/admin/clients/11111111-0000-4000-8000-000000000001',
    );
    expect(within(section).getByText(/Incorrect API key provided/)).toBeInTheDocument();
    expect(within(section).getByText(/27 de noviembre de 2026/)).toBeInTheDocument();
  });

  it('shows no failures section when no generation failed', async () => {
    mockFetch({
      ...resultsHandlers(),
      'GET /api/admin/dashboard': () => json(dashboard),
    });
    render();
    expect(await screen.findByText('Clientes Recientes')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Generaciones con IA fallidas' })).toBeNull();
  });

  it("opens the import panel from 'Importar Campaña' and closes it with 'Cerrar'", async () => {
    const fetchMock = mockFetch({
      ...resultsHandlers(),
      'GET /api/admin/dashboard': () => json(dashboard),
      'GET /api/admin/clients': () => json({ clients: [], total: 0 }),
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Importar Campaña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar Campaña JSON' });
    expect(
      await within(dialog).findByText('No hay clientes activos. Crea un cliente primero.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/dashboard')).toHaveLength(1);
  });

  it('ignores a load failure: zero counts, empty lists, only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...resultsHandlers(),
      'GET /api/admin/dashboard': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    render();
    expect(await screen.findByText('Todavía no hay clientes.')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay campañas.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Resumen' })).getAllByText('0')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
