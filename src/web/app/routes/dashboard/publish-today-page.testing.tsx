// What the «Publicar hoy» page's tests share (the tests themselves are split by behaviour: the screen, the marks).

import type { PublishingResponse } from '@shared/api/client-area/publishing';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetWarmedMedia } from '@/features/publish-today/hooks/use-warm-media';
import {
  buildPublishing,
  buildPublishingStory,
  TOMORROW,
} from '@/features/publish-today/testing/publishing-response';
import { clearShareFiles } from '@/features/publish-today/utils/share-files';
import { postedOutbox } from '@/lib/story-published/posted-outbox';
import { useOutboxSync } from '@/lib/story-published/use-outbox-sync';
import { json, type MockHandler, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PublishTodayPage } from './publish-today-page';

/** Registers, inside a describe, the clean slate every test starts from (storage, outbox, share stubs). */
export function resetBetweenTests() {
  beforeEach(() => {
    localStorage.clear();
    postedOutbox.reset();
    clearShareFiles();
    forgetWarmedMedia();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    vi.restoreAllMocks();
    postedOutbox.reset();
  });
}

/** The page as the client layout holds it: with the outbox sync beside it. */
function PageWithSync() {
  useOutboxSync();
  return <PublishTodayPage />;
}

export const posted = (id: string, isPosted: boolean) =>
  json({
    story: { id, isPosted, postedAt: isPosted ? '2026-11-25T12:00:00.000Z' : null },
    day: { id: 'd', dayOrder: 3, isLastDay: false, postedStories: 1, totalStories: 3 },
    campaign: { id: 'camp-1', postedStories: 1, totalStories: 9, progress: 11 },
  });

/** Overdue O1; today T1 (published), T2, T3; tomorrow M1 — in publishing order, as the server sends them. */
export function dayOfStories(): PublishingResponse {
  return buildPublishing([
    // Today's first story, past its time at the answer's now (10:00): late, and on top (issue 29).
    buildPublishingStory('O1', { timeBlock: 'Mañana', dueTime: '08:00', status: 'overdue' }),
    buildPublishingStory('T1', {
      timeBlock: 'Mañana',
      dueTime: '09:00',
      isPosted: true,
      postedAt: '2026-11-25T08:00:00.000Z',
      status: 'published',
    }),
    buildPublishingStory('T2'),
    buildPublishingStory('T3', { timeBlock: 'Noche', dueTime: '21:00' }),
    buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' }),
  ]);
}

export function setup(
  data: PublishingResponse,
  handlers: Record<string, MockHandler> = {},
  { queryClient }: { queryClient?: QueryClient } = {},
) {
  const fetchMock = mockFetch({
    'GET /api/client/publishing': () => json(data),
    ...Object.fromEntries(
      data.stories.flatMap((story) =>
        story.media.flatMap((media) => [
          [
            `GET ${media.url}`,
            () => new Response('jpeg bytes', { headers: { 'Content-Type': media.mimeType } }),
          ],
          [
            `GET ${media.thumbnailUrl}`,
            () => new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
          ],
        ]),
      ),
    ),
    ...handlers,
  });
  const user = userEvent.setup();
  let taps = 0;
  /** A user tap that the bar counts (from the moment the screen is open). */
  const tap = async (element: Element) => {
    taps += 1;
    await user.click(element);
  };
  const view = renderWithProviders(<PageWithSync />, queryClient ? { queryClient } : undefined);
  return { ...view, fetchMock, user, tap, taps: () => taps };
}

/** Stubs the Web Share API Level 2 (Android Chrome / iOS Safari) and records the order of the calls. */
export function stubShare({ canShareFiles = true }: { canShareFiles?: boolean } = {}) {
  const order: string[] = [];
  const share = vi.fn(async (_data: ShareData) => {
    order.push('share');
  });
  const canShare = vi.fn((data?: ShareData) => canShareFiles && (data?.files?.length ?? 0) > 0);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true });
  return { order, share, canShare };
}

/** Spies the clipboard (user-event's stub of it) and records into `order`. */
export function spyClipboard(order: string[] = []) {
  return vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text: string) => {
    order.push(`clipboard:${text}`);
  });
}

/** The list is on screen (its date is the server's today). */
export const ready = () => screen.findByText('miércoles, 25 de noviembre');
export const region = (name: string | RegExp) => screen.getByRole('region', { name });
export const nextCard = () => within(region('Siguiente historia')).getByRole('article');
