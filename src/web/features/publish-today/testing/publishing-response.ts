import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import type { StoryMedia } from '@shared/media/story-media';
import { zonedWallTimeToInstant } from '@shared/zoned-time';

/**
 * Builders of GET /api/client/publishing answers for component tests: today is Wednesday 2026-11-25 in Madrid, and
 * the server answered at NOW (10:00 there).
 */

export const TODAY = '2026-11-25';
export const TOMORROW = '2026-11-26';
export const TIME_ZONE = 'Europe/Madrid';
export const NOW = '2026-11-25T09:00:00.000Z';

/** The due instant of a wall date and time in Madrid. */
export const dueAtOf = (date: string, time: string) =>
  zonedWallTimeToInstant(date, time, TIME_ZONE).toISOString();

export function buildMedia(id: string, overrides: Partial<StoryMedia> = {}): StoryMedia {
  return {
    id,
    storyId: 's',
    position: 1,
    kind: 'image',
    mimeType: 'image/jpeg',
    originalName: `${id}.jpg`,
    sizeBytes: 1234,
    width: 1080,
    height: 1920,
    durationMs: null,
    flags: [],
    url: `/api/media/${id}`,
    thumbnailUrl: `/api/media/${id}/thumbnail`,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A story due today, pending, with one image and a poll sticker. */
export function buildPublishingStory(id: string, overrides: Partial<PublishingStory> = {}): PublishingStory {
  const dayDate = overrides.dayDate ?? TODAY;
  return {
    id,
    campaignId: 'camp-1',
    campaignTitle: 'Lanzamiento Blend',
    dayId: `day-${dayDate}`,
    dayDate,
    dayOrder: 3,
    storyNumber: 1,
    title: `Historia ${id}`,
    copyText: `Copy de ${id}`,
    visualDescription: `Visual de ${id}`,
    storyType: 'TEXTO_PANTALLA',
    timeBlock: 'Mediodía',
    scheduledTime: null,
    dueTime: '13:00',
    dueAt: dueAtOf(dayDate, overrides.dueTime ?? '13:00'),
    campaignEndDate: '2026-11-30',
    stickerInfo: { type: 'poll', options: ['Sí', 'No'], prompt: '¿Te apuntas?' },
    notes: null,
    isPosted: false,
    isSkipped: false,
    skip: null,
    postedAt: null,
    status: dayDate < TODAY ? 'overdue' : dayDate === TODAY ? 'due_today' : 'upcoming',
    checklist: [{ id: 'sticker', text: 'Añade una encuesta: «¿Te apuntas?» — «Sí» / «No»', copies: [] }],
    media: [buildMedia(`m-${id}`, { storyId: id })],
    approval: 'not_requested',
    requiresApproval: false,
    trackedLink: null,
    ...overrides,
  };
}

export function buildPublishing(
  stories: PublishingStory[],
  overrides: Partial<PublishingResponse> = {},
): PublishingResponse {
  return {
    today: TODAY,
    tomorrow: TOMORROW,
    now: NOW,
    timeZone: TIME_ZONE,
    oldTotal: 0,
    stories,
    ...overrides,
  };
}
