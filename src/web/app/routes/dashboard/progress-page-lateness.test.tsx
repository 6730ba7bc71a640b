// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEmptyOverview, buildStoryListItem } from '@/testing/client-area-factories';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ProgressPage } from './progress-page';

/**
 * Issue 29 §1 on the dashboard: «Atrasadas» (the banner and the figure) counts today's stories past their time and
 * the recently late, never the weeks-old leftovers, which are shown apart with a link to their folded group.
 * Sunday 22 November 2026, 10:00 in Madrid.
 */
function renderDashboard() {
  const empty = buildEmptyOverview();
  mockFetch({
    'GET /api/client/overview': () =>
      json(
        buildEmptyOverview({
          progress: { ...empty.progress, totalStories: 40, totalCampaigns: 1, activeCampaigns: 1 },
          // 08:00 has passed (the server still called it 'due_today' when it listed it); 19:00 is to come.
          dueToday: [
            buildStoryListItem('H1', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '08:00' }),
            buildStoryListItem('H2', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '19:00' }),
          ],
          overdue: [
            buildStoryListItem('R1', { dayDate: '2026-11-21' }),
            buildStoryListItem('R2', { dayDate: '2026-11-21' }),
          ],
          overdueTotal: 2,
          oldOverdue: [buildStoryListItem('V1', { dayDate: '2026-11-02' })],
          oldOverdueTotal: 9,
        }),
      ),
  });
  renderWithProviders(<ProgressPage />);
}

describe('Dashboard de Progreso: what is late', () => {
  it("counts today's late and the recently late in the banner and the figure, not the old leftovers", async () => {
    renderDashboard();
    expect(await screen.findByText('Tienes 3 historias atrasadas')).toBeInTheDocument();
    const figure = screen.getByText('Atrasadas').closest('div') as HTMLElement;
    expect(within(figure).getByText('3')).toBeInTheDocument();
    expect(screen.queryByText(/Tienes 12 historias/)).not.toBeInTheDocument();
  });

  it('shows the old leftovers apart, linking to their folded group on the pending page', async () => {
    renderDashboard();
    const link = await screen.findByRole('link', { name: '9 atrasadas antiguas' });
    expect(link).toHaveAttribute('href', '/dashboard/pending#atrasadas-antiguas');
  });

  it('says since when a story of today past its time is late, in its upcoming row', async () => {
    renderDashboard();
    const card = (await screen.findByRole('heading', { name: 'Próximas Historias' })).closest(
      '[data-slot=card]',
    ) as HTMLElement;
    const rows = within(card).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Atrasada desde las 08:00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hoy')).toBeInTheDocument();
  });
});
