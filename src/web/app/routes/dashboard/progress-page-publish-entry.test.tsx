// @vitest-environment jsdom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEmptyOverview, buildStoryListItem } from '@/testing/client-area-factories';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ProgressPage } from './progress-page';

/** Issue 29 §2: the dashboard starts with a "Publicar hoy (N)" entry (N = today's stories still to publish). */
function renderWith(dueToday: number) {
  const empty = buildEmptyOverview();
  mockFetch({
    'GET /api/client/overview': () =>
      json(
        buildEmptyOverview({
          progress: { ...empty.progress, totalCampaigns: 1, activeCampaigns: 1 },
          dueToday: Array.from({ length: dueToday }, (_, i) =>
            buildStoryListItem(`H${i}`, { status: 'due_today' }),
          ),
        }),
      ),
  });
  renderWithProviders(<ProgressPage />);
}

describe('the dashboard’s «Publicar hoy» entry', () => {
  it('comes first, counts today’s stories still to publish and opens «Publicar hoy»', async () => {
    renderWith(3);
    const entry = await screen.findByRole('link', { name: /^Publicar hoy \(3\)/ });
    expect(entry).toHaveAttribute('href', '/dashboard/today');
    expect(entry).toHaveTextContent('3 historias por publicar hoy');
    // Before every other link and heading of the content.
    const links = screen.getAllByRole('link');
    expect(links[0]).toBe(entry);
    expect(
      entry.compareDocumentPosition(screen.getByRole('heading', { name: 'Próximas Historias' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is there with nothing left for today too', async () => {
    renderWith(0);
    const entry = await screen.findByRole('link', { name: /^Publicar hoy \(0\)/ });
    expect(entry).toHaveTextContent('Nada pendiente para hoy');
  });
});
