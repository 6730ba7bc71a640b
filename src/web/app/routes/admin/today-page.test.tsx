// @vitest-environment jsdom

import type { AdminTodayResponse, BoardStory } from '@shared/api/admin-today';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/lib/realtime/fake-event-source';
import { callsTo, json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AdminTodayPage } from './today-page';

const MADRID = 'Europe/Madrid';

function line(
  n: number,
  overrides: { brandName?: string; timeZone?: string; localTime?: string; dueAt?: string } = {},
): BoardStory {
  return {
    story: { id: `story-${n}`, number: n, title: `Historia de prueba ${n}` },
    day: { id: `day-${n}`, order: 2, title: 'Día 2' },
    campaign: { id: `campaign-${n}`, title: 'Rebajas de invierno' },
    client: {
      id: `client-${overrides.brandName ?? 'aurora'}`,
      name: 'Marta Ruiz',
      brandName: overrides.brandName ?? 'Café Aurora',
      timeZone: overrides.timeZone ?? MADRID,
    },
    dueAt: overrides.dueAt ?? '2026-11-25T18:00:00.000Z',
    localDate: '2026-11-25',
    localTime: overrides.localTime ?? '19:00',
    href: `/admin/campaigns/campaign-${n}?storyId=story-${n}`,
    approval: 'not_requested',
  };
}

const board: AdminTodayResponse = {
  generatedAt: '2026-11-25T17:00:00.000Z',
  agencyTimeZone: MADRID,
  hours: 6,
  alertAfterMinutes: 120,
  overdue: [
    { ...line(1, { localTime: '09:30' }), overdueMinutes: 510 },
    {
      ...line(2, { brandName: 'Tacos Lupe', timeZone: 'America/Mexico_City', localTime: '09:45' }),
      overdueMinutes: 135,
    },
  ],
  overdueTotal: 2,
  upcoming: [
    line(3, { brandName: 'Tacos Lupe', timeZone: 'America/Mexico_City', localTime: '12:00' }),
    line(4),
  ],
  upcomingTotal: 2,
  skipped: [],
  published: [],
  clientsAtRisk: [
    {
      client: { id: 'client-aurora', name: 'Marta Ruiz', brandName: 'Café Aurora', timeZone: MADRID },
      today: '2026-11-25',
      totalToday: 5,
      pendingToday: 4,
      skippedToday: 0,
      overdueToday: 2,
      alertedToday: 2,
      oldestOverdue: { ...line(1, { localTime: '09:30' }), overdueMinutes: 510 },
    },
  ],
};

const empty: AdminTodayResponse = {
  ...board,
  overdue: [],
  overdueTotal: 0,
  upcoming: [],
  upcomingTotal: 0,
  clientsAtRisk: [],
};

