// @vitest-environment jsdom

import { RESULT_FIELD_LABELS, RESULT_FIELDS, RESULT_TEXTS } from '@shared/results/story-results';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import {
  bodyOf,
  GET,
  PUT,
  renderResultsPage,
  resultsResponse,
  savedResults,
} from './story-results-page.testing';

async function openForm() {
  const user = userEvent.setup();
  renderResultsPage();
  await screen.findByRole('heading', { level: 2, name: 'Historia 3: Teaser' });
  return user;
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('story results page: the form', () => {
  it("shows the story, until when Instagram keeps its numbers, every count in order and the poll's options", async () => {
    mockFetch({ [GET]: () => json(resultsResponse()) });
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByText('Lanzamiento de otoño · Día 2: Presentación')).toBeInTheDocument();
    expect(screen.getByText('Café Aurora')).toBeInTheDocument();
    // 08:00 UTC is 09:00 in Madrid.
    expect(screen.getByText('Publicada el 20/11/2026 a las 09:00')).toBeInTheDocument();
    expect(
      screen.getByText('Instagram borra estos números el 21/11/2099 a las 09:00: apúntalos antes.'),
    ).toBeInTheDocument();

    const counts = screen.getByRole('group', { name: 'Estadísticas de la historia' });
    const labels = within(counts)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(labels).toEqual([...RESULT_FIELDS]);
    expect(field(RESULT_FIELD_LABELS.reach)).toHaveAttribute('inputmode', 'numeric');
    expect(field(RESULT_FIELD_LABELS.reach)).toHaveAttribute('autocomplete', 'off');
    expect(
      screen.getByText('Mensajes con «CAFE» recibidos por la automatización de chat'),
    ).toBeInTheDocument();

    const poll = screen.getByRole('group', { name: 'Sticker: Encuesta' });
    expect(within(poll).getByText('¿Qué café prefieres?')).toBeInTheDocument();
    expect(within(poll).getByRole('textbox', { name: 'Votos: Espresso' })).toHaveValue('');
    expect(within(poll).getByRole('textbox', { name: 'Votos: Latte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar resultados' })).toBeInTheDocument();
  });

  it('says when Instagram no longer shows the numbers', async () => {
    const data = resultsResponse();
    data.story.numbersExpireAt = '2026-11-21T08:00:00.000Z';
    mockFetch({ [GET]: () => json(data) });
    await openForm();
    expect(
      screen.getByText('Instagram ya no muestra los números de esta historia: apunta los que tengas.'),
    ).toBeInTheDocument();
  });

  it("refuses negative, fractional and absurd counts with the API's messages, without sending anything", async () => {
    const fetchMock = mockFetch({ [GET]: () => json(resultsResponse()) });
    const user = await openForm();

    await user.type(field(RESULT_FIELD_LABELS.reach), '-3');
    await user.type(field(RESULT_FIELD_LABELS.impressions), '2,5');
    await user.type(field(RESULT_FIELD_LABELS.replies), '5000000000');
    await user.type(field(RESULT_FIELD_LABELS.shares), 'muchas');
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));

    const reach = field(RESULT_FIELD_LABELS.reach);
    expect(await screen.findByText(RESULT_TEXTS.negative)).toBeInTheDocument();
    expect(reach).toHaveAttribute('aria-invalid', 'true');
    expect(reach).toHaveAccessibleDescription(RESULT_TEXTS.negative);
    expect(field(RESULT_FIELD_LABELS.impressions)).toHaveAccessibleDescription(RESULT_TEXTS.notInteger);
    expect(field(RESULT_FIELD_LABELS.replies)).toHaveAccessibleDescription(RESULT_TEXTS.tooLarge);
    expect(field(RESULT_FIELD_LABELS.shares)).toHaveAccessibleDescription(RESULT_TEXTS.notANumber);
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('says impressions cannot be fewer than the accounts reached', async () => {
    const fetchMock = mockFetch({ [GET]: () => json(resultsResponse()) });
    const user = await openForm();

    await user.type(field(RESULT_FIELD_LABELS.reach), '1.500');
    await user.type(field(RESULT_FIELD_LABELS.impressions), '900');
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));

    expect(await screen.findByText(RESULT_TEXTS.impressionsBelowReach)).toBeInTheDocument();
    expect(field(RESULT_FIELD_LABELS.impressions)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('saves the typed numbers (thousands with dots) and shows who entered them', async () => {
    const saved = savedResults({
      reach: 1234,
      impressions: 2000,
      sticker: {
        type: 'poll',
        options: [
          { option: 'Espresso', votes: 40 },
          { option: 'Latte', votes: null },
        ],
      },
    });
    const fetchMock = mockFetch({
      [GET]: () => json(resultsResponse()),
      [PUT]: () => json(resultsResponse({ results: saved })),
    });
    const user = await openForm();

    await user.type(field(RESULT_FIELD_LABELS.reach), '1.234');
    await user.type(field(RESULT_FIELD_LABELS.impressions), ' 2000 ');
    await user.type(field('Votos: Espresso'), '40');
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));

    expect(await screen.findByText(RESULT_TEXTS.saved)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, PUT);
    expect(bodyOf(call?.[1])).toEqual({
      reach: 1234,
      impressions: 2000,
      replies: null,
      linkTaps: null,
      keywordDms: null,
      profileVisits: null,
      follows: null,
      shares: null,
      exits: null,
      sticker: {
        type: 'poll',
        options: [
          { option: 'Espresso', votes: 40 },
          { option: 'Latte', votes: null },
        ],
      },
    });
    // 09:14 UTC is 10:14 in Madrid.
    expect(
      screen.getByText('Apuntados por Marta Ruiz (Cliente) el 21/11/2026 a las 10:14'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Corregidos por/)).not.toBeInTheDocument();
    expect(field(RESULT_FIELD_LABELS.reach)).toHaveValue('1234');
  });

  it('saves an empty form: every number is optional', async () => {
    const fetchMock = mockFetch({
      [GET]: () => json(resultsResponse({ sticker: null })),
      [PUT]: () => json(resultsResponse({ sticker: null, results: savedResults() })),
    });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));
    expect(await screen.findByText(RESULT_TEXTS.saved)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, PUT)[0]?.[1])).toMatchObject({ reach: null, sticker: null });
  });
});
