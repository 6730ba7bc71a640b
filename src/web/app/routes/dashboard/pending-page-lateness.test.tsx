// @vitest-environment jsdom

import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEmptyOverview, buildStoryListItem } from '@/testing/client-area-factories';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PendingStoriesPage } from './pending-page';

/**
 * Issue 29 §1 on 'Historias Pendientes': the day starts with today (the next one first), then the recently late,
 * then the old leftovers folded into one «Atrasadas antiguas (N)» row; late cards say since when. Sunday 22
 * November 2026, 10:00 in Madrid.
 */
function backlog(): ClientOverviewResponse {
  const empty = buildEmptyOverview();
  return buildEmptyOverview({
    progress: { ...empty.progress, totalStories: 40, totalCampaigns: 1, activeCampaigns: 1 },
    // Sent by day and number: the 19:00 one before the 08:00 one.
    dueToday: [
      buildStoryListItem('H2', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '19:00' }),
      buildStoryListItem('H1', { status: 'overdue', dayDate: '2026-11-22', scheduledTime: '08:00' }),
    ],
    overdue: [buildStoryListItem('R1', { dayDate: '2026-11-21', scheduledTime: '18:00' })],
    overdueTotal: 1,
    oldOverdue: ['2026-11-02', '2026-11-03'].map((dayDate, i) =>
      buildStoryListItem(`V${i + 1}`, { dayDate, scheduledTime: '12:00' }),
    ),
    oldOverdueTotal: 9,
  });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('pending stories page: the day starts with today', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows today first (in the order they are due), then the recently late, then the old ones folded', async () => {
    mockFetch({ 'GET /api/client/overview': () => json(backlog()) });
    renderWithProviders(<PendingStoriesPage />);
    await screen.findByRole('heading', { name: 'Para Hoy' });
    expect(headings()).toEqual([
      'Para Hoy',
      'Historias Atrasadas',
      'Atrasadas antiguas (9)',
      'Próximas Historias',
      'Recientemente Publicadas',
    ]);
    const today = within(screen.getByRole('region', { name: 'Para Hoy' })).getAllByRole('article');
    expect(today.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Historia H1',
      'Historia H2',
    ]);
    // A late card says since when, in the client's wall time; the other one is «Hoy».
    expect(within(today[0]!).getByText('Atrasada desde las 08:00')).toBeInTheDocument();
    expect(within(today[1]!).getByText('Hoy')).toBeInTheDocument();
    const recent = within(screen.getByRole('region', { name: 'Historias Atrasadas' })).getByRole('article');
    expect(within(recent).getByText('Atrasada desde ayer a las 18:00')).toBeInTheDocument();
    // The old leftovers: one closed row, none of their cards on the page.
    const fold = screen.getByRole('button', { name: 'Atrasadas antiguas (9)' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Historia V1' })).not.toBeInTheDocument();
  });

  it('opens and closes the old leftovers from the keyboard', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/client/overview': () => json(backlog()) });
    renderWithProviders(<PendingStoriesPage />);
    const fold = await screen.findByRole('button', { name: 'Atrasadas antiguas (9)' });
    fold.focus();
    await user.keyboard('{Enter}');
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('region', { name: 'Atrasadas antiguas (9)' });
    const old = within(group).getByRole('article', { name: 'Historia V1' });
    expect(within(old).getByText('Atrasada desde el 2 nov')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: /^Marcar Publicada/ })).toBeInTheDocument();
    expect(
      within(group).getByText('Se muestran las 2 más antiguas de 9. Las demás están en cada campaña.'),
    ).toBeInTheDocument();
    await user.keyboard(' ');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article', { name: 'Historia V1' })).not.toBeInTheDocument();
  });

  it('opens the old leftovers when reached by their link (#atrasadas-antiguas)', async () => {
    window.history.replaceState(null, '', '/dashboard/pending#atrasadas-antiguas');
    mockFetch({ 'GET /api/client/overview': () => json(backlog()) });
    renderWithProviders(<PendingStoriesPage />);
    const fold = await screen.findByRole('button', { name: 'Atrasadas antiguas (9)' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(fold).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Historia V2' })).toBeInTheDocument();
  });

  it('has no old row when there are no old leftovers', async () => {
    mockFetch({
      'GET /api/client/overview': () => json({ ...backlog(), oldOverdue: [], oldOverdueTotal: 0 }),
    });
    renderWithProviders(<PendingStoriesPage />);
    await screen.findByRole('heading', { name: 'Para Hoy' });
    expect(screen.queryByRole('button', { name: /Atrasadas antiguas/ })).not.toBeInTheDocument();
  });
});
