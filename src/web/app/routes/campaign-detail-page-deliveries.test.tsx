// @vitest-environment jsdom

import type { CampaignDeliveriesResponse } from '@shared/api/admin-today';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';

const log: CampaignDeliveriesResponse = {
  timeZone: 'America/Mexico_City',
  deliveries: [
    {
      id: 'n2',
      storyId: 'd1-s2',
      kind: 'reminder',
      channel: 'email',
      status: 'sent',
      dueAt: '2026-11-20T15:30:00.000Z',
      sentAt: '2026-11-20T15:15:04.000Z',
      detail: null,
      createdAt: '2026-11-20T15:15:01.000Z',
    },
    {
      id: 'n1',
      storyId: 'd1-s2',
      kind: 'reminder',
      channel: 'push',
      status: 'failed',
      dueAt: '2026-11-20T15:30:00.000Z',
      sentAt: null,
      detail: 'El servicio de push respondió 410',
      createdAt: '2026-11-20T15:15:00.000Z',
    },
  ],
};

describe('campaign detail: the delivery log («Avisos»)', () => {
  it("shows an admin each story's reminders: channel, time in the client's zone, outcome and detail", async () => {
    mockFetch({ [GET]: () => json(campaignResponse()), [DELIVERIES]: () => json(log) });
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    const card = storyCard('d1-s2');
    const summary = await within(card).findByText(/Avisos/);
    expect(summary.closest('summary')).toHaveTextContent('Avisos (2)');
    await userEvent.click(summary);
    const items = within(card).getAllByRole('listitem');
    // 15:15 UTC is 09:15 in Mexico City.
    expect(items[0]).toHaveTextContent('Correo20/11/2026 a las 09:15Enviado');
    expect(items[1]).toHaveTextContent('Push20/11/2026 a las 09:15Falló');
    expect(items[1]).toHaveTextContent('El servicio de push respondió 410');
    expect(
      within(storyCard('d1-s1'))
        .getByText(/Avisos/)
        .closest('summary'),
    ).toHaveTextContent('Avisos (0)');
  });

  it('names a delivery that is not the publishing reminder: «Aviso de resultados»', async () => {
    const results: CampaignDeliveriesResponse = {
      timeZone: 'Europe/Madrid',
      deliveries: [
        {
          id: 'n3',
          storyId: 'd1-s1',
          kind: 'results_reminder',
          channel: 'push',
          status: 'sent',
          dueAt: '2026-11-21T04:00:00.000Z',
          sentAt: '2026-11-21T04:00:02.000Z',
          detail: null,
          createdAt: '2026-11-21T04:00:00.000Z',
        },
        { ...log.deliveries[0]!, storyId: 'd1-s1' },
      ],
    };
    mockFetch({ [GET]: () => json(campaignResponse()), [DELIVERIES]: () => json(results) });
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    const card = storyCard('d1-s1');
    await userEvent.click(await within(card).findByText(/Avisos/));
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('PushAviso de resultados21/11/2026 a las 05:00Enviado');
    expect(items[1]).toHaveTextContent('Correo20/11/2026 a las 16:15Enviado');
    expect(items[1]).not.toHaveTextContent('Recordatorio');
  });

  it('never asks for it, nor shows it, in the client area', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(campaignResponse()) });
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(screen.queryByText(/Avisos/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, DELIVERIES)).toHaveLength(0);
  });
});
