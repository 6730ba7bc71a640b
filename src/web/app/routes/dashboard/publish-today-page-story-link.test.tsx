// @vitest-environment jsdom

import type { PublishingResponse } from '@shared/api/client-area/publishing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetWarmedMedia } from '@/features/publish-today/hooks/use-warm-media';
import {
  buildPublishing,
  buildPublishingStory,
  TOMORROW,
} from '@/features/publish-today/testing/publishing-response';
import { json, type MockHandler, mockFetch, renderRoutes } from '@/testing/test-utils';
import { PublishTodayPage } from './publish-today-page';

/** Issue 29 §2: `/dashboard/today?story=<id>` (a reminder's link) opens that story's card and gives it the focus. */

function open(data: PublishingResponse, storyId: string, handlers: Record<string, MockHandler> = {}) {
  mockFetch({
    'GET /api/client/publishing': () => json(data),
    ...Object.fromEntries(
      data.stories.flatMap((story) =>
        story.media.flatMap((media) => [
          [`GET ${media.url}`, () => new Response('jpeg', { headers: { 'Content-Type': media.mimeType } })],
          [
            `GET ${media.thumbnailUrl}`,
            () => new Response('webp', { headers: { 'Content-Type': 'image/webp' } }),
          ],
        ]),
      ),
    ),
    ...handlers,
  });
  return renderRoutes([{ path: '/dashboard/today', element: <PublishTodayPage /> }], {
    initialPath: `/dashboard/today?story=${encodeURIComponent(storyId)}`,
  });
}

const focusedStoryId = () =>
  document.activeElement?.closest('[data-story-id]')?.getAttribute('data-story-id');

afterEach(() => forgetWarmedMedia());

describe('«Publicar hoy» opened from a reminder (?story=)', () => {
  it("opens on top, focused, the card of a story folded in tomorrow's closed group, saying it is not today's", async () => {
    open(
      buildPublishing([
        buildPublishingStory('T1'),
        buildPublishingStory('T2', { timeBlock: 'Noche', dueTime: '21:00' }),
        buildPublishingStory('M1', { dayDate: TOMORROW, status: 'upcoming' }),
      ]),
      'M1',
    );
    const section = await screen.findByRole('region', { name: 'Del recordatorio' });
    expect(within(section).getByRole('heading', { name: 'Historia M1' })).toBeInTheDocument();
    expect(within(section).getByText('Esta historia es para mañana: no es de hoy.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Marcar publicada' })).toBeInTheDocument();
    expect(focusedStoryId()).toBe('M1');
  });

  it('opens on top, focused, a story of today shown further down as a folded row', async () => {
    open(
      buildPublishing([
        buildPublishingStory('T1', { timeBlock: 'Mañana', dueTime: '11:00' }),
        buildPublishingStory('T2', { timeBlock: 'Noche', dueTime: '21:00' }),
      ]),
      'T2',
    );
    const section = await screen.findByRole('region', { name: 'Del recordatorio' });
    expect(within(section).getByRole('heading', { name: 'Historia T2' })).toBeInTheDocument();
    expect(within(section).queryByText(/no es de hoy/)).not.toBeInTheDocument();
    expect(focusedStoryId()).toBe('T2');
  });

  it('focuses the card in place when it is already the open one, without a second copy', async () => {
    open(buildPublishing([buildPublishingStory('T1')]), 'T1');
    await screen.findByRole('heading', { name: 'Historia T1' });
    expect(screen.getAllByRole('heading', { name: 'Historia T1' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Del recordatorio' })).not.toBeInTheDocument();
    expect(focusedStoryId()).toBe('T1');
  });

  it('says where a story the list does not hold is, with a link to it in its campaign', async () => {
    open(buildPublishing([buildPublishingStory('T1')]), 'old-1', {
      'GET /api/client/stories/old-1/link': () =>
        json({
          id: 'old-1',
          title: 'Historia de la semana pasada',
          campaignId: 'camp-9',
          campaignTitle: 'Otoño',
          date: '2026-11-18',
          isPosted: true,
        }),
    });
    const title = await screen.findByText('Historia de la semana pasada');
    const status = title.closest<HTMLElement>('[role="status"]')!;
    expect(
      within(status).getByText(/Ya está publicada\. Era para el miércoles, 18 de noviembre/),
    ).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Verla en «Otoño»' })).toHaveAttribute(
      'href',
      '/dashboard/campaigns/camp-9?storyId=old-1&source=external',
    );
  });

  it('says so when the linked story cannot be found', async () => {
    open(buildPublishing([buildPublishingStory('T1')]), 'gone', {
      'GET /api/client/stories/gone/link': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Historia no encontrada' } }, 404),
    });
    expect(await screen.findByText('No encontramos la historia de este enlace')).toBeInTheDocument();
  });
});
