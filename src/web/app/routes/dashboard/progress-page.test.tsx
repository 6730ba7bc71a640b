// @vitest-environment jsdom

import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEmptyOverview, buildPublishedStory, buildStoryListItem } from '@/testing/client-area-factories';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ProgressPage } from './progress-page';

function overview(overrides: Partial<ClientOverviewResponse> = {}): ClientOverviewResponse {
  return {
    today: '2026-11-22',
    now: '2026-11-22T09:00:00.000Z',
    timeZone: 'Europe/Madrid',
    oldOverdue: [],
    oldOverdueTotal: 0,
    progress: {
      totalStories: 40,
      postedStories: 13,
      skippedStories: 0,
      percentage: 33,
      totalCampaigns: 3,
      activeCampaigns: 1,
    },
    overdue: [buildStoryListItem('A1', { status: 'overdue', dayDate: '2026-11-20' })],
    overdueTotal: 4,
    dueToday: [
      buildStoryListItem('H1', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '18:00' }),
      buildStoryListItem('H2', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '19:00' }),
    ],
    upcoming: ['P1', 'P2', 'P3', 'P4'].map((id) =>
      buildStoryListItem(id, { status: 'upcoming', dayDate: '2026-11-23' }),
    ),
    upcomingTotal: 4,
    recentlyPublished: [buildPublishedStory('X1')],
    ...overrides,
  };
}

function renderPage(response: () => Response) {
  mockFetch({ 'GET /api/client/overview': response });
  renderWithProviders(<ProgressPage />);
}

describe('Dashboard de Progreso', () => {
  it('shows the progress ring with the rounded percentage', async () => {
    renderPage(() => json(overview()));
    const ring = await screen.findByRole('progressbar', { name: 'Progreso general de tus campañas' });
    expect(ring).toHaveAttribute('aria-valuenow', '33');
    expect(ring).toHaveStyle({ width: '120px', height: '120px' });
    expect(screen.getByText('13 de 40')).toBeInTheDocument();
    expect(screen.getByText('Tienes 4 historias atrasadas')).toBeInTheDocument();
  });

  it("lists today's and the next days' stories, 5 at most, each with its Editar deep link", async () => {
    renderPage(() => json(overview()));
    const card = (await screen.findByRole('heading', { name: 'Próximas Historias' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    const links = within(card).getAllByRole('link', { name: /^Editar/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/dashboard/campaigns/camp-1?storyId=H1&source=external');
    expect(links[4]).toHaveAttribute('href', '/dashboard/campaigns/camp-1?storyId=P3&source=external');
    expect(within(card).getAllByText('Hoy')).toHaveLength(2);
    expect(within(card).getAllByText('Próxima')).toHaveLength(3);
    expect(within(card).getAllByText('Lanzamiento Blend')).toHaveLength(5);
  });

  it('shows the recent activity and the published list', async () => {
    renderPage(() => json(overview()));
    const activity = (await screen.findByRole('heading', { name: 'Actividad Reciente' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    expect(within(activity).getByText('Historia publicada')).toBeInTheDocument();
    const published = screen
      .getByRole('heading', { name: 'Historias Publicadas' })
      .closest('[data-slot=card]') as HTMLElement;
    expect(within(published).getByRole('link', { name: /Historia X1/ })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/camp-1?storyId=X1&source=external',
    );
  });

  it('says when there are no campaigns', async () => {
    renderPage(() => json(buildEmptyOverview()));
    expect(await screen.findByRole('heading', { name: 'No hay campañas disponibles' })).toBeInTheDocument();
  });

  it('says when the client record is missing', async () => {
    renderPage(() =>
      json({ error: { code: 'NOT_FOUND', message: 'No se encontraron datos del cliente' } }, 404),
    );
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron datos del cliente' }),
    ).toBeInTheDocument();
  });
});
