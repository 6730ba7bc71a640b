// @vitest-environment jsdom

import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildEmptyOverview, buildPublishedStory, buildStoryListItem } from '@/testing/client-area-factories';
import { callsTo, json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PendingStoriesPage } from './pending-page';

function overview(overrides: Partial<ClientOverviewResponse> = {}): ClientOverviewResponse {
  return {
    today: '2026-11-22',
    now: '2026-11-22T09:00:00.000Z',
    timeZone: 'Europe/Madrid',
    oldOverdue: [],
    oldOverdueTotal: 0,
    progress: {
      totalStories: 10,
      postedStories: 3,
      skippedStories: 0,
      percentage: 30,
      totalCampaigns: 1,
      activeCampaigns: 1,
    },
    overdue: [buildStoryListItem('A1'), buildStoryListItem('A2')],
    overdueTotal: 2,
    dueToday: [
      buildStoryListItem('H1', {
        status: 'due_today',
        dayDate: '2026-11-22',
        dayOrder: 4,
        scheduledTime: '19:00',
      }),
    ],
    upcoming: [buildStoryListItem('P1', { status: 'upcoming', dayDate: '2026-11-24', dayOrder: 6 })],
    upcomingTotal: 1,
    recentlyPublished: [buildPublishedStory('X1')],
    ...overrides,
  };
}

function setup(handlers: Record<string, MockHandler>) {
  const fetchMock = mockFetch(handlers);
  const user = userEvent.setup();
  renderWithProviders(<PendingStoriesPage />);
  return { fetchMock, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });

describe('pending stories page', () => {
  it('shows the four sections with their cards and actions', async () => {
    setup({ 'GET /api/client/overview': () => json(overview()) });
    await screen.findByRole('heading', { name: 'Historias Atrasadas' });

    const overdueCard = within(section('Historias Atrasadas')).getByRole('article', { name: 'Historia A1' });
    // Since when, in the client's wall time (issue 29), not a bare «Atrasada».
    expect(within(overdueCard).getByText('Atrasada desde el 20 nov')).toBeInTheDocument();
    expect(within(overdueCard).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(overdueCard).getByText('Lanzamiento Blend')).toBeInTheDocument();
    expect(within(overdueCard).getByText('Copy de A1')).toBeInTheDocument();
    expect(within(overdueCard).getByRole('link', { name: /^Editar/ })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/camp-1?storyId=A1&source=external',
    );
    expect(within(overdueCard).getByRole('button', { name: /^Marcar Publicada/ })).toBeInTheDocument();

    const todayCard = within(section('Para Hoy')).getByRole('article', { name: 'Historia H1' });
    expect(within(todayCard).getByText('Hoy')).toBeInTheDocument();
    expect(within(todayCard).getByRole('button', { name: /^Marcar Publicada/ })).toBeInTheDocument();

    const upcomingCard = within(section('Próximas Historias')).getByRole('article', { name: 'Historia P1' });
    expect(within(upcomingCard).getByText('Próxima')).toBeInTheDocument();
    expect(within(upcomingCard).queryByRole('button', { name: /Marcar Publicada/ })).not.toBeInTheDocument();

    const publishedCard = within(section('Recientemente Publicadas')).getByRole('article', {
      name: 'Historia X1',
    });
    expect(within(publishedCard).getByText('Publicada')).toBeInTheDocument();
    expect(within(publishedCard).queryByRole('button', { name: /Marcar Publicada/ })).not.toBeInTheDocument();
  });

  it('moves a marked story to the published section at once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = setup({
      'GET /api/client/overview': () => json(overview()),
      'PATCH /api/stories/A1/posted': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await screen.findByRole('heading', { name: 'Historias Atrasadas' });
    await user.click(within(card('Historia A1')).getByRole('button', { name: /^Marcar Publicada/ }));

    // Before the server has answered.
    expect(
      within(section('Recientemente Publicadas')).getByRole('article', { name: 'Historia A1' }),
    ).toBeVisible();
    expect(within(section('Historias Atrasadas')).queryByRole('article', { name: 'Historia A1' })).toBeNull();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/stories/A1/posted')[0]?.[1]?.body))).toEqual({
      isPosted: true,
    });

    answer(
      json({
        story: { id: 'A1', isPosted: true, postedAt: '2026-11-22T08:00:00.000Z' },
        day: { id: 'd1', dayOrder: 2, isLastDay: false, postedStories: 3, totalStories: 5 },
        campaign: { id: 'camp-1', postedStories: 4, totalStories: 10, progress: 40 },
      }),
    );
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET /api/client/overview')).toHaveLength(2));
  });

  it("confirms a marked story with a toast whose 'Deshacer' sets it back to pending", async () => {
    const posted = (isPosted: boolean) =>
      json({
        story: { id: 'A1', isPosted, postedAt: isPosted ? '2026-11-22T08:00:00.000Z' : null },
        day: { id: 'd1', dayOrder: 2, isLastDay: false, postedStories: 3, totalStories: 5 },
        campaign: { id: 'camp-1', postedStories: 4, totalStories: 10, progress: 40 },
      });
    const bodies: unknown[] = [];
    const { user } = setup({
      'GET /api/client/overview': () => json(overview()),
      'PATCH /api/stories/A1/posted': (init) => {
        const body = JSON.parse(String(init?.body)) as { isPosted: boolean };
        bodies.push(body);
        return posted(body.isPosted);
      },
    });
    await screen.findByRole('heading', { name: 'Historias Atrasadas' });
    await user.click(within(card('Historia A1')).getByRole('button', { name: /^Marcar Publicada/ }));
    expect(await screen.findByText('Historia marcada como publicada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ isPosted: true }, { isPosted: false }]));
  });

  it('puts the story back when the server refuses, and only logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let overviewCalls = 0;
    const { user } = setup({
      // The read after the failure never answers: only the rollback can bring the card back.
      'GET /api/client/overview': () => {
        overviewCalls += 1;
        return overviewCalls === 1 ? json(overview()) : new Promise<Response>(() => undefined);
      },
      'PATCH /api/stories/H1/posted': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } }, 404),
    });
    await screen.findByRole('heading', { name: 'Para Hoy' });
    await user.click(within(card('Historia H1')).getByRole('button', { name: /^Marcar Publicada/ }));

    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(within(section('Para Hoy')).getByRole('article', { name: 'Historia H1' })).toBeVisible();
    expect(
      within(section('Recientemente Publicadas')).queryByRole('article', { name: 'Historia H1' }),
    ).toBeNull();
    expect(screen.queryByText('Historia no encontrada')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(overviewCalls).toBe(2));
  });

  it("says why the server refused the mark when the campaign requires the client's approval (409)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Esta historia necesita la aprobación del cliente antes de marcarla como publicada.';
    const { user } = setup({
      'GET /api/client/overview': () => json(overview()),
      'PATCH /api/stories/H1/posted': () => json({ error: { code: 'CONFLICT', message } }, 409),
    });
    await screen.findByRole('heading', { name: 'Para Hoy' });
    await user.click(within(card('Historia H1')).getByRole('button', { name: /^Marcar Publicada/ }));
    expect(await screen.findByText('No se pudo marcar como publicada')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(within(section('Para Hoy')).getByRole('article', { name: 'Historia H1' })).toBeVisible();
  });

  it('tells how many overdue stories are beyond the list', async () => {
    setup({ 'GET /api/client/overview': () => json(overview({ overdueTotal: 104 })) });
    expect(await screen.findByText(/Se muestran las 2 más antiguas; hay 102 más/)).toBeInTheDocument();
    expect(within(section('Historias Atrasadas')).getByText('104')).toBeInTheDocument();
  });

  it("counts every upcoming story in 'Próximas Historias', not only the 10 it shows", async () => {
    const shown = Array.from({ length: 10 }, (_, i) =>
      buildStoryListItem(`P${i}`, { status: 'upcoming', dayDate: '2026-11-24', dayOrder: 6 }),
    );
    setup({ 'GET /api/client/overview': () => json(overview({ upcoming: shown, upcomingTotal: 23 })) });
    expect(await screen.findByText(/Se muestran las 10 más próximas de 23/)).toBeInTheDocument();
    expect(within(section('Próximas Historias')).getByText('23')).toBeInTheDocument();
  });

  it('says when there is nothing at all', async () => {
    setup({
      'GET /api/client/overview': () => json(buildEmptyOverview()),
    });
    expect(await screen.findByRole('heading', { name: 'No hay historias disponibles' })).toBeInTheDocument();
  });

  it('says when the client record is missing', async () => {
    setup({
      'GET /api/client/overview': () =>
        json({ error: { code: 'NOT_FOUND', message: 'No se encontraron datos del cliente' } }, 404),
    });
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron datos del cliente' }),
    ).toBeInTheDocument();
  });
});
