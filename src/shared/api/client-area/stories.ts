/**
 * The client area's stories: the posted and copy edits (PATCH /api/stories/{id}/*) and the dashboard and pending
 * overview (GET /api/client/overview).
 */
import { z } from 'zod';
import { APPROVAL_STATES } from '../../approvals/approval-state';
import { STORY_STATUSES } from '../../domain/story-status';
import { StoryMedia } from '../../media/story-media';
import { requiredText } from '../../text/text-fields';
import { StorySkip } from '../story-skip';
import { COPY_TEXT_MAX_LENGTH } from '../story-text-limits';
import { Instant, IsoDate, Today } from './common';
import { CLIENT_AREA_MESSAGES } from './limits';

export const StoryStatusSchema = z.enum(STORY_STATUSES);

// --- PATCH /api/stories/{id}/posted -----------------------------------------------------------------

/** Sets the posted state (not a toggle): the last call wins. */
export const SetStoryPostedBody = z.object({
  isPosted: z.boolean({ error: 'Indica si la historia está publicada' }),
});
export type SetStoryPostedBody = z.infer<typeof SetStoryPostedBody>;

/**
 * The story after the write and the counts of its day and campaign, read in the same transaction. When
 * `isPosted` and the day's postedStories + skippedStories equals totalStories (isDayComplete), the web shows 'Día Completado', or
 * 'Lanzamiento Finalizado' when `day.isLastDay`.
 */
export const SetStoryPostedResponse = z.object({
  story: z.object({ id: z.string(), isPosted: z.boolean(), postedAt: Instant.nullable() }),
  day: z.object({
    id: z.string(),
    dayOrder: z.number().int(),
    isLastDay: z.boolean(),
    postedStories: z.number().int(),
    /** Stories marked «No se publicará»: the day is complete when posted + skipped = total. */
    skippedStories: z.number().int(),
    totalStories: z.number().int(),
  }),
  campaign: z.object({
    id: z.string(),
    postedStories: z.number().int(),
    skippedStories: z.number().int(),
    totalStories: z.number().int(),
    progress: z.number().int(),
  }),
});
export type SetStoryPostedResponse = z.infer<typeof SetStoryPostedResponse>;

// --- PATCH /api/stories/{id}/copy -------------------------------------------------------------------

/** The new copy: trimmed, not empty, at most COPY_TEXT_MAX_LENGTH characters. */
export const UpdateStoryCopyBody = z.object({
  copyText: requiredText({
    max: COPY_TEXT_MAX_LENGTH,
    tooLong: CLIENT_AREA_MESSAGES.copyTooLong,
    tooShort: CLIENT_AREA_MESSAGES.emptyCopy,
    missing: CLIENT_AREA_MESSAGES.emptyCopy,
  }),
});
export type UpdateStoryCopyBody = z.infer<typeof UpdateStoryCopyBody>;

export const UpdateStoryCopyResponse = z.object({
  story: z.object({ id: z.string(), copyText: z.string(), updatedAt: Instant }),
});
export type UpdateStoryCopyResponse = z.infer<typeof UpdateStoryCopyResponse>;

// --- GET /api/client/overview -----------------------------------------------------------------------

/**
 * A story in the dashboard and pending lists, with its day and campaign. `status` from storyStatus() and the
 * lateness rule at the answer's `now`: a story of today past its time is 'overdue'.
 */
export const StoryListItem = z.object({
  id: z.string(),
  title: z.string(),
  storyNumber: z.number().int(),
  copyText: z.string(),
  storyType: z.string(),
  timeBlock: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  isPosted: z.boolean(),
  postedAt: Instant.nullable(),
  /** When it is due (storyDueInstant in the client's zone): late from this instant (src/shared/domain/lateness.ts). */
  dueAt: Instant,
  /** Marked «No se publicará» (status 'skipped'). */
  isSkipped: z.boolean(),
  /** «No se publicará»: who skipped it, when and why; null while it is to be published. */
  skip: StorySkip.nullable(),
  dayId: z.string(),
  dayDate: IsoDate,
  dayOrder: z.number().int(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  status: StoryStatusSchema,
  /** The story's files, in order (the cards show the first one's thumbnail). */
  media: z.array(StoryMedia),
  /**
   * Its approval by the client (approval-state.ts), and whether its campaign needs it before «Marcar publicada» (from
   * `approval_required_from` on): the pending cards say why and ask before marking, as «Publicar hoy» does.
   */
  approval: z.enum(APPROVAL_STATES),
  requiresApproval: z.boolean(),
});
export type StoryListItem = z.infer<typeof StoryListItem>;

/**
 * The dashboard and the pending page in one answer:
 * - progress over all the client's campaigns (`activeCampaigns`: campaigns whose badge is 'En Progreso');
 * - overdue: not posted, of an earlier day and late by at most RECENT_LATE_WINDOW_HOURS (the agency board's
 *   window, src/shared/domain/lateness.ts) in a campaign that has not ended, oldest first (`overdueTotal` counts them);
 * - oldOverdue: the older leftovers (late by more, or of a campaign whose end date has passed), oldest first, at most
 *   OVERDUE_LIST_LIMIT (`oldOverdueTotal` counts all): the pending page folds them, the banner does not count them;
 * - dueToday: not posted, day is today, by date then story number; those past their time have status 'overdue';
 * - upcoming: not posted, day AFTER today up to UPCOMING_WINDOW_DAYS ahead, by date then story number, at most
 *   PENDING_UPCOMING_LIMIT. Today's stories are in dueToday, not here (the pending page shows them under
 *   'Para Hoy'); the dashboard's upcoming list ("from now up to 3 days ahead") is dueToday followed by
 *   upcoming, first DASHBOARD_UPCOMING_LIMIT: use dashboardUpcomingStories() (src/shared/domain/upcoming-window.ts);
 * - recentlyPublished: the RECENT_ACTIVITY_LIMIT most recently posted stories, by posted_at descending.
 */
export const ClientOverviewResponse = z.object({
  today: Today,
  /** The server's clock when it answered: the web reckons "late" from it, never from the device's own clock. */
  now: Instant,
  /** The client's effective IANA zone (its own, else APP_TIMEZONE). */
  timeZone: z.string(),
  progress: z.object({
    totalStories: z.number().int(),
    postedStories: z.number().int(),
    /** Stories marked «No se publicará»: out of the percentage's denominator. */
    skippedStories: z.number().int(),
    percentage: z.number().int(),
    totalCampaigns: z.number().int(),
    activeCampaigns: z.number().int(),
  }),
  overdue: z.array(StoryListItem),
  overdueTotal: z.number().int(),
  oldOverdue: z.array(StoryListItem),
  oldOverdueTotal: z.number().int(),
  dueToday: z.array(StoryListItem),
  upcoming: z.array(StoryListItem),
  /** Every upcoming story in the window, of which `upcoming` holds the first PENDING_UPCOMING_LIMIT. */
  upcomingTotal: z.number().int(),
  recentlyPublished: z.array(StoryListItem),
});
export type ClientOverviewResponse = z.infer<typeof ClientOverviewResponse>;
