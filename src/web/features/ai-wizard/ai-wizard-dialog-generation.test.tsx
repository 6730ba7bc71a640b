// @vitest-environment jsdom

import type { AiRequestDto } from '@shared/ai/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '@/testing/test-utils';
import {
  aiRequest,
  FakeEventSource,
  fillAllSteps,
  NOW,
  OFFER,
  openWizard,
  PROCESS,
  PRODUCT,
  renderWizard,
  setUpWizardTests,
} from './testing/wizard-test-harness';

setUpWizardTests();

describe('Crear Campaña con IA: generating', () => {
  it('generates, follows the status to completed and opens the new campaign 2 s later', async () => {
    const statuses: AiRequestDto[] = [
      aiRequest({ status: 'pending', message: 'Solicitud recibida' }),
      aiRequest({ status: 'processing_campaign', message: 'Creando campaña en tu panel...' }),
      aiRequest({
        status: 'completed',
        message: '¡Campaña creada exitosamente!',
        generatedWithoutAi: true,
        generatedCampaignId: 'camp-9',
      }),
    ];
    let polls = 0;
    const { user, fetchMock, router } = renderWizard({
      'POST /api/ai/requests': () => json({ request: aiRequest() }, 201),
      'GET /api/ai/requests/req-1': () => {
        const request = statuses[Math.min(polls, statuses.length - 1)];
        polls += 1;
        return json({ request });
      },
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));

    const dialog = await screen.findByRole('dialog', { name: 'Creando Campaña con IA' });
    const [, init] = callsTo(fetchMock, 'POST /api/ai/requests')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      productDescription: PRODUCT,
      salesProcess: PROCESS,
      specialOffers: OFFER,
      campaignDuration: 7,
      keyMessage: null,
      launchAt: new Date(2026, 10, 23, 12, 0).toISOString(),
    });
    const checklist = within(dialog).getByRole('list', { name: 'Progreso de la generación' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Recibiendo información: en curso',
      'Hablando con el Agente de IA: pendiente',
      'Analizando tu negocio: pendiente',
      'Creando historias: pendiente',
      'Campaña completada: pendiente',
    ]);
    expect(within(dialog).getByText(/el generador integrado crea la campaña/)).toBeInTheDocument();

    // The server is faster than the simulation: it jumps ahead, but 'completed' waits for the server.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(dialog).findByText('Creando campaña en tu panel...')).toBeInTheDocument();
    expect(within(checklist).getByText('Creando historias', { exact: false })).toHaveTextContent('en curso');
    expect(within(checklist).getByText('Campaña completada', { exact: false })).toHaveTextContent(
      'pendiente',
    );

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(
      await screen.findByText('¡Campaña creada exitosamente!', { selector: '[data-title]' }),
    ).toBeVisible();
    expect(within(checklist).getByText('Campaña completada', { exact: false })).toHaveTextContent(
      'completado',
    );
    expect(router.state.location.pathname).toBe('/dashboard/campaigns');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe('/dashboard/campaigns/camp-9');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Generación iniciada')).not.toBeInTheDocument();
  });

  it('follows the live stream instead of polling while it is connected', async () => {
    const { user, fetchMock, router } = renderWizard({
      'POST /api/ai/requests': () => json({ request: aiRequest() }, 201),
      'GET /api/ai/requests/req-1': () => json({ request: aiRequest() }),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creando Campaña con IA' });
    const source = FakeEventSource.current();
    expect(source.url).toBe('/api/events');
    act(() => source.open());
    await act(() => vi.advanceTimersByTimeAsync(0));
    const reads = callsTo(fetchMock, 'GET /api/ai/requests/req-1').length;
    // No polling while the stream is up.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, 'GET /api/ai/requests/req-1')).toHaveLength(reads);
    const checklist = within(dialog).getByRole('list', { name: 'Progreso de la generación' });
    // 10 s in, the simulation is at 'Hablando con el Agente de IA'.
    expect(within(checklist).getByText('Hablando con el Agente de IA', { exact: false })).toHaveTextContent(
      'en curso',
    );

    act(() =>
      source.send('ai_request.updated', {
        type: 'ai_request.updated',
        request: aiRequest({
          status: 'processing',
          message: 'Consultando con OpenAI...',
          provider: 'OpenAI',
          updatedAt: new Date(NOW.getTime() + 11_000).toISOString(),
        }),
      }),
    );
    expect(await within(dialog).findByText('Consultando con OpenAI...')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Sin IA/)).not.toBeInTheDocument();

    // Past the four simulated stages the last item says it is finishing, but is not complete.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(within(checklist).getByText('Creando historias', { exact: false })).toHaveTextContent(
      'completado',
    );
    expect(within(checklist).getByText('Finalizando creación de campaña...')).toBeInTheDocument();
    expect(within(checklist).getByText('Campaña completada', { exact: false })).toHaveTextContent('en curso');

    act(() =>
      source.send('ai_request.updated', {
        type: 'ai_request.updated',
        request: aiRequest({
          status: 'processing_partial',
          message: 'Campaña creada parcialmente',
          provider: 'OpenAI',
          generatedCampaignId: 'camp-2',
          updatedAt: new Date(NOW.getTime() + 200_000).toISOString(),
        }),
      }),
    );
    expect(
      await screen.findByText('Campaña creada parcialmente', { selector: '[data-title]' }),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe('/dashboard/campaigns/camp-2');
  });

  it('closing the wizard right after a fast success goes to the new campaign at once', async () => {
    const { user, router } = renderWizard({
      'POST /api/ai/requests': () =>
        json(
          {
            request: aiRequest({
              status: 'completed',
              message: '¡Campaña creada exitosamente!',
              generatedWithoutAi: true,
              generatedCampaignId: 'camp-fast',
            }),
          },
          201,
        ),
      'GET /api/ai/requests/req-1': () =>
        json({
          request: aiRequest({
            status: 'completed',
            message: '¡Campaña creada exitosamente!',
            generatedWithoutAi: true,
            generatedCampaignId: 'camp-fast',
          }),
        }),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creando Campaña con IA' });
    expect(await within(dialog).findByText('Tu campaña está lista.')).toBeInTheDocument();
    // The user closes before the 2 s redirect: the campaign opens anyway, not the list.
    await user.click(within(dialog).getByRole('button', { name: /cerrar/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/campaigns/camp-fast');
  });
});
