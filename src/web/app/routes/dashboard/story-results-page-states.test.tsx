// @vitest-environment jsdom

import { RESULT_FIELD_LABELS, RESULT_TEXTS } from '@shared/results/story-results';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import { GET, PUT, renderResultsPage, resultsResponse, savedResults } from './story-results-page.testing';

const NOT_POSTED =
  'Esta historia aún no está marcada como publicada: márcala antes de apuntar sus resultados.';
const QUIZ = { type: 'quiz' as const, prompt: '¿Dónde se tostó?', options: ['Lugo', 'Vigo'], emoji: null };

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('story results page: states, server answers and the tracked link', () => {
  it("puts a server issue on 'sticker.correct' under «Aciertos», and the quiz percentage follows the typing", async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(resultsResponse({ sticker: QUIZ })),
      [PUT]: () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: 'Datos no válidos',
              issues: [{ path: 'sticker.correct', message: RESULT_TEXTS.correctAboveAnswers }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderResultsPage();
    const quiz = await screen.findByRole('group', { name: 'Sticker: Quiz' });
    expect(within(quiz).getByText('¿Dónde se tostó?')).toBeInTheDocument();

    await user.type(within(quiz).getByRole('textbox', { name: 'Respuestas' }), '80');
    await user.type(within(quiz).getByRole('textbox', { name: 'Aciertos' }), '60');
    expect(within(quiz).getByRole('status', { name: '% de aciertos' })).toHaveTextContent('75 %');

    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));
    const correct = within(quiz).getByRole('textbox', { name: 'Aciertos' });
    expect(await within(quiz).findByText(RESULT_TEXTS.correctAboveAnswers)).toBeInTheDocument();
    expect(correct).toHaveAttribute('aria-invalid', 'true');
    expect(correct).toHaveAccessibleDescription(RESULT_TEXTS.correctAboveAnswers);
    expect(bodyOfPut(fetchMock)).toMatchObject({ sticker: { type: 'quiz', answers: 80, correct: 60 } });
  });

  it("shows a refusal about the sticker as a whole at the sticker's section", async () => {
    mockFetch({
      [GET]: () => json(resultsResponse()),
      [PUT]: () =>
        json(
          {
            error: {
              code: 'INVALID_REQUEST',
              message: RESULT_TEXTS.pollOptionsMismatch,
              issues: [{ path: 'sticker', message: RESULT_TEXTS.pollOptionsMismatch }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderResultsPage();
    const poll = await screen.findByRole('group', { name: 'Sticker: Encuesta' });
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));
    expect(await within(poll).findByRole('alert')).toHaveTextContent(RESULT_TEXTS.pollOptionsMismatch);
    expect(poll).toHaveAccessibleDescription(RESULT_TEXTS.pollOptionsMismatch);
  });

  it('shows no form for a story not marked published, only what to do and the way to its campaign', async () => {
    const data = resultsResponse();
    data.story.postedAt = null;
    const fetchMock = mockFetch({ [GET]: () => json(data) });
    const user = userEvent.setup();
    renderResultsPage();

    expect(await screen.findByText(NOT_POSTED)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar resultados' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Instagram borra/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir a la campaña' }));
    expect(await screen.findByRole('heading', { name: 'Campaña del cliente' })).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('says so when a save is refused because the story is no longer published (409)', async () => {
    let isPosted = true;
    mockFetch({
      [GET]: () => {
        const data = resultsResponse();
        if (!isPosted) data.story.postedAt = null;
        return json(data);
      },
      [PUT]: () => {
        isPosted = false;
        return json({ error: { code: 'CONFLICT', message: RESULT_TEXTS.notPosted } }, 409);
      },
    });
    const user = userEvent.setup();
    renderResultsPage();
    await user.click(await screen.findByRole('button', { name: 'Guardar resultados' }));
    expect(await screen.findByText(NOT_POSTED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar resultados' })).not.toBeInTheDocument();
  });

  it('prefills the link taps with those the tracked link counted, and says where they come from', async () => {
    mockFetch({ [GET]: () => json(resultsResponse({ trackedClicks: 12_345 })) });
    renderResultsPage();
    const taps = await screen.findByRole('textbox', { name: RESULT_FIELD_LABELS.linkTaps });
    expect(taps).toHaveValue('12345');
    expect(taps).toHaveAccessibleDescription(
      'Contados por el enlace con seguimiento: 12.345. Puedes corregirlo.',
    );
  });

  it('keeps the saved link taps, and shows no tracked-link hint for a story without a tracked link', async () => {
    mockFetch({
      [GET]: () => json(resultsResponse({ keyword: null, results: savedResults({ linkTaps: 7 }) })),
    });
    renderResultsPage();
    const taps = await screen.findByRole('textbox', { name: RESULT_FIELD_LABELS.linkTaps });
    expect(taps).toHaveValue('7');
    expect(screen.queryByText(/Contados por el enlace/)).not.toBeInTheDocument();
    // The keyword DMs hint names the default keyword when the campaign has none.
    expect(field(RESULT_FIELD_LABELS.keywordDms)).toHaveAccessibleDescription(
      'Mensajes con «QUIERO» recibidos por la automatización de chat',
    );
  });

  it('shows who entered the numbers and who corrected them, with the back link in the admin area', async () => {
    const results = savedResults({
      reach: 900,
      updatedBy: { name: 'Lucía (agencia)', role: 'admin', at: '2026-11-21T11:30:00.000Z' },
    });
    mockFetch({ [GET]: () => json(resultsResponse({ results, keyword: null })) });
    const user = userEvent.setup();
    renderResultsPage('/admin/results/s1');

    expect(
      await screen.findByText('Apuntados por Marta Ruiz (Cliente) el 21/11/2026 a las 10:14'),
    ).toBeVisible();
    expect(screen.getByText('Corregidos por Lucía (agencia) el 21/11/2026 a las 12:30')).toBeVisible();
    expect(field(RESULT_FIELD_LABELS.reach)).toHaveValue('900');
    await user.click(screen.getByRole('link', { name: 'Volver a la historia' }));
    expect(await screen.findByRole('heading', { name: 'Campaña de la agencia' })).toBeInTheDocument();
  });

  it('says the story was not found (404)', async () => {
    mockFetch({
      [GET]: () => json({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } }, 404),
    });
    renderResultsPage();
    expect(await screen.findByText('Historia no encontrada')).toBeInTheDocument();
    expect(screen.getByText('La historia no existe o no tienes acceso a ella.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

function bodyOfPut(fetchMock: ReturnType<typeof mockFetch>) {
  return JSON.parse(String(callsTo(fetchMock, PUT)[0]?.[1]?.body)) as unknown;
}
