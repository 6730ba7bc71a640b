// @vitest-environment jsdom

import type { AdminTodayResponse, PublishedBoardStory } from '@shared/api/admin-today';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/lib/realtime/fake-event-source';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AdminTodayPage } from './today-page';

const MADRID = 'Europe/Madrid';

function published(
  n: number,
  { proof = null, hasResults = false }: Partial<Pick<PublishedBoardStory, 'proof' | 'hasResults'>> = {},
): PublishedBoardStory {
  return {
    story: { id: `story-${n}`, number: n, title: `Historia de prueba ${n}` },
    day: { id: `day-${n}`, order: 2, title: 'Día 2' },
    campaign: { id: 'campaign-1', title: 'Rebajas de invierno' },
    client: { id: 'client-aurora', name: 'Marta Ruiz', brandName: 'Café Aurora', timeZone: MADRID },
    dueAt: '2026-11-25T08:00:00.000Z',
    localDate: '2026-11-25',
    localTime: '09:00',
    href: `/admin/campaigns/campaign-1?storyId=story-${n}`,
    approval: 'not_requested',
    postedAt: '2026-11-25T08:05:00.000Z',
    proof,
    hasResults,
  };
}

function board(lines: PublishedBoardStory[]): AdminTodayResponse {
  return {
    generatedAt: '2026-11-25T17:00:00.000Z',
    agencyTimeZone: MADRID,
    hours: 6,
    alertAfterMinutes: 120,
    overdue: [],
    overdueTotal: 0,
    upcoming: [],
    upcomingTotal: 0,
    skipped: [],
    published: lines,
    clientsAtRisk: [],
  };
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

function render() {
  return renderRoutes([{ path: '/admin/today', element: <AdminTodayPage /> }], {
    initialPath: '/admin/today',
  });
}

describe('AdminTodayPage: «Publicadas» with their proof of posting (issue 31 §1)', () => {
  it('lists the published stories with their proof or «Sin prueba», «Sin números» and links to story and form', async () => {
    mockFetch({
      'GET /api/admin/today': () =>
        json(
          board([
            published(3, {
              proof: {
                kind: 'screenshot',
                linkUrl: null,
                imageUrl: '/api/stories/story-3/proof/screenshot?v=p3',
                createdAt: '2026-11-25T08:06:00.000Z',
                byName: 'Marta Ruiz',
                byAgency: false,
              },
            }),
            published(2, {
              hasResults: true,
              proof: {
                kind: 'link',
                linkUrl: 'https://www.instagram.com/stories/cafe.aurora/1',
                imageUrl: null,
                createdAt: '2026-11-25T08:07:00.000Z',
                byName: 'Lucía',
                byAgency: true,
              },
            }),
            published(1),
          ]),
        ),
    });
    render();
    const section = await screen.findByRole('region', { name: /Publicadas/ });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Publicadas (3)');
    const [withScreenshot, withLink, withoutProof] = within(section).getAllByRole('listitem');

    expect(
      within(withScreenshot!).getByRole('link', { name: 'Historia 3: Historia de prueba 3' }),
    ).toHaveAttribute('href', '/admin/campaigns/campaign-1?storyId=story-3');
    const thumbnail = within(withScreenshot!).getByRole('img', { name: /^Captura de Historia 3/ });
    expect(thumbnail).toHaveAttribute('src', '/api/stories/story-3/proof/screenshot?v=p3');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(withScreenshot).toHaveTextContent('Publicada el 25/11/2026 a las 09:05');
    expect(withScreenshot).toHaveTextContent('Adjuntada por Marta Ruiz (Cliente) el 25/11/2026 a las 09:06');
    expect(within(withScreenshot!).getByText('Sin números')).toBeInTheDocument();
    expect(
      within(withScreenshot!).getByRole('link', {
        name: 'Apuntar resultados de Historia 3: Historia de prueba 3',
      }),
    ).toHaveAttribute('href', '/admin/results/story-3');

    const instagram = within(withLink!).getByRole('link', { name: /^Ver en Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/stories/cafe.aurora/1');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(withLink!).queryByText('Sin números')).not.toBeInTheDocument();
    expect(within(withLink!).getByRole('link', { name: /^Ver resultados/ })).toHaveAttribute(
      'href',
      '/admin/results/story-2',
    );

    expect(within(withoutProof!).getByText('Sin prueba')).toBeInTheDocument();
  });

  it('says so when nothing was published in the window', async () => {
    mockFetch({ 'GET /api/admin/today': () => json(board([])) });
    render();
    const section = await screen.findByRole('region', { name: /Publicadas/ });
    expect(
      within(section).getByText('Ninguna historia publicada en las últimas 48 horas.'),
    ).toBeInTheDocument();
  });
});
