// @vitest-environment jsdom

import { RESULT_FIELD_LABELS, RESULT_TEXTS } from '@shared/results/story-results';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { callsTo, json, mockFetch } from '@/testing/test-utils';
import {
  bodyOf,
  GET,
  PUT,
  renderResultsPage,
  resultsResponse,
  savedResults,
} from './story-results-page.testing';

/** Numbers the connected account's insights filled at 21:30 Madrid time on 20/11/2026 (20:30 UTC). */
const INSTAGRAM = { name: 'Instagram', role: 'instagram' as const, at: '2026-11-20T20:30:00.000Z' };
const fromInstagram = savedResults({
  reach: 1200,
  impressions: 3400,
  exits: 15,
  instagramFields: ['reach', 'impressions', 'exits'],
  instagramTakenAt: INSTAGRAM.at,
  enteredBy: INSTAGRAM,
  updatedBy: INSTAGRAM,
});

async function openForm(results = fromInstagram) {
  const fetchMock = mockFetch({
    [GET]: () => json(resultsResponse({ sticker: null, results })),
    [PUT]: () => json(resultsResponse({ sticker: null, results })),
  });
  const user = userEvent.setup();
  const { queryClient } = renderResultsPage();
  await screen.findByRole('heading', { level: 2, name: 'Historia 3: Teaser' });
  return { fetchMock, user, queryClient };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('story results page: the numbers read from Instagram', () => {
  it('shows them read-only, marked «desde Instagram», with when they were read', async () => {
    await openForm();
    const counts = screen.getByRole('group', { name: 'Estadísticas de la historia' });
    expect(within(counts).getByText('Leídos de Instagram el 20/11/2026 a las 21:30')).toBeInTheDocument();
    expect(within(counts).getAllByText('desde Instagram')).toHaveLength(3);

    const reach = field(RESULT_FIELD_LABELS.reach);
    expect(reach).toHaveValue('1200');
    expect(reach).toHaveAttribute('readonly');
    expect(reach).toBeEnabled();
    expect(reach).toHaveAccessibleDescription('desde Instagram');
    expect(field(RESULT_FIELD_LABELS.impressions)).toHaveAttribute('readonly');
    expect(field(RESULT_FIELD_LABELS.exits)).toHaveValue('15');
    // The others are typed as before.
    expect(field(RESULT_FIELD_LABELS.replies)).not.toHaveAttribute('readonly');
    expect(field(RESULT_FIELD_LABELS.replies)).not.toHaveAccessibleDescription('desde Instagram');
  });

  it('keeps them as read when typed over, and still sends them with the typed ones', async () => {
    const { fetchMock, user } = await openForm();
    await user.type(field(RESULT_FIELD_LABELS.reach), '99');
    expect(field(RESULT_FIELD_LABELS.reach)).toHaveValue('1200');
    await user.type(field(RESULT_FIELD_LABELS.replies), '7');
    await user.click(screen.getByRole('button', { name: 'Guardar resultados' }));

    expect(await screen.findByText(RESULT_TEXTS.saved)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, PUT)[0]?.[1])).toMatchObject({
      reach: 1200,
      impressions: 3400,
      exits: 15,
      replies: 7,
    });
  });

  it('says Instagram entered them, without a role in brackets', async () => {
    await openForm();
    expect(screen.getByText('Apuntados por Instagram el 20/11/2026 a las 21:30')).toBeInTheDocument();
    expect(screen.queryByText(/\(Instagram\)/)).not.toBeInTheDocument();
  });

  it('says when Instagram updated numbers someone had entered', async () => {
    await openForm(
      savedResults({
        ...fromInstagram,
        enteredBy: { name: 'Marta Ruiz', role: 'client', at: '2026-11-20T09:14:00.000Z' },
        updatedBy: INSTAGRAM,
      }),
    );
    expect(
      screen.getByText('Apuntados por Marta Ruiz (Cliente) el 20/11/2026 a las 10:14'),
    ).toBeInTheDocument();
    expect(screen.getByText('Actualizados desde Instagram el 20/11/2026 a las 21:30')).toBeInTheDocument();
  });

  it('shows nothing of Instagram when no number came from it', async () => {
    await openForm(savedResults({ reach: 10 }));
    expect(field(RESULT_FIELD_LABELS.reach)).not.toHaveAttribute('readonly');
    expect(screen.queryByText('desde Instagram')).not.toBeInTheDocument();
    expect(screen.queryByText(/Leídos de Instagram/)).not.toBeInTheDocument();
  });

  it('follows a fresher read of them while the form is open', async () => {
    const { fetchMock, queryClient } = await openForm();
    const fresher = savedResults({
      ...fromInstagram,
      reach: 1500,
      instagramTakenAt: '2026-11-21T07:30:00.000Z',
    });
    fetchMock.mockImplementation(async () => json(resultsResponse({ sticker: null, results: fresher })));
    await queryClient.invalidateQueries({ queryKey: queryKeys.results.story('s1') });
    await waitFor(() => expect(field(RESULT_FIELD_LABELS.reach)).toHaveValue('1500'));
    expect(screen.getByText('Leídos de Instagram el 21/11/2026 a las 08:30')).toBeInTheDocument();
  });
});
