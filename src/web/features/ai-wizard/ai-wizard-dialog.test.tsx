// @vitest-environment jsdom

import type { AiRequestDto } from '@shared/ai/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { AiWizardDialog } from './ai-wizard-dialog';

const NOW = new Date(2026, 10, 22, 10, 30);
const PRODUCT = 'Café de especialidad tostado cada semana en Madrid.';
const PROCESS = 'Nos escriben por mensaje directo y compran en la web.';
const OFFER = 'Suscripción de 24 € al mes con taza de regalo y garantía.';

function aiRequest(overrides: Partial<AiRequestDto> = {}): AiRequestDto {
  return {
    id: 'req-1',
    status: 'pending',
    message: 'Solicitud recibida',
    errorMessage: null,
    provider: 'offline',
    generatedWithoutAi: false,
    generatedCampaignId: null,
    campaignDuration: 7,
    launchDatetime: 'lunes, 23 de noviembre de 2026 a las 12:00',
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    ...overrides,
  };
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir asistente
      </button>
      <AiWizardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderWizard(handlers: Record<string, MockHandler> = {}) {
  const fetchMock = mockFetch({ 'GET /api/client/campaigns': () => json({ campaigns: [] }), ...handlers });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const utils = renderRoutes(
    [
      { path: '/dashboard/campaigns', element: <Harness /> },
      { path: '/dashboard/campaigns/:campaignId', element: <h1>Detalle de campaña</h1> },
    ],
    { initialPath: '/dashboard/campaigns' },
  );
  return { ...utils, user, fetchMock };
}

async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir asistente' }));
  return screen.findByRole('dialog', { name: 'Crear Campaña con IA' });
}

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const previous = () => screen.getByRole('button', { name: 'Anterior' });

