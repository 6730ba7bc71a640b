// @vitest-environment jsdom

import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetWarmedMedia } from '@/features/publish-today/hooks/use-warm-media';
import {
  buildPublishing,
  buildPublishingStory,
  NOW,
} from '@/features/publish-today/testing/publishing-response';
import { clearShareFiles } from '@/features/publish-today/utils/share-files';
import { postedOutbox } from '@/lib/story-published/posted-outbox';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PublishTodayPage } from './publish-today-page';

/**
 * Issue 29 §1: a card's own status follows the server's running clock (useServerNow), as the groups do: the story
 * due at 10:15 (Madrid) reads «Hoy» at the answer's 10:00 and «Atrasada», since 10:15, once the clock passes it,
 * with no new read.
 */
describe('«Publicar hoy» at the running clock', () => {
  beforeEach(() => {
    localStorage.clear();
    postedOutbox.reset();
    clearShareFiles();
    forgetWarmedMedia();
    // Only the clock and the screen's 30 s tick are faked: the reads and React's scheduling run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date(NOW) });
  });
  afterEach(() => {
    vi.useRealTimers();
    postedOutbox.reset();
  });

  it("turns the next card's badge late at its time, with its «Atrasada desde las 10:15»", async () => {
    const data = buildPublishing([
      buildPublishingStory('S1', { timeBlock: 'Mañana', dueTime: '10:15', media: [] }),
      buildPublishingStory('S2', { timeBlock: 'Noche', dueTime: '21:00', media: [] }),
    ]);
    const fetchMock = mockFetch({ 'GET /api/client/publishing': () => json(data) });
    renderWithProviders(<PublishTodayPage />);
    const next = () =>
      within(screen.getByRole('region', { name: 'Siguiente historia' })).getByRole('article');
    expect(await screen.findByRole('article', { name: 'Historia S1' })).toBe(next());
    expect(within(next()).getByText('Hoy')).toBeInTheDocument();
    expect(screen.queryByText(/^Atrasada desde/)).not.toBeInTheDocument();
    const reads = fetchMock.mock.calls.length;

    // 10:14:30 on the server's clock: still on time.
    act(() => vi.advanceTimersByTime(14 * 60_000 + 30_000));
    expect(within(next()).getByText('Hoy')).toBeInTheDocument();

    // 10:15:30: late, on the card's own badge and above it, and counted in the warning.
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(next()).getByText('Atrasada')).toBeInTheDocument();
    expect(within(next()).queryByText('Hoy')).not.toBeInTheDocument();
    expect(screen.getByText('Atrasada desde las 10:15')).toBeInTheDocument();
    expect(screen.getByText('1 historia atrasada')).toBeInTheDocument();
    // The other story of the night is still «Hoy» in its folded row.
    expect(within(screen.getByRole('article', { name: 'Historia S2' })).getByText('Hoy')).toBeInTheDocument();
    // No read was needed for it.
    expect(fetchMock.mock.calls.length).toBe(reads);
  });
});