function render() {
  return renderRoutes([{ path: '/admin/today', element: <AdminTodayPage /> }], {
    initialPath: '/admin/today',
  });
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('AdminTodayPage («Hoy»)', () => {
  it('shows the three sections, each line linking to its story', async () => {
    mockFetch({ 'GET /api/admin/today': () => json(board) });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Hoy' })).toBeInTheDocument();

    const risk = await screen.findByRole('region', { name: /Clientes en riesgo/ });
    expect(
      within(risk).getByRole('heading', { level: 2, name: 'Clientes en riesgo (1)' }),
    ).toBeInTheDocument();
    expect(within(risk).getByRole('link', { name: 'Café Aurora' })).toHaveAttribute(
      'href',
      '/admin/campaigns/campaign-1?storyId=story-1',
    );
    expect(within(risk).getByText('2 atrasadas · 4 pendientes de 5 historias hoy')).toBeInTheDocument();
    expect(within(risk).getByText('hace 8 h 30 min')).toBeInTheDocument();

    const overdue = screen.getByRole('region', { name: /Atrasadas/ });
    const overdueItems = within(overdue).getAllByRole('listitem');
    expect(overdueItems).toHaveLength(2);
    expect(within(overdueItems[0]!).getByRole('link')).toHaveAccessibleName(
      'Historia 1: Historia de prueba 1',
    );
    expect(overdueItems[0]).toHaveTextContent('hace 8 h 30 min');
    // The agency's own zone is not repeated; another client's is named.
    expect(overdueItems[0]).toHaveTextContent(/25\/11 09:30$/);
    expect(overdueItems[1]).toHaveTextContent('hace 2 h 15 min');
    expect(overdueItems[1]).toHaveTextContent('25/11 09:45 · México (Ciudad de México)');

    const upcoming = screen.getByRole('region', { name: /Próximas horas/ });
    const upcomingItems = within(upcoming).getAllByRole('listitem');
    expect(upcomingItems.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/campaigns/campaign-3?storyId=story-3',
      '/admin/campaigns/campaign-4?storyId=story-4',
    ]);
    expect(upcomingItems[0]).toHaveTextContent('12:00México (Ciudad de México)');
    expect(upcomingItems[0]).toHaveTextContent('Tacos Lupe · Rebajas de invierno · Día 2');
  });

  it('counts every line and says how many a capped list leaves out', async () => {
    mockFetch({ 'GET /api/admin/today': () => json({ ...board, overdueTotal: 514 }) });
    render();
    const overdue = await screen.findByRole('region', { name: /Atrasadas/ });
    expect(within(overdue).getByRole('heading', { level: 2 })).toHaveTextContent('Atrasadas (514)');
    expect(within(overdue).getByText('Y 512 más que no se muestran.')).toBeInTheDocument();
  });

  it('says so in Spanish when a section is empty', async () => {
    mockFetch({ 'GET /api/admin/today': () => json(empty) });
    render();
    expect(await screen.findByText('Ningún cliente en riesgo hoy.')).toBeInTheDocument();
    expect(screen.getByText('No hay historias atrasadas.')).toBeInTheDocument();
    expect(screen.getByText('No vence ninguna historia en las próximas 6 horas.')).toBeInTheDocument();
  });

  it('lists the stories marked «No se publicará» apart, with their reason, and only when there are any', async () => {
    mockFetch({
      'GET /api/admin/today': () =>
        json({ ...board, skipped: [{ ...line(5, { localTime: '20:00' }), skipReason: 'Producto agotado' }] }),
    });
    render();
    const skipped = await screen.findByRole('region', { name: /No se publicarán/ });
    expect(
      within(skipped).getByRole('heading', { level: 2, name: 'No se publicarán (1)' }),
    ).toBeInTheDocument();
    expect(within(skipped).getByText('«Producto agotado»')).toBeInTheDocument();
    expect(within(skipped).getByText('No se publicará')).toBeInTheDocument();
    // Not among the overdue ones.
    const overdue = screen.getByRole('region', { name: /Atrasadas/ });
    expect(within(overdue).queryByText(/Historia 5/)).toBeNull();
  });

  it('shows no «No se publicarán» section when nothing is skipped', async () => {
    mockFetch({ 'GET /api/admin/today': () => json(board) });
    render();
    await screen.findByRole('region', { name: /Atrasadas/ });
    expect(screen.queryByRole('region', { name: /No se publicarán/ })).toBeNull();
  });

  it('re-reads the board when a story is marked published, and announces it politely', async () => {
    let answer = board;
    const fetchMock = mockFetch({ 'GET /api/admin/today': () => json(answer) });
    render();
    await screen.findByRole('region', { name: /Atrasadas/ });
    expect(callsTo(fetchMock, 'GET /api/admin/today')).toHaveLength(1);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    answer = { ...board, overdue: board.overdue.slice(1), overdueTotal: 1, clientsAtRisk: [] };
    const source = FakeEventSource.latest();
    act(() => {
      source.simulateOpen();
      source.simulateMessage(
        'board.story_updated',
        JSON.stringify({
          type: 'board.story_updated',
          storyId: 'story-1',
          campaignId: 'campaign-1',
          clientId: 'client-aurora',
          isPosted: true,
          isSkipped: false,
        }),
      );
    });
    expect(await screen.findByText('Ningún cliente en riesgo hoy.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Atrasadas/ })).getAllByRole('listitem')).toHaveLength(
      1,
    );
    expect(status).toHaveTextContent('Tablero actualizado: una historia se marcó como publicada.');
    expect(callsTo(fetchMock, 'GET /api/admin/today')).toHaveLength(2);
  });

  it('shows an error with a retry when the board cannot be read', async () => {
    mockFetch({
      'GET /api/admin/today': () => json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500),
    });
    render();
    expect(await screen.findByText('No se pudo cargar el tablero de hoy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('AdminTodayPage: approvals', () => {
  it("badges the lines whose approval was asked for, and re-reads on 'approval.updated'", async () => {
    let answer: AdminTodayResponse = {
      ...board,
      overdue: [{ ...board.overdue[0]!, approval: 'changes_requested' }, board.overdue[1]!],
      upcoming: [
        { ...board.upcoming[0]!, approval: 'pending' },
        { ...board.upcoming[1]!, approval: 'approved' },
      ],
    };
    const fetchMock = mockFetch({ 'GET /api/admin/today': () => json(answer) });
    render();
    const overdue = await screen.findByRole('region', { name: /Atrasadas/ });
    const [first, second] = within(overdue).getAllByRole('listitem');
    expect(within(first!).getByText('cambios pedidos')).toBeInTheDocument();
    expect(second).not.toHaveTextContent(/aprobación|aprobada|cambios pedidos/);
    const upcoming = screen.getByRole('region', { name: /Próximas horas/ });
    expect(within(upcoming).getByText('pendiente de aprobación')).toBeInTheDocument();
    expect(within(upcoming).getByText('aprobada')).toBeInTheDocument();

    answer = { ...answer, upcoming: [{ ...board.upcoming[0]!, approval: 'approved' }, board.upcoming[1]!] };
    act(() => {
      const source = FakeEventSource.latest();
      source.simulateOpen();
      source.simulateMessage(
        'approval.updated',
        JSON.stringify({
          type: 'approval.updated',
          campaignId: 'campaign-3',
          clientId: 'c',
          storyIds: ['story-3'],
        }),
      );
    });
    await waitFor(() =>
      expect(within(upcoming).queryByText('pendiente de aprobación')).not.toBeInTheDocument(),
    );
    expect(within(upcoming).getByText('aprobada')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/today')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tablero actualizado: cambió la aprobación de alguna historia.',
    );
  });
});