async function fillText(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const field = screen.getByRole('textbox', { name });
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Answers the six steps with the defaults of steps 4-6 and stops on step 6. */
async function fillAllSteps(user: ReturnType<typeof userEvent.setup>) {
  await fillText(user, '¿Qué vendes?', PRODUCT);
  await user.click(next());
  await fillText(user, '¿Cómo es tu proceso de venta?', PROCESS);
  await user.click(next());
  await fillText(user, '¿Cuál es el precio y la oferta?', OFFER);
  await user.click(next());
  await user.click(next());
  await user.click(next());
  expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
}

/** The browser's EventSource (jsdom has none): the test opens it and sends events at will. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.();
  }
  send(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  static current(): FakeEventSource {
    const source = FakeEventSource.instances.findLast((instance) => !instance.closed);
    if (!source) throw new Error('no open EventSource');
    return source;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Crear Campaña con IA', () => {
  it('validates each step with the 30-character minimum and moves back and forth', async () => {
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('17% completado')).toBeInTheDocument();
    const product = screen.getByRole('textbox', { name: '¿Qué vendes?' });
    expect(product).toHaveFocus();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();

    await user.paste(`   ${'a'.repeat(29)}   `);
    expect(within(dialog).getByText('Mínimo 30 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText(/^29/)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(product, 'b');
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(within(dialog).getByText('Paso 2 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('33% completado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '¿Cómo es tu proceso de venta?' })).toHaveFocus();
    expect(next()).toBeDisabled();

    await user.click(previous());
    expect(screen.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue(`   ${'a'.repeat(29)}   b`);
  });

  it('advances with Ctrl+Enter only when the step is valid, and offers the defaults of steps 4 to 6', async () => {
    const { user } = renderWizard();
    const dialog = await openWizard(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();

    await user.paste(PRODUCT);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 2 de 6')).toBeInTheDocument();
    await user.paste(PROCESS);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.paste(OFFER);
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(within(dialog).getByText('Paso 4 de 6')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: '¿Cuántos días quieres que dure la campaña?' }),
    ).toHaveTextContent('7 días');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(within(dialog).getByText('Paso 5 de 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /mensaje clave/ })).toHaveValue('');
    expect(next()).toBeEnabled();
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(within(dialog).getByText('Paso 6 de 6')).toBeInTheDocument();
    expect(within(dialog).getByText('100% completado')).toBeInTheDocument();
    expect(within(dialog).getByText('lunes, 23 de noviembre de 2026 a las 12:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Hora' })).toHaveTextContent('12');
    expect(within(dialog).getByRole('combobox', { name: 'Minutos' })).toHaveTextContent('00');
    // Days before today are disabled; today and later can be chosen.
    expect(within(dialog).getByRole('button', { name: /21 de noviembre/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /22 de noviembre/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generar Campaña con IA' })).toBeEnabled();
  });

  it('closes with Escape or a click on the backdrop and starts again from an empty form', async () => {
    const { user } = renderWizard();
    await openWizard(user);
    await user.paste(PRODUCT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openWizard(user);
    expect(screen.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue('');

    const overlay = document.querySelector<HTMLElement>('[data-slot=dialog-overlay]');
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Generación iniciada')).not.toBeInTheDocument();
  });

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

  it('shows the server error when the generation fails', async () => {
    const { user } = renderWizard({
      'POST /api/ai/requests': () => json({ request: aiRequest() }, 201),
      'GET /api/ai/requests/req-1': () =>
        json({
          request: aiRequest({
            status: 'failed',
            message: 'Error: El modelo no respondió a tiempo',
            errorMessage: 'El modelo no respondió a tiempo',
          }),
        }),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(
      await screen.findByText('El modelo no respondió a tiempo', { selector: '[data-title]' }),
    ).toBeVisible();
    const dialog = screen.getByRole('dialog', { name: 'Creando Campaña con IA' });
    expect(within(dialog).getByText('Por favor, inténtalo de nuevo más tarde')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Volver al formulario' }));
    expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar Campaña con IA' })).toBeEnabled();
  });

  it('stops the checklist on failure: the stage in progress is marked failed and nothing ticks on', async () => {
    const { user } = renderWizard({
      'POST /api/ai/requests': () => json({ request: aiRequest() }, 201),
      'GET /api/ai/requests/req-1': () =>
        json({
          request: aiRequest({
            status: 'failed',
            message: 'Error: No hemos podido generar tu campaña en este momento.',
            errorMessage: 'No hemos podido generar tu campaña en este momento.',
          }),
        }),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const dialog = screen.getByRole('dialog', { name: 'Creando Campaña con IA' });
    const checklist = within(dialog).getByRole('list', { name: 'Progreso de la generación' });
    const items = () =>
      within(checklist)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    const atFailure = items();
    expect(atFailure.filter((text) => text?.includes('con error'))).toHaveLength(1);
    expect(atFailure.some((text) => text?.includes('en curso'))).toBe(false);
    expect(within(dialog).getByText('No se ha podido crear tu campaña.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Tu campaña se está creando a partir de tus respuestas.')).toBeNull();
    // Minutes later, the simulated stages have not moved on beside the error.
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(items()).toEqual(atFailure);
    expect(items().at(-1)).not.toContain('completado');
  });

  it('says when the request cannot be created, and stays on the last step', async () => {
    const { user } = renderWizard({
      'POST /api/ai/requests': () =>
        json(
          {
            error: {
              code: 'LIMIT_EXCEEDED',
              message: 'Ya tienes 3 campañas generándose. Espera a que termine alguna.',
            },
          },
          429,
        ),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    expect(
      await screen.findByText('Error al crear la solicitud de campaña', { selector: '[data-title]' }),
    ).toBeVisible();
    expect(screen.getByText('Ya tienes 3 campañas generándose. Espera a que termine alguna.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Crear Campaña con IA' })).toBeInTheDocument();
    expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
  });

  it('tells the user to sign in when the session is gone', async () => {
    const { user } = renderWizard({
      'POST /api/ai/requests': () =>
        json({ error: { code: 'UNAUTHORIZED', message: 'No autenticado' } }, 401),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    expect(
      await screen.findByText('Debes estar autenticado para generar una campaña', {
        selector: '[data-title]',
      }),
    ).toBeVisible();
  });

  it('closing while generating says the generation goes on, stops following it and resets the form', async () => {
    const { user, fetchMock } = renderWizard({
      'POST /api/ai/requests': () => json({ request: aiRequest() }, 201),
      'GET /api/ai/requests/req-1': () => json({ request: aiRequest({ status: 'processing' }) }),
    });
    await openWizard(user);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Generar Campaña con IA' }));
    await screen.findByRole('dialog', { name: 'Creando Campaña con IA' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Generación iniciada', { selector: '[data-title]' })).toBeVisible();
    expect(screen.getByText(/puede tardar de 2 a 5 minutos/)).toBeVisible();

    const polls = callsTo(fetchMock, 'GET /api/ai/requests/req-1').length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, 'GET /api/ai/requests/req-1')).toHaveLength(polls);

    const dialog = await openWizard(user);
    expect(within(dialog).getByText('Paso 1 de 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '¿Qué vendes?' })).toHaveValue('');
  });
});
