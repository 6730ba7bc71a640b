// @vitest-environment jsdom

import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, json } from '@/testing/test-utils';
import {
  aiRequest,
  fillAllSteps,
  openWizard,
  renderWizard,
  setUpWizardTests,
} from './testing/wizard-test-harness';
import { AI_WIZARD_TEXTS } from './texts';

setUpWizardTests();

describe('Crear Campaña con IA: failures and closing', () => {
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
    // The title says it failed; no second line repeats what the error already says.
    const dialog = screen.getByRole('dialog', { name: 'No se pudo crear la campaña con IA' });
    expect(within(dialog).queryByText('Por favor, inténtalo de nuevo más tarde')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Volver al formulario' }));
    expect(screen.getByText('Paso 6 de 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generar Campaña con IA' })).toBeEnabled();
  });

  it('stops the checklist on failure at the model’s step, not «Recibiendo información», and nothing ticks on', async () => {
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
    // Failed within the first simulated stage: still the model's step is the one marked.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const dialog = screen.getByRole('dialog', { name: 'No se pudo crear la campaña con IA' });
    const checklist = within(dialog).getByRole('list', { name: 'Progreso de la generación' });
    const items = () =>
      within(checklist)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    const atFailure = items();
    expect(atFailure.filter((text) => text?.includes('con error'))).toEqual([
      'Hablando con el Agente de IA: con error',
    ]);
    expect(atFailure[0]).toBe('Recibiendo información: completado');
    expect(atFailure.some((text) => text?.includes('en curso'))).toBe(false);
    expect(within(dialog).getByText(AI_WIZARD_TEXTS.failedDescription)).toBeInTheDocument();
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
