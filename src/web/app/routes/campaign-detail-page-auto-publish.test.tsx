// @vitest-environment jsdom

import { AUTO_PUBLISH_LABELS, AUTO_PUBLISH_TEXTS } from '@shared/instagram/auto-publish-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTO_PUBLISH_ACTION } from '@/features/auto-publish/components/auto-publish-action';
import {
  autoPublishRequest,
  autoPublishResponse,
} from '@/features/auto-publish/testing/auto-publish-response';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';
const autoPublishOf = (storyId: string) => `/api/stories/${storyId}/auto-publish`;

describe('campaign detail: «Publicar automáticamente» (issue 32)', () => {
  it('offers it on the cards of stories still to publish only, and opens its dialog from there', async () => {
    mockFetch({
      [GET]: () =>
        json(
          campaignResponse({
            days: [[true, false, false]],
            overrides: {
              'd1-s3': {
                isSkipped: true,
                skip: {
                  skippedAt: '2026-11-20T10:00:00.000Z',
                  skippedByName: 'Marta',
                  skippedByAgency: false,
                  reason: null,
                },
              },
            },
          }),
        ),
      [`GET ${autoPublishOf('d1-s2')}`]: () =>
        json(
          autoPublishResponse({
            blockers: [{ code: 'text_overlay', message: AUTO_PUBLISH_TEXTS.blockers.text_overlay }],
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    expect(within(storyCard('d1-s1')).queryByRole('button', { name: AUTO_PUBLISH_ACTION })).toBeNull();
    expect(within(storyCard('d1-s3')).queryByRole('button', { name: AUTO_PUBLISH_ACTION })).toBeNull();
    const action = within(storyCard('d1-s2')).getByRole('button', { name: AUTO_PUBLISH_ACTION });
    // Beside «No se publicará».
    expect(action.parentElement).toContainElement(
      within(storyCard('d1-s2')).getByRole('button', { name: 'No se publicará' }),
    );

    await user.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Publicar automáticamente' });
    expect(await within(dialog).findByText(AUTO_PUBLISH_TEXTS.blockers.text_overlay)).toBeInTheDocument();
  });

  it('in the admin area, without a connection, points at the client’s page', async () => {
    mockFetch({
      [GET]: () => json(campaignResponse({ days: [[false]] })),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
      [`GET ${autoPublishOf('d1-s1')}`]: () =>
        json(
          autoPublishResponse({
            connected: false,
            username: null,
            blockers: [{ code: 'not_connected', message: AUTO_PUBLISH_TEXTS.blockers.not_connected }],
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    await user.click(within(storyCard('d1-s1')).getByRole('button', { name: AUTO_PUBLISH_ACTION }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar automáticamente' });
    expect(await within(dialog).findByText(AUTO_PUBLISH_TEXTS.blockers.not_connected)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ir a la ficha del cliente' })).toHaveAttribute(
      'href',
      '/admin/clients/cl1',
    );
  });

  it('turning it on reads the campaign again, and the card shows its badge', async () => {
    let requested = false;
    const fetchMock = mockFetch({
      [GET]: () =>
        json(
          campaignResponse({
            days: [[false]],
            overrides: { 'd1-s1': { autoPublish: requested ? { state: 'scheduled', reason: null } : null } },
          }),
        ),
      [`GET ${autoPublishOf('d1-s1')}`]: () => json(autoPublishResponse()),
      [`PUT ${autoPublishOf('d1-s1')}`]: () => {
        requested = true;
        return json(autoPublishResponse({ autoPublish: autoPublishRequest('scheduled') }));
      },
    });
    const user = userEvent.setup();
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    expect(within(storyCard('d1-s1')).queryByText(AUTO_PUBLISH_LABELS.scheduled)).toBeNull();

    await user.click(within(storyCard('d1-s1')).getByRole('button', { name: AUTO_PUBLISH_ACTION }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar automáticamente' });
    await user.click(
      await within(dialog).findByRole('switch', { name: 'Publicar automáticamente a su hora' }),
    );

    expect(await screen.findByText(AUTO_PUBLISH_TEXTS.enabled)).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${autoPublishOf('d1-s1')}`).map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ enabled: true }),
    ]);
    await waitFor(() =>
      expect(within(storyCard('d1-s1')).getByText(AUTO_PUBLISH_LABELS.scheduled)).toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, GET).length).toBeGreaterThanOrEqual(2);
  });

  it('shows each state’s badge on the cards, and a fallback’s reason', async () => {
    mockFetch({
      [GET]: () =>
        json(
          campaignResponse({
            days: [[false, false, false, true, false]],
            overrides: {
              'd1-s1': { autoPublish: { state: 'scheduled', reason: null } },
              'd1-s2': { autoPublish: { state: 'waiting', reason: null } },
              'd1-s3': { autoPublish: { state: 'publishing', reason: null } },
              'd1-s4': { autoPublish: { state: 'published', reason: null } },
              'd1-s5': { autoPublish: { state: 'fallback', reason: AUTO_PUBLISH_TEXTS.fallback.mediaError } },
            },
          }),
        ),
    });
    renderPage('/dashboard/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    expect(within(storyCard('d1-s1')).getByText('Se publicará automáticamente')).toBeInTheDocument();
    expect(within(storyCard('d1-s2')).getByText('Publicando en Instagram…')).toBeInTheDocument();
    expect(within(storyCard('d1-s3')).getByText('Publicando en Instagram…')).toBeInTheDocument();
    expect(within(storyCard('d1-s4')).getByText('Publicada automáticamente')).toBeInTheDocument();
    expect(
      within(storyCard('d1-s5')).getByText(
        'No se pudo publicar automáticamente: Instagram no aceptó el archivo. Publícala desde el móvil.',
      ),
    ).toBeInTheDocument();
    expect(within(storyCard('d1-s5')).queryByText('Se publicará automáticamente')).toBeNull();
  });
});
