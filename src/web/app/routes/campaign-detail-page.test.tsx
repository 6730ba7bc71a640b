// @vitest-environment jsdom

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { json, mockFetch } from '@/testing/test-utils';
import { GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

describe('campaign detail: states', () => {
  it('shows the loading text, then the campaign with its open day', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true, false]] })) });
    renderPage();
    expect(screen.getByText('Cargando detalles de campaña...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' }),
    ).toBeInTheDocument();
    expect(screen.getByText('En Progreso')).toBeInTheDocument();
    expect(screen.getByText('1 de 2 historias publicadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Día 1 - viernes, 20 de noviembre de 2026/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns',
    );
    expect(screen.queryByText(/^Cliente:/)).not.toBeInTheDocument();
  });

  it('answers a missing campaign with "Campaña no encontrada" and a way back', async () => {
    mockFetch({ [GET]: () => json({ error: { code: 'NOT_FOUND', message: 'Campaña no encontrada' } }, 404) });
    renderPage('/admin/campaigns/c1');
    expect(await screen.findByRole('heading', { name: 'Campaña no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/admin/campaigns',
    );
  });

  it('is the same screen for an admin, with the client named and the way back to the admin list', async () => {
    mockFetch({ [GET]: () => json(campaignResponse()) });
    renderPage('/admin/campaigns/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cliente: Café Aurora')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a campañas' })).toHaveAttribute(
      'href',
      '/admin/campaigns',
    );
  });

  it('tells an empty campaign apart', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[]] })) });
    renderPage();
    expect(await screen.findByText('No hay historias en esta campaña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Todas publicadas' })).toBeDisabled();
  });

  it('hides the chat automation when fewer than two of its fields are set', async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ chat: false })) });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Ver automatización de chat' })).not.toBeInTheDocument();
    expect(screen.queryByText('Automatización de chat')).not.toBeInTheDocument();
  });
});

describe('campaign detail: storyId and source', () => {
  const twoDays = () =>
    campaignResponse({
      days: [
        [true, true],
        [false, false],
      ],
      today: '2026-11-20',
    });

  it("opens the linked story's day, then highlights the story for 3 s (external link)", async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    renderPage('/dashboard/campaigns/c1?storyId=d2-s2&source=external');
    await waitFor(() => storyCard('d2-s2'));
    // Day 2 is open even though today is day 1.
    expect(screen.getByRole('button', { name: /^Día 2/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(storyCard('d2-s2')).toHaveAttribute('data-highlighted', 'true'));
    // …and it ends (its 3 s are timed in use-story-focus.test.ts, on fake timers).
    await waitFor(() => expect(storyCard('d2-s2')).not.toHaveAttribute('data-highlighted'));
  }, 30_000);

  it('highlights without a source too, but only opens the day for an internal link', async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    const first = renderPage('/dashboard/campaigns/c1?storyId=d2-s1');
    // The card first (its chunks may still be loading), then the highlight, as for an external link.
    await waitFor(() => storyCard('d2-s1'));
    await waitFor(() => expect(storyCard('d2-s1')).toHaveAttribute('data-highlighted', 'true'));
    first.unmount();

    renderPage('/dashboard/campaigns/c1?storyId=d2-s1&source=internal');
    await waitFor(() => storyCard('d2-s1'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(storyCard('d2-s1')).not.toHaveAttribute('data-highlighted');
  });

  it("'Ir a historia actual' opens the first pending story's day and highlights it", async () => {
    mockFetch({ [GET]: () => json(twoDays()) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ir a historia actual' }));
    await waitFor(() => expect(storyCard('d2-s1')).toHaveAttribute('data-highlighted', 'true'));
  });
});

describe('campaign detail under 768 px', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it("shows 'Historias' / 'Calendario' tabs; a calendar day takes the user back to its stories", async () => {
    mockFetch({ [GET]: () => json(campaignResponse({ days: [[true], [false, false]] })) });
    const user = userEvent.setup();
    renderPage();
    const storiesTab = await screen.findByRole('tab', { name: 'Historias' });
    expect(storiesTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Calendario' }));
    expect(screen.getByText('Día completado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Día 2: Pendiente/ }));

    expect(screen.getByRole('tab', { name: 'Historias' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^Día 2 - / })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Día 1 - / })).toHaveAttribute('aria-expanded', 'false');
  });
});
