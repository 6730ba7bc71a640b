// @vitest-environment jsdom

import type { ClientOverviewResponse } from '@shared/api/client-area/stories';
import { PROOF_TEXTS } from '@shared/proofs/story-proof';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import {
  buildEmptyOverview,
  buildOwnClient,
  buildPublishedStory,
  buildStoryListItem,
} from '@/testing/client-area-factories';
import {
  callsTo,
  createTestQueryClient,
  json,
  type MockHandler,
  mockFetch,
  renderWithProviders,
} from '@/testing/test-utils';
import { PendingStoriesPage } from './pending-page';

const LINK = 'https://www.instagram.com/stories/cafe.aurora/3481234567';
const proof = {
  kind: 'link',
  linkUrl: LINK,
  imageUrl: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  byName: 'Marta',
  byAgency: false,
};

function overview(): ClientOverviewResponse {
  return buildEmptyOverview({
    dueToday: [
      buildStoryListItem('H1', { status: 'due_today', dayDate: '2026-11-22', scheduledTime: '19:00' }),
    ],
    recentlyPublished: [buildPublishedStory('X1')],
  });
}

function setup(handlers: Record<string, MockHandler>, { proofRequired }: { proofRequired: boolean }) {
  const fetchMock = mockFetch({ 'GET /api/client/overview': () => json(overview()), ...handlers });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.client.me, buildOwnClient({ proofRequired }));
  renderWithProviders(<PendingStoriesPage />, { queryClient });
  return { fetchMock, user: userEvent.setup() };
}

describe('pending stories page: proof of posting (issue 31 §1)', () => {
  // A refused mark is logged (spec section 8).
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  it('asks for the proof first where the agency requires it, then marks the story', async () => {
    const { fetchMock, user } = setup(
      {
        'PUT /api/stories/H1/proof/link': () => json({ proof }),
        'PATCH /api/stories/H1/posted': () =>
          json({
            story: { id: 'H1', isPosted: true, postedAt: '2026-11-22T09:01:00.000Z' },
            day: {
              id: 'd',
              dayOrder: 4,
              isLastDay: false,
              postedStories: 1,
              totalStories: 2,
              skippedStories: 0,
            },
            campaign: { id: 'camp-1', postedStories: 1, totalStories: 9, progress: 11 },
          }),
      },
      { proofRequired: true },
    );
    const card = await screen.findByRole('article', { name: 'Historia H1' });
    await user.click(within(card).getByRole('button', { name: /^Marcar Publicada/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar publicada con prueba' });
    expect(dialog).toHaveTextContent('Historia H1 · Lanzamiento Blend');
    expect(callsTo(fetchMock, 'PATCH /api/stories/H1/posted')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar publicada con prueba' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/stories/H1/posted')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/stories/H1/proof/link')[0]?.[1]?.body))).toEqual({
      link: LINK,
    });
    expect(await screen.findByText('Historia marcada como publicada')).toBeInTheDocument();
  });

  it('offers «Adjuntar prueba» on a published card where it is optional, and marks in one tap', async () => {
    const { fetchMock, user } = setup(
      {
        'PUT /api/stories/X1/proof/link': () => json({ proof }),
        'PATCH /api/stories/H1/posted': () =>
          json({ error: { code: 'CONFLICT', message: PROOF_TEXTS.required } }, 409),
      },
      { proofRequired: false },
    );
    const published = await screen.findByRole('article', { name: 'Historia X1' });
    await user.click(within(published).getByRole('button', { name: /^Adjuntar prueba/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjuntar prueba de publicación' });
    await user.type(within(dialog).getByLabelText('Pegar enlace de Instagram'), LINK);
    await user.click(within(dialog).getByRole('button', { name: 'Adjuntar prueba' }));
    expect(await screen.findByText(PROOF_TEXTS.saved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/stories/X1/proof/link')).toHaveLength(1);

    // Optional: one tap sends the mark; the server's refusal for want of a proof (just turned on) opens the sheet.
    await user.click(
      within(screen.getByRole('article', { name: 'Historia H1' })).getByRole('button', {
        name: /^Marcar Publicada/,
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Marcar publicada con prueba' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/stories/H1/posted')).toHaveLength(1);
  });
});
