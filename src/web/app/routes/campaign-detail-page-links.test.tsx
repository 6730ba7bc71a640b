// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { json, mockFetch } from '@/testing/test-utils';
import { GET, renderPage, spyOnConsoleError, storyCard } from './campaign-detail-page.testing';

spyOnConsoleError();

const SHORT = 'https://panel.test/l/Ab3dE5fG';
const LINK_STICKER = { type: 'link', url: 'https://cafe.example/taller', prompt: 'Reservar plaza' };

/** Day 1 (today, open): story 1 with a tracked link tapped once, story 2 with 12,345 taps, story 3 without one. */
function withTrackedLinks(): CampaignDetailResponse {
  return campaignResponse({
    days: [[false, false, false]],
    overrides: {
      'd1-s1': {
        stickerInfo: LINK_STICKER,
        trackedLink: {
          url: SHORT,
          targetUrl: 'https://cafe.example/taller?ref=bio',
          clicks: 1,
          disabled: false,
        },
      },
      'd1-s2': {
        stickerInfo: LINK_STICKER,
        trackedLink: {
          url: 'https://panel.test/l/Zz9yX8wV',
          targetUrl: 'https://cafe.example/',
          clicks: 12_345,
          disabled: false,
        },
      },
    },
  });
}

describe('campaign detail: tracked links on the story cards (issue 31)', () => {
  it('shows the short link, its clicks and where it leads, and copies the short link', async () => {
    mockFetch({ [GET]: () => json(withTrackedLinks()) });
    // user-event puts its own clipboard in navigator.
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    const row = within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(within(row).getByText(SHORT)).toHaveAttribute('title', SHORT);
    expect(row).toHaveTextContent('1 clic');
    expect(row).not.toHaveTextContent('1 clics');
    expect(row).toHaveTextContent('Lleva a cafe.example/taller');
    // The short link is not a link: the team's own taps would be counted.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Copiar enlace con seguimiento' }));
    expect(await screen.findByText('Copiado al portapapeles')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SHORT);

    const other = within(storyCard('d1-s2')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(other).toHaveTextContent('12.345 clics');
    expect(other).toHaveTextContent('Lleva a cafe.example');
  });

  it('shows a disabled link as such: badge, no copy button, what it answers, its clicks', async () => {
    const data = withTrackedLinks();
    const story = data.campaign.days[0]?.stories[0];
    if (!story?.trackedLink) throw new Error('fixture without a tracked link');
    story.trackedLink = { ...story.trackedLink, clicks: 4, disabled: true };
    mockFetch({ [GET]: () => json(data) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });

    const row = within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(within(row).getByText('Desactivado')).toBeInTheDocument();
    expect(within(row).getByText(SHORT)).toHaveClass('line-through');
    expect(row).toHaveTextContent('4 clics');
    expect(row).toHaveTextContent('Responde «Enlace desactivado»: nadie llega a cafe.example/taller.');
    expect(row).not.toHaveTextContent('Lleva a');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    // The other story's link is still active.
    const other = within(storyCard('d1-s2')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(within(other).queryByText('Desactivado')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Copiar enlace con seguimiento' })).toBeInTheDocument();
  });

  it('shows nothing of it on a story without a tracked link', async () => {
    mockFetch({ [GET]: () => json(withTrackedLinks()) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    const card = storyCard('d1-s3');
    expect(within(card).queryByRole('region', { name: /Enlace con seguimiento/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/clics?\b/)).not.toBeInTheDocument();
  });

  it('shows the admin the same row', async () => {
    mockFetch({
      [GET]: () => json(withTrackedLinks()),
      'GET /api/admin/campaigns/c1/deliveries': () => json({ timeZone: 'Europe/Madrid', deliveries: [] }),
    });
    renderPage('/admin/campaigns/c1');
    await screen.findByRole('heading', { level: 1, name: 'Lanzamiento de prueba' });
    const row = within(storyCard('d1-s1')).getByRole('region', { name: 'Enlace con seguimiento' });
    expect(row).toHaveTextContent(SHORT);
    expect(within(row).getByRole('button', { name: 'Copiar enlace con seguimiento' })).toBeInTheDocument();
  });
});

describe('campaign detail: the landing page tracked link (issue 31)', () => {
  async function openChat(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Ver automatización de chat' }));
    return screen.findByText('Mensaje automático inicial');
  }

  it('shows it under the landing URL with its clicks and a hint, and copies it', async () => {
    const data = campaignResponse();
    data.campaign.chatAutomation.landingLink = {
      url: SHORT,
      targetUrl: 'https://cafe.example/blend',
      clicks: 0,
      disabled: false,
    };
    mockFetch({ [GET]: () => json(data) });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);

    expect(screen.getByRole('link', { name: /https:\/\/cafe\.example\/blend/ })).toBeInTheDocument();
    const row = screen.getByRole('region', { name: 'Enlace con seguimiento de la landing' });
    expect(row).toHaveTextContent(SHORT);
    expect(row).toHaveTextContent('0 clics');
    expect(row).toHaveTextContent('Lleva a cafe.example/blend');
    expect(row).toHaveTextContent(
      'Usa este enlace en el mensaje de la automatización para contar los clics.',
    );

    await user.click(
      within(row).getByRole('button', { name: 'Copiar enlace con seguimiento de la landing' }),
    );
    expect(await screen.findByText('Copiado al portapapeles')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SHORT);
  });

  it('shows a disabled one without its copy button nor its hint', async () => {
    const data = campaignResponse();
    data.campaign.chatAutomation.landingLink = {
      url: SHORT,
      targetUrl: 'https://cafe.example/blend',
      clicks: 3,
      disabled: true,
    };
    mockFetch({ [GET]: () => json(data) });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);

    const row = screen.getByRole('region', { name: 'Enlace con seguimiento de la landing' });
    expect(within(row).getByText('Desactivado')).toBeInTheDocument();
    expect(row).toHaveTextContent('3 clics');
    expect(row).toHaveTextContent('Responde «Enlace desactivado»: nadie llega a cafe.example/blend.');
    expect(row).not.toHaveTextContent('contar los clics');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no row without one', async () => {
    mockFetch({ [GET]: () => json(campaignResponse()) });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    expect(screen.getByRole('button', { name: 'Copiar URL de la landing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Enlace con seguimiento/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/contar los clics/)).not.toBeInTheDocument();
  });
});
