// @vitest-environment jsdom

import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { campaignResponse } from '@/features/campaign-detail/testing/campaign-response';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { bodyOf, GET, renderPage, spyOnConsoleError } from './campaign-detail-page.testing';

spyOnConsoleError();

describe('campaign detail: chat automation', () => {
  async function openChat(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Ver automatización de chat' }));
    return screen.findByText('Mensaje automático inicial');
  }

  it('refuses an empty message with a toast and saves a real one', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(campaignResponse()),
      'PATCH /api/campaigns/c1/chat-automation/follow-up/1': (init) => {
        const { message } = bodyOf(init) as { message: string };
        return json({
          followUpSequence: [
            { delayHours: 2, message: 'Primer seguimiento', attachment: null },
            { delayHours: 50, message, attachment: null },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    expect(screen.getByText(/tras 2 días y 2 horas/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar seguimiento 2' }));
    const textarea = screen.getByRole('textbox', { name: 'Editar seguimiento 2' });
    await user.clear(textarea);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El mensaje no puede estar vacío')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/campaigns/c1/chat-automation/follow-up/1')).toHaveLength(0);

    await user.type(textarea, ' Quedan pocas horas ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Mensaje actualizado')).toBeInTheDocument();
    expect(screen.getByText('Quedan pocas horas')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PATCH /api/campaigns/c1/chat-automation/follow-up/1')[0]?.[1])).toEqual(
      { message: 'Quedan pocas horas' },
    );
  });

  it("keeps the editor open and says 'Error al guardar' when the server refuses", async () => {
    mockFetch({
      [GET]: () => json(campaignResponse()),
      'PATCH /api/campaigns/c1/chat-automation/auto-response': () =>
        json({ error: { code: 'INTERNAL', message: 'Error interno' } }, 500),
    });
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Editar mensaje automático inicial' }));
    const textarea = screen.getByRole('textbox', { name: 'Editar mensaje automático inicial' });
    await user.type(textarea, '!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    expect(screen.getByText('No se pudo actualizar el mensaje')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Editar mensaje automático inicial' })).toHaveValue(
      'Hola, gracias por escribir!',
    );
  });

  it("copies everything with the default keyword 'QUIERO' when none is set", async () => {
    const data: CampaignDetailResponse = campaignResponse();
    data.campaign.chatAutomation.keyword = null;
    mockFetch({ [GET]: () => json(data) });
    // user-event puts its own clipboard in navigator.
    const user = userEvent.setup();
    renderPage();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Copiar todo' }));
    expect(await screen.findByText('Copiado al portapapeles')).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Palabra clave: QUIERO');
    expect(copied).toContain('2. Tras 2 días y 2 horas: Último aviso');
  });
});
