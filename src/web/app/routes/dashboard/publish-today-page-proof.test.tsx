// @vitest-environment jsdom

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { postedOutbox } from '@/lib/story-published/posted-outbox';
import { buildOwnClient } from '@/testing/client-area-factories';
import { callsTo, createTestQueryClient, json } from '@/testing/test-utils';
import {
  dayOfStories,
  nextCard,
  posted,
  ready,
  resetBetweenTests,
  setup,
} from './publish-today-page.testing';

const LINK = 'https://www.instagram.com/stories/cafe.aurora/3481234567';
const proofAnswer = () =>
  json({
    proof: {
      kind: 'link',
      linkUrl: LINK,
      imageUrl: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      byName: 'Marta',
      byAgency: false,
    },
  });

function clientWith({ proofRequired }: { proofRequired: boolean }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.client.me, buildOwnClient({ proofRequired }));
  return queryClient;
}

/** The browser's connection, as `navigator.onLine` and its events say. */
function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: isOnline, configurable: true });
  if (isOnline) window.dispatchEvent(new Event('online'));
}

describe('Publicar hoy: proof of posting through the outbox (issue 31 §1)', () => {
  resetBetweenTests();
  afterEach(() => setOnline(true));

  it('asks for the proof first where the agency requires it, and sends it before the mark', async () => {
    const { user, fetchMock } = setup(
      dayOfStories(),
      {
        'PUT /api/stories/O1/proof/link': proofAnswer,
        'PATCH /api/stories/O1/posted': () => posted('O1', true),
      },
      { queryClient: clientWith({ proofRequired: true }) },
    );
    await ready();
    await user.click(within(nextCard()).getByRole('button', { name: 'Marcar publicada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar publicada con prueba' });
    expect(callsTo(fetchMock, 'PATCH /api/stories/O1/posted')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar publicada con prueba' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/stories/O1/posted')).toHaveLength(1));
    const order = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://l').pathname}`)
      .filter((call) => call.includes('/api/stories/O1/'));
    expect(order).toEqual(['PUT /api/stories/O1/proof/link', 'PATCH /api/stories/O1/posted']);
    expect(await screen.findByText('Historia marcada como publicada')).toBeInTheDocument();
    await waitFor(() => expect(postedOutbox.marks()).toEqual([]));
  });

  it('keeps a proof attached offline with its mark, and sends both once the connection is back', async () => {
    const { user, fetchMock } = setup(dayOfStories(), {
      'PUT /api/stories/T1/proof/link': proofAnswer,
      'PATCH /api/stories/T1/posted': () => posted('T1', true),
    });
    await ready();
    await user.click(screen.getByRole('button', { name: /^Publicadas hoy \(1\)/ }));
    await user.click(await screen.findByRole('button', { name: /Historia T1/ }));
    setOnline(false);
    await user.click(await screen.findByRole('button', { name: /^Adjuntar prueba/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar prueba de publicación' });
    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));

    expect(
      await screen.findByText('Prueba guardada: se enviará en cuanto vuelva la conexión.'),
    ).toBeInTheDocument();
    expect(postedOutbox.marks()).toMatchObject([
      { storyId: 'T1', isPosted: true, isWaiting: true, proof: { kind: 'link', link: LINK } },
    ]);
    expect(callsTo(fetchMock, 'PUT /api/stories/T1/proof/link')).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/stories/T1/posted')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/stories/T1/proof/link')).toHaveLength(1);
    await vi.waitFor(() => expect(postedOutbox.marks()).toEqual([]));
  });
});
