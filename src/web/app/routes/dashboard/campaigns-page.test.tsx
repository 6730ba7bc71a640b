// @vitest-environment jsdom

import type { CampaignCard, ClientCampaignsResponse } from '@shared/api/client-area/campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AiWizardDialog } from '../../lazy-dialogs';
import { ClientCampaignsPage } from './campaigns-page';

function campaign(id: string, overrides: Partial<CampaignCard>): CampaignCard {
  return {
    id,
    title: `Campaña ${id}`,
    description: `Descripción ${id}`,
    status: 'active',
    source: 'import',
    startDate: '2026-11-20',
    endDate: '2026-11-27',
    createdAt: '2026-11-10T10:00:00.000Z',
    totalDays: 8,
    totalStories: 40,
    postedStories: 10,
    skippedStories: 0,
    progress: 25,
    ...overrides,
  };
}

const TODAY = '2026-11-22';

function renderPage(response: ClientCampaignsResponse) {
  mockFetch({ 'GET /api/client/campaigns': () => json(response) });
  return renderRoutes(
    [
      { path: '/dashboard/campaigns', element: <ClientCampaignsPage /> },
      { path: '/dashboard/campaigns/:campaignId', element: <h1>Detalle</h1> },
    ],
    { initialPath: '/dashboard/campaigns' },
  );
}

describe('Mis Campañas', () => {
  // The page loads its dialogs lazily (on pointer-over/focus in the browser): have them ready, as a user would.
  beforeAll(async () => {
    await Promise.all([AiWizardDialog.preload()]);
  });

  it('shows each campaign with the badge of the shared rule, its progress and a link to the detail', async () => {
    const { router } = renderPage({
      today: TODAY,
      campaigns: [
        campaign('en-curso', {}),
        campaign('futura', { startDate: '2026-11-28', endDate: '2026-12-04', postedStories: 0, progress: 0 }),
        campaign('pasada', { startDate: '2026-10-01', endDate: '2026-10-07', progress: 80 }),
        campaign('hecha', {
          startDate: '2026-10-01',
          endDate: '2026-10-07',
          postedStories: 40,
          progress: 100,
        }),
      ],
    });
    const card = async (name: string) => screen.findByRole('article', { name });
    expect(within(await card('Campaña en-curso')).getByText('En Progreso')).toBeInTheDocument();
    expect(within(await card('Campaña futura')).getByText('No Iniciada')).toBeInTheDocument();
    expect(within(await card('Campaña pasada')).getByText('Finalizada')).toBeInTheDocument();
    expect(within(await card('Campaña hecha')).getByText('Completada')).toBeInTheDocument();

    const current = await card('Campaña en-curso');
    expect(within(current).getByText('Descripción en-curso')).toBeInTheDocument();
    expect(within(current).getByText('25%')).toBeInTheDocument();
    expect(
      within(current).getByRole('progressbar', { name: '10 de 40 historias publicadas' }),
    ).toBeInTheDocument();
    expect(within(current).getByText('20/11/2026')).toBeInTheDocument();

    await userEvent.setup().click(within(current).getByRole('link', { name: /^Ver Detalles/ }));
    expect(router.state.location.pathname).toBe('/dashboard/campaigns/en-curso');
  });

  it('marks a campaign the agency paused or has not released yet, beside its badge', async () => {
    renderPage({
      today: TODAY,
      campaigns: [
        campaign('pausada', { status: 'paused' }),
        campaign('borrador', { status: 'draft' }),
        campaign('activa', {}),
      ],
    });
    expect(
      within(await screen.findByRole('article', { name: 'Campaña pausada' })).getByText('Pausada'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Campaña borrador' })).getByText('Borrador'),
    ).toBeInTheDocument();
    const active = screen.getByRole('article', { name: 'Campaña activa' });
    expect(within(active).queryByText('Pausada')).toBeNull();
    expect(within(active).queryByText('Activa')).toBeNull();
  });

  it('opens the AI wizard from the banner', async () => {
    renderPage({ today: TODAY, campaigns: [campaign('a', {})] });
    expect(await screen.findByText('BETA')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Crear Campaña con IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Campaña con IA' });
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '¿Qué vendes?' })).toHaveFocus();
  });

  it('says when there are no campaigns', async () => {
    renderPage({ today: TODAY, campaigns: [] });
    expect(await screen.findByRole('heading', { name: 'No hay campañas disponibles' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear Mi Primera Campaña' }));
    expect(await screen.findByRole('dialog', { name: 'Crear Campaña con IA' })).toBeInTheDocument();
  });

  it('says it is loading', async () => {
    mockFetch({ 'GET /api/client/campaigns': () => new Promise<Response>(() => undefined) });
    renderRoutes([{ path: '/', element: <ClientCampaignsPage /> }]);
    expect(await screen.findByText('Cargando campañas...')).toBeInTheDocument();
  });
});
