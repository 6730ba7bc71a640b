// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { bodyOf, GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const SLUG = 'Ab3dE5fG';
const SHORT = `https://panel.test/l/${SLUG}`;
const PATCH = `PATCH /api/admin/links/${SLUG}`;
const DELIVERIES = 'GET /api/admin/campaigns/c1/deliveries';
const LINK_STICKER = { type: 'link', url: 'https://cafe.example/taller', prompt: 'Reservar plaza' };

/** Day 1 (today, open): story 1 with a tracked link, `disabled` or not, tapped 5 times. */
function withLink(disabled: boolean): CampaignDetailResponse {
  return campaignResponse({
    days: [[false, false]],
    overrides: {
      'd1-s1': {
        stickerInfo: LINK_STICKER,
        trackedLink: { url: SHORT, targetUrl: 'https://cafe.example/taller?ref=bio', clicks: 5, disabled },
      },
    },
  });
}

/** The campaign read answers `first`, then (after the PATCH) `after`. */
function mockAdmin(first: boolean, after: boolean, patch = () => json({ slug: SLUG, disabled: after })) {
  let patched = false;
  return mockFetch({
    [GET]: () => json(withLink(patched ? after : first)),
    [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    [PATCH]: () => {
      patched = true;
      return patch();
    },
  });
}

async function linkRow() {
  await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
  return within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
}

describe('campaign detail: disabling and reactivating a tracked link (issue 31)', () => {
  it('lets the admin disable a link after a confirmation, and reads the campaign again', async () => {
    const fetchMock = mockAdmin(false, true);
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    const row = await linkRow();

    await user.click(await within(row).findByRole('button', { name: 'Desactivar enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar este enlace?' });
    expect(dialog).toHaveTextContent(
      'Quien lo toque verá «Enlace desactivado» en lugar de llegar a cafe.example/taller. Los clics contados se conservan y puedes reactivarlo cuando quieras.',
    );
    expect(callsTo(fetchMock, PATCH)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Enlace desactivado')).toBeInTheDocument();
    const patches = callsTo(fetchMock, PATCH);
    expect(patches).toHaveLength(1);
    expect(bodyOf(patches[0]?.[1])).toEqual({ disabled: true });
    expect(callsTo(fetchMock, GET)).toHaveLength(2);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const updated = within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(within(updated).getByText('Desactivado')).toBeInTheDocument();
    expect(updated).toHaveTextContent('5 clics');
    expect(within(updated).getByRole('button', { name: 'Reactivar enlace' })).toBeInTheDocument();
    expect(
      within(updated).queryByRole('button', { name: 'Copiar enlace con seguimiento' }),
    ).not.toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetchMock = mockAdmin(false, true);
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    const row = await linkRow();

    await user.click(await within(row).findByRole('button', { name: 'Desactivar enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar este enlace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, PATCH)).toHaveLength(0);
    expect(within(row).queryByText('Desactivado')).not.toBeInTheDocument();
  });

  it('keeps the confirmation open and says why when the server refuses', async () => {
    mockAdmin(false, true, () =>
      json({ error: { code: 'NOT_FOUND', message: 'Enlace no encontrado.' } }, 404),
    );
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    const row = await linkRow();

    await user.click(await within(row).findByRole('button', { name: 'Desactivar enlace' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar este enlace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('No se pudo desactivar el enlace')).toBeInTheDocument();
    expect(screen.getByText('Enlace no encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: '¿Desactivar este enlace?' })).toBeInTheDocument();
  });

  it('reactivates a disabled link at once, without a confirmation', async () => {
    const fetchMock = mockAdmin(true, false);
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    const row = await linkRow();
    expect(within(row).getByText('Desactivado')).toBeInTheDocument();

    await user.click(await within(row).findByRole('button', { name: 'Reactivar enlace' }));
    expect(await screen.findByText('Enlace reactivado')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const patches = callsTo(fetchMock, PATCH);
    expect(patches).toHaveLength(1);
    expect(bodyOf(patches[0]?.[1])).toEqual({ disabled: false });
    expect(callsTo(fetchMock, GET)).toHaveLength(2);

    const updated = within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(within(updated).queryByText('Desactivado')).not.toBeInTheDocument();
    expect(updated).toHaveTextContent('Lleva a cafe.example/taller');
    expect(within(updated).getByRole('button', { name: 'Desactivar enlace' })).toBeInTheDocument();
  });

  it('offers it on the landing page link too', async () => {
    const data = campaignResponse();
    data.campaign.chatAutomation.landingLink = {
      url: SHORT,
      targetUrl: 'https://cafe.example/blend',
      clicks: 0,
      disabled: false,
    };
    mockFetch({
      [GET]: () => json(data),
      [DELIVERIES]: () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    const user = userEvent.setup();
    renderPage('/admin/campaigns/c1');
    await user.click(await screen.findByRole('button', { name: 'Ver automatización de chat' }));
    const row = await screen.findByRole('region', { name: 'Enlace con seguimiento de la landing' });
    expect(await within(row).findByRole('button', { name: 'Desactivar enlace' })).toBeInTheDocument();
  });

  it('offers neither action to the client', async () => {
    mockFetch({ [GET]: () => json(withLink(false)) });
    renderPage();
    const row = await linkRow();
    // Only its copy button (a disabled link's row has none: campaign-detail-page-links.test.tsx).
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Copiar enlace con seguimiento']);
    expect(within(row).queryByRole('button', { name: /enlace$/ })).not.toBeInTheDocument();
  });
});
