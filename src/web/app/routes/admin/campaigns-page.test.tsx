// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { AdminCampaignList } from '@/features/admin-campaigns/api/get-admin-campaigns';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import {
  DeleteCampaignDialog,
  DuplicateCampaignDialog,
  ExportCampaignDialog,
  MoveCampaignDialog,
  SaveAsTemplateDialog,
} from '../../lazy-dialogs';
import { AdminCampaignsPage } from './campaigns-page';

function campaignList(page: number, total: number): AdminCampaignList {
  const pageCount = Math.ceil(total / 10);
  const count = page <= pageCount ? Math.min(10, total - (page - 1) * 10) : 0;
  return {
    campaigns: Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String((page - 1) * 10 + i).padStart(12, '0')}`,
      title: `Campaña ${(page - 1) * 10 + i + 1}`,
      status: 'active',
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      createdAt: '2026-11-01T10:00:00.000Z',
      client: { id: '11111111-0000-4000-8000-000000000000', brandName: 'Café Aurora' },
      totalStories: 8,
      postedStories: 3,
      skippedStories: 0,
    })),
    total,
    page,
    pageSize: 10,
    pageCount,
  };
}

const ACTIVE_CLIENTS = {
  clients: [
    {
      id: '11111111-0000-4000-8000-000000000000',
      name: 'Ana',
      brandName: 'Café Aurora',
      email: 'ana@example.com',
    },
  ],
  total: 1,
};

function render(initialPath: string, total = 62) {
  const urls: string[] = [];
  const fetchMock = mockFetch({
    'GET /api/admin/clients': () => json(ACTIVE_CLIENTS),
    'GET /api/admin/campaigns': () => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      urls.push(url.search);
      return json(campaignList(Number(url.searchParams.get('page') ?? '1'), total));
    },
  });
  const utils = renderRoutes([{ path: paths.admin.campaigns.path, element: <AdminCampaignsPage /> }], {
    initialPath,
  });
  return { ...utils, fetchMock, urls, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminCampaignsPage', () => {
  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all([
      DeleteCampaignDialog.preload(),
      MoveCampaignDialog.preload(),
      DuplicateCampaignDialog.preload(),
      SaveAsTemplateDialog.preload(),
      ExportCampaignDialog.preload(),
    ]);
  });

  it('shows the page of the URL with dates in es-ES, progress and the pager numbered 1 to 5', async () => {
    const { urls } = render('/admin/campaigns?status=active&page=7');
    expect(screen.getByText('Cargando campañas...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(urls[0]).toBe('?status=active&page=7');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + campaigns 61 and 62
    expect(within(rows[1]!).getByText('Campaña 61')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('02/11/2026').length).toBeGreaterThan(0);
    expect(
      within(rows[1]!).getByRole('progressbar', { name: '3 de 8 historias publicadas' }),
    ).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    const numbers = within(pager)
      .getAllByRole('link', { name: /^Página \d+$/ })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/admin/campaigns?status=active&page=6',
    );
    expect(within(pager).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByText(/Página 7 de 7/)).toBeInTheDocument();
  });

  it('searches by brand after typing pauses and starts again at page 1', async () => {
    const { user, urls, router } = render('/admin/campaigns?page=3');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por marca del cliente' }), ' Café ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Caf%C3%A9'));
    await waitFor(() => expect(urls.at(-1)).toBe('?q=Caf%C3%A9'));
    // Back returns to the page before the search.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Buscar por marca del cliente' })).toHaveValue(''),
    );
    // …and stays there once the debounce has run.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?page=3');
  }, 15_000);

  it('shows the empty state when nothing matches', async () => {
    render('/admin/campaigns?q=zzz', 0);
    expect(await screen.findByText('No se encontraron campañas')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('shows an empty list and only logs when the list fails to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/admin/campaigns': () => json({ error: { code: 'INTERNAL', message: 'Error' } }, 500),
    });
    renderRoutes([{ path: paths.admin.campaigns.path, element: <AdminCampaignsPage /> }], {
      initialPath: '/admin/campaigns',
    });
    expect(await screen.findByText('No se encontraron campañas')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('opens the delete dialog for the chosen campaign', async () => {
    const { user } = render('/admin/campaigns');
    await screen.findByRole('table');
    await user.click(screen.getAllByRole('button', { name: 'Eliminar campaña Campaña 2' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar campaña' });
    expect(dialog).toHaveTextContent('Campaña 2');
    expect(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar')).toHaveValue('');
  });

  it("opens «Mover fechas» for the chosen campaign, from the table and from the phone's cards", async () => {
    const { user } = render('/admin/campaigns');
    await screen.findByRole('table');
    const buttons = screen.getAllByRole('button', { name: 'Mover fechas de la campaña Campaña 3' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Mover fechas' });
    expect(dialog).toHaveTextContent('Campaña Campaña 3.');
    expect(within(dialog).getByText('Del 2 al 8 de nov')).toBeInTheDocument();
  });

  it('offers «Duplicar», «Guardar como plantilla» and «Exportar» before «Eliminar»; «Duplicar» opens for the chosen campaign', async () => {
    const { user } = render('/admin/campaigns');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[4]!;
    const actions = within(row)
      .getAllByRole('button')
      .map((button) => button.getAttribute('title'));
    expect(actions).toEqual(['Mover fechas', 'Duplicar', 'Guardar como plantilla', 'Exportar', 'Eliminar']);
    const buttons = screen.getAllByRole('button', { name: 'Duplicar campaña Campaña 4' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Duplicar campaña' });
    expect(dialog).toHaveTextContent('Campaña Campaña 4.');
    expect(within(dialog).getByLabelText('Título')).toHaveValue('Campaña 4');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveTextContent('Café Aurora'),
    );
  });

  it('opens «Guardar como plantilla» for the chosen campaign, its title as the name', async () => {
    const { user } = render('/admin/campaigns');
    await screen.findByRole('table');
    const buttons = screen.getAllByRole('button', { name: 'Guardar como plantilla la campaña Campaña 5' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Guardar como plantilla' });
    expect(dialog).toHaveTextContent('Campaña Campaña 5.');
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Campaña 5');
    expect(within(dialog).getByRole('checkbox', { name: 'Usar variables' })).toBeChecked();
  });

  it("opens «Exportar campaña» with the chosen campaign's download links", async () => {
    const { user } = render('/admin/campaigns');
    await screen.findByRole('table');
    await user.click(screen.getAllByRole('button', { name: 'Exportar campaña Campaña 6' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Exportar campaña' });
    const id = '00000000-0000-4000-8000-000000000005';
    expect(within(dialog).getByRole('link', { name: /Archivo JSON/ })).toHaveAttribute(
      'href',
      `/api/admin/campaigns/${id}/export/json`,
    );
    expect(within(dialog).getByRole('link', { name: /CSV de las historias/ })).toHaveAttribute(
      'href',
      `/api/admin/campaigns/${id}/export/csv`,
    );
  });
});
