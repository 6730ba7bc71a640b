// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkResponse } from '@/features/automation-check/testing/check-response';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { json, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AdminAutomationSheetPage } from './admin/automation-sheet-page';
import { ClientAutomationSheetPage } from './dashboard/automation-sheet-page';

const GET = 'GET /api/campaigns/c1';
const CHECK = 'GET /api/campaigns/c1/automation-check';

/** Day 1: a story that asks for BLEND7, one that does not; day 2: one that shows it on its sticker. */
function campaign(): CampaignDetailResponse {
  const data = campaignResponse({
    days: [[false, false], [false]],
    overrides: {
      'd1-s1': { copyText: 'Nuevo blend de temporada. Responde BLEND7 y te mandamos un 10 %.' },
      'd2-s1': {
        copyText: 'Últimas bolsas.',
        stickerInfo: { type: 'poll', prompt: '¿Ya tienes tu Blend7?', options: ['Sí', 'Aún no'] },
        scheduledTime: '18:00',
      },
    },
  });
  data.campaign.chatAutomation.followUpSequence = [
    { delayHours: 2, message: 'Primer seguimiento', attachment: null },
    { delayHours: 50, message: 'Soy Marta, ¿te ayudo?', attachment: null, humanAgent: true },
  ];
  data.campaign.chatAutomation.landingLink = {
    url: 'https://panel.example/l/Ab3dE5fG',
    targetUrl: 'https://cafe.example/blend',
    clicks: 0,
    disabled: false,
  };
  return data;
}

function renderSheet(area: 'admin' | 'client') {
  mockFetch({ [GET]: () => json(campaign()), [CHECK]: () => json(checkResponse()) });
  return renderRoutes(
    [
      { path: '/admin/campaigns/:id/automatizacion', element: <AdminAutomationSheetPage /> },
      { path: '/dashboard/campaigns/:campaignId/automatizacion', element: <ClientAutomationSheetPage /> },
    ],
    {
      initialPath:
        area === 'admin' ? '/admin/campaigns/c1/automatizacion' : '/dashboard/campaigns/c1/automatizacion',
    },
  );
}

describe('«Hoja de configuración de la automatización»', () => {
  it('shows the keyword, the stories that ask for it, the messages at their times and who sends them', async () => {
    renderSheet('admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hoja de configuración de la automatización' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Lanzamiento de prueba')).toBeInTheDocument();
    expect(screen.getByText('Del 20/11/2026 al 21/11/2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Palabra clave' })).getByText('BLEND7')).toHaveClass(
      'text-4xl',
    );

    const stories = within(
      within(screen.getByRole('region', { name: 'Historias que la muestran o la piden' })).getByRole('list'),
    ).getAllByRole('listitem');
    expect(stories.map((story) => story.textContent)).toEqual([
      'Día 1 · 20/11/2026 · 09:30 · Historia 1Pide escribirla«Responde BLEND7 y te mandamos un 10 %.»',
      'Día 2 · 21/11/2026 · 18:00 · Historia 1La muestra«¿Ya tienes tu Blend7?»',
    ]);

    expect(
      within(screen.getByRole('region', { name: 'Mensaje automático inicial' })).getByText(
        'Hola, gracias por escribir',
      ),
    ).toBeInTheDocument();
    const followUps = within(
      within(screen.getByRole('region', { name: 'Mensajes de seguimiento' })).getByRole('list'),
    ).getAllByRole('listitem');
    // The delays add up: 2 h, then 50 h more.
    expect(followUps[0]).toHaveTextContent(
      'Seguimiento 1a las 2 h del mensaje de la personaautomáticoPrimer seguimiento',
    );
    expect(followUps[1]).toHaveTextContent(
      'Seguimiento 2a las 52 h del mensaje de la personalo envía una personaSoy Marta, ¿te ayudo?',
    );

    const landing = screen.getByRole('region', { name: 'Página de destino' });
    expect(landing).toHaveTextContent('https://cafe.example/blend');
    expect(landing).toHaveTextContent('https://panel.example/l/Ab3dE5fG');
    expect(screen.getByRole('region', { name: 'Etiquetas' })).toHaveTextContent('#lanzamiento');
    expect(screen.getByRole('region', { name: 'Notas' })).toHaveTextContent('Revisar stock');
    expect(screen.getByRole('link', { name: 'Volver a la campaña' })).toHaveAttribute(
      'href',
      '/admin/campaigns/c1',
    );
  });

  it('prints, and opens «Revisar automatizaciones» from its summary', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderSheet('client');
    const check = await screen.findByRole('region', { name: 'Revisión' });
    expect(await within(check).findByText('1 problema y 1 aviso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la campaña' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1',
    );

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(within(check).getByRole('button', { name: 'Revisar automatizaciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar automatizaciones' });
    expect(await within(dialog).findByRole('link', { name: 'Corregir: Día 1 · Historia 2' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/c1?storyId=d1-s2',
    );
    // Not a link to the sheet it is opened from.
    expect(within(dialog).queryByRole('link', { name: 'Hoja de configuración' })).not.toBeInTheDocument();
  });
});
