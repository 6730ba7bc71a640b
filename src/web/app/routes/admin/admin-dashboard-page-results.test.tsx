// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@/features/admin-dashboard/api/get-admin-dashboard';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AdminDashboardPage } from './admin-dashboard-page';
import { MISSING, missingResponse, OVERVIEW, overviewResponse } from './admin-dashboard-page.testing';

const dashboard: AdminDashboard = {
  stats: { totalClients: 2, activeCampaigns: 2, completedCampaigns: 0 },
  recentClients: [],
  recentCampaigns: [],
  failedAiRequests: [],
};

function render() {
  return renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { initialPath: '/admin' });
}

/** A table row's cells, as text, by its row header. */
function rowOf(table: HTMLElement, header: string) {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('admin dashboard: the results of the last 30 days', () => {
  it('shows the totals across clients and a row per client, flagging the one that entered no numbers', async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => json(dashboard),
      [OVERVIEW]: () => json(overviewResponse()),
      [MISSING]: () => json(missingResponse()),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Resultados de los últimos 30 días' });
    const table = await within(section).findByRole('table', { name: 'Resultados por cliente' });

    const totals = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(totals).toEqual(['Alcance: 12.345', 'Clics: 321', 'Mensajes: 45']);
    expect(within(section).getByText('3 de 6 publicadas con números')).toBeInTheDocument();

    expect(rowOf(table, 'Café Aurora')).toEqual(['4', '3', '12.345', '300', '45']);
    expect(rowOf(table, 'Bodega Sur')).toEqual(['2', 'Sin números0', '0', '21', '0']);
    expect(within(table).getAllByText('Sin números')).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'Bodega Sur' })).toHaveAttribute(
      'href',
      '/admin/clients/cl2',
    );
  });

  it("lists each client's stories without numbers, the oldest first, each a link to the agency's results form", async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => json(dashboard),
      [OVERVIEW]: () => json(overviewResponse()),
      [MISSING]: () => json(missingResponse()),
    });
    render();
    const card = await screen.findByRole('region', { name: 'Historias sin números' });
    const bodega = await within(card).findByRole('listitem', { name: 'Bodega Sur' });
    expect(within(bodega).getByText('7 sin números de 7 publicadas')).toBeInTheDocument();
    const links = within(bodega)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/admin/results/'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Vendimia · Día 1 · Historia 1: Teaser',
      'Vendimia · Día 1 · Historia 2: Cata',
      'Vendimia · Día 2 · Historia 3: Viñedo',
      'Vendimia · Día 2 · Historia 4: Barrica',
      'Vendimia · Día 3 · Historia 5: Oferta',
    ]);
    expect(links[0]).toHaveAttribute('href', '/admin/results/b1');
    expect(within(bodega).getByText('y 2 más')).toBeInTheDocument();

    const aurora = within(card).getByRole('listitem', { name: 'Café Aurora' });
    expect(within(aurora).getByText('1 sin números de 4 publicadas')).toBeInTheDocument();
    expect(within(aurora).getByRole('link', { name: 'Otoño · Día 2 · Historia 2: Latte' })).toHaveAttribute(
      'href',
      '/admin/results/a1',
    );
  });

  it('says so when every story has its numbers and nothing was published, without holding up the dashboard', async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => json(dashboard),
      [OVERVIEW]: () =>
        json(
          overviewResponse({
            clients: [],
            published: 0,
            withNumbers: 0,
            funnel: { reach: 0, interactions: 0, linkClicks: 0, keywordDms: 0 },
          }),
        ),
      [MISSING]: () => json(missingResponse({ clients: [] })),
    });
    render();
    expect(await screen.findByText('Ninguna historia publicada en los últimos 30 días.')).toBeInTheDocument();
    expect(await screen.findByText('Todas las historias publicadas tienen sus números.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Resultados por cliente' })).not.toBeInTheDocument();
  });

  it('offers to read a section again when it could not be loaded, leaving the other as it is', async () => {
    mockFetch({
      'GET /api/admin/dashboard': () => json(dashboard),
      [OVERVIEW]: () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
      [MISSING]: () => json(missingResponse()),
    });
    render();
    const section = await screen.findByRole('region', { name: 'Resultados de los últimos 30 días' });
    expect(await within(section).findByText('No se pudieron cargar los resultados')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Historias sin números' });
    expect(await within(card).findByRole('listitem', { name: 'Bodega Sur' })).toBeInTheDocument();
  });
});
