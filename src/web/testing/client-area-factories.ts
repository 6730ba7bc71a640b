/** Builders of client-area API answers for component tests (types from src/shared/api/client-area.ts). */
import type { OwnClient } from '@shared/api/client-area/profile';
import type { ClientOverviewResponse, StoryListItem } from '@shared/api/client-area/stories';
import { zonedWallTimeToInstant } from '@shared/zoned-time';

/**
 * A pending story of the overview (overdue by default). Due at its day's date and scheduled time in Madrid (the
 * overviews' zone) unless `dueAt` is given: the screens reckon lateness from it.
 */
export function buildStoryListItem(id: string, overrides: Partial<StoryListItem> = {}): StoryListItem {
  const dayDate = overrides.dayDate ?? '2026-11-20';
  const time = overrides.scheduledTime ?? '09:30';
  return {
    id,
    title: `Historia ${id}`,
    storyNumber: 1,
    copyText: `Copy de ${id}`,
    storyType: 'TEXTO_PANTALLA',
    timeBlock: 'Mañana',
    scheduledTime: '09:30',
    isPosted: false,
    postedAt: null,
    dueAt: zonedWallTimeToInstant(dayDate, time, 'Europe/Madrid').toISOString(),
    isSkipped: false,
    skip: null,
    dayId: 'd1',
    dayDate: '2026-11-20',
    dayOrder: 2,
    campaignId: 'camp-1',
    campaignTitle: 'Lanzamiento Blend',
    status: 'overdue',
    media: [],
    approval: 'not_requested',
    requiresApproval: false,
    ...overrides,
  };
}

/** A published story of the overview. */
export function buildPublishedStory(id: string, overrides: Partial<StoryListItem> = {}): StoryListItem {
  return buildStoryListItem(id, {
    isPosted: true,
    postedAt: '2026-11-21T09:00:00.000Z',
    status: 'published',
    ...overrides,
  });
}

/** An overview whose lists are all empty, for the given today. */
export function buildEmptyOverview(overrides: Partial<ClientOverviewResponse> = {}): ClientOverviewResponse {
  return {
    today: '2026-11-22',
    now: '2026-11-22T09:00:00.000Z',
    timeZone: 'Europe/Madrid',
    progress: {
      totalStories: 0,
      postedStories: 0,
      skippedStories: 0,
      percentage: 0,
      totalCampaigns: 0,
      activeCampaigns: 0,
    },
    overdue: [],
    overdueTotal: 0,
    oldOverdue: [],
    oldOverdueTotal: 0,
    dueToday: [],
    upcoming: [],
    upcomingTotal: 0,
    recentlyPublished: [],
    ...overrides,
  };
}

/** The signed-in client's record (GET /api/client/me), as the client layout reads it into queryKeys.client.me. */
export function buildOwnClient(overrides: Partial<OwnClient> = {}): OwnClient {
  return {
    id: 'cl1',
    name: 'Marta',
    brandName: 'Café Aurora',
    email: 'marta@cafe.test',
    phone: null,
    industry: null,
    description: null,
    timeZone: null,
    proofRequired: false,
    status: 'active',
    invitationStatus: 'accepted',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
