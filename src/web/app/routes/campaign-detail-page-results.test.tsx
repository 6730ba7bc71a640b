// @vitest-environment jsdom

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { json, mockFetch } from '@/testing/test-utils';
import { GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

describe('campaign detail: the way to a published story’s results (issue 31)', () => {
  it("links the campaign's header to its results screen, in each area", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false]] })),
      'GET /api/admin/campaigns/c1/deliveries': () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    const { unmount } = renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(screen.getByRole('link', { name: 'Resultados' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1/results',
    );
    unmount();
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(screen.getByRole('link', { name: 'Resultados' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1/results',
    );
  });

  it("links a published story to the brand's results form, and an unpublished one to nothing", async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true, false]] })) });
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    const link = within(storyCard('d1-s1')).getByRole('link', {
      name: 'Apuntar resultados de la historia 1',
    });
    expect(link).toHaveAttribute('href', '/dashboard/results/d1-s1');
    expect(within(storyCard('d1-s2')).queryByRole('link', { name: /resultados/i })).not.toBeInTheDocument();
  });

  it('says «Ver resultados» once the story’s numbers are entered, «Apuntar resultados» until then', async () => {
    mockFetch({
      [GET]: () =>
        json(campaignResponse({ days: [[true, true]], overrides: { 'd1-s2': { hasResults: true } } })),
    });
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(
      within(storyCard('d1-s1')).getByRole('link', { name: 'Apuntar resultados de la historia 1' }),
    ).toBeInTheDocument();
    expect(
      within(storyCard('d1-s2')).getByRole('link', { name: 'Ver resultados de la historia 2' }),
    ).toHaveAttribute('href', '/dashboard/results/d1-s2');
  });

  it("links it to the agency's results page in the admin area", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[true, false]] })),
      'GET /api/admin/campaigns/c1/deliveries': () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(
      within(storyCard('d1-s1')).getByRole('link', { name: 'Apuntar resultados de la historia 1' }),
    ).toHaveAttribute('href', '/admin/results/d1-s1');
  });
});
