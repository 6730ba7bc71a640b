import { DUE_TODAY_LIST_LIMIT, OVERDUE_LIST_LIMIT } from '../../../shared/api/client-area/limits';
import type { StoryListItem } from '../../../shared/api/client-area/stories';
import { storyApprovalOf } from '../../../shared/approvals/approval-state';
import { PENDING_UPCOMING_LIMIT } from '../../../shared/constants';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { type Lateness, statusWithLateness, storyLateness } from '../../../shared/domain/lateness';
import { storyStatus } from '../../../shared/domain/story-status';
import { storySkipOf } from '../stories/story-skip-columns';
import type { OverviewStoryRow } from './client-overview-queries';

/** A story late by RECENT_LATE_WINDOW_HOURS is due at most this many calendar days before today, in any zone. */
export const RECENT_DAYS_BACK = 3;

/** Where the overview stands: the client's today, the server's clock, the client's zone and the upcoming window. */
export interface OverviewClock {
  today: string;
  now: Date;
  timeZone: string;
  window: { from: string; to: string };
}

/** The rows of the overview's story queries (client-overview-queries.ts), each as the database answered it. */
export interface OverviewRows {
  /** Pending stories moved to a date other than their day's, due on a date the lists show. */
  moved: OverviewStoryRow[];
  /** Pending stories of the last RECENT_DAYS_BACK days. */
  lastDays: OverviewStoryRow[];
  /** The oldest pending stories of earlier days. */
  old: OverviewStoryRow[];
  dueToday: OverviewStoryRow[];
  upcoming: OverviewStoryRow[];
  recentlyPublished: OverviewStoryRow[];
}

/** A listed story as the overview has always answered it: the API's item, with its scheduled date and campaign end. */
export type ListedStory = StoryListItem & { scheduledDate: string | null; campaignEndDate: string };

export interface OverviewLists {
  overdue: ListedStory[];
  oldOverdue: ListedStory[];
  dueToday: ListedStory[];
  upcoming: ListedStory[];
  recentlyPublished: ListedStory[];
  /** What the moved stories change in the day counters' totals (they count a story by its day's date). */
  overdueCorrection: number;
  upcomingCorrection: number;
}

/**
 * The overview's lists by the lateness rule (src/shared/domain/lateness.ts): the recently late (the last days' and
 * the moved stories late by at most the window), the old leftovers (the rest), due today and upcoming, each with
 * the moved stories due in it merged in its order and capped; and the corrections of the counters' totals.
 */
export function groupOverviewStories(rows: OverviewRows, clock: OverviewClock): OverviewLists {
  const { today, window } = clock;
  const lister = storyLister(clock);
  const moved = lister.list(rows.moved);
  const dueDateOf = (id: string) => lister.lateness.get(id)?.dueDate ?? '';
  const movedWhere = (keep: (dueDate: string) => boolean) => moved.filter((s) => keep(dueDateOf(s.id)));
  // The late of the last days: recent ones are listed, the rest join the old leftovers (listed oldest first).
  const lastDays = lister.list(rows.lastDays);
  const lateOfMoved = movedWhere((date) => date < today);
  const isRecent = (s: ListedStory) => lister.lateness.get(s.id)?.group === 'recent';
  const overdue = capped(dueDateOf, [...lastDays, ...lateOfMoved].filter(isRecent), OVERDUE_LIST_LIMIT);
  const recentIds = new Set(overdue.map((s) => s.id));
  const oldOverdue = capped(
    dueDateOf,
    [...lister.list(rows.old), ...lateOfMoved.filter((s) => !isRecent(s))].filter(
      (s) => !recentIds.has(s.id),
    ),
    OVERDUE_LIST_LIMIT,
  );
  const dueToday = capped(
    dueDateOf,
    [...lister.list(rows.dueToday), ...movedWhere((date) => date === today)],
    DUE_TODAY_LIST_LIMIT,
  );
  const upcoming = capped(
    dueDateOf,
    [...lister.list(rows.upcoming), ...movedWhere((date) => date > today && date <= window.to)],
    PENDING_UPCOMING_LIMIT,
  );
  // The counters add up stories by their day's date: a moved story counts where it is due instead.
  const isPast = (date: string) => date < today;
  const isAhead = (date: string) => date > today && date >= window.from && date <= window.to;
  let overdueCorrection = 0;
  let upcomingCorrection = 0;
  for (const story of moved) {
    const dueDate = dueDateOf(story.id);
    overdueCorrection += Number(isPast(dueDate)) - Number(isPast(story.dayDate));
    upcomingCorrection += Number(isAhead(dueDate)) - Number(isAhead(story.dayDate));
  }
  const recentlyPublished = lister.list(rows.recentlyPublished);
  return {
    overdue,
    oldOverdue,
    dueToday,
    upcoming,
    recentlyPublished,
    overdueCorrection,
    upcomingCorrection,
  };
}

/**
 * The due instants already computed, by zone and everything storyDueInstant reads (a null and an empty time or
 * block alike: both mean "none"). A due instant is three Intl readings of the zone's offset, and the same stories are
 * listed on every request: the profile of issue 30 put most of the overview's own CPU time there. Bounded: emptied
 * when full.
 */
const dueInstants = new Map<string, { dueAt: Date; iso: string }>();
const DUE_INSTANTS_MAX = 50_000;

function dueInstantOf(row: OverviewStoryRow, timeZone: string): { dueAt: Date; iso: string } {
  const date = row.scheduledDate ?? row.dayDate;
  const key = `${timeZone}\u0001${date}\u0001${row.scheduledTime ?? ''}\u0001${row.timeBlock ?? ''}`;
  let due = dueInstants.get(key);
  if (!due) {
    const dueAt = storyDueInstant(row, timeZone);
    due = { dueAt, iso: dueAt.toISOString() };
    if (dueInstants.size >= DUE_INSTANTS_MAX) dueInstants.clear();
    dueInstants.set(key, due);
  }
  return due;
}

/**
 * Turns rows into list items, and keeps each listed story's lateness: once per due instant and campaign end within
 * a request (its three Intl readings), not once per story.
 */
function storyLister({ today, now, timeZone }: OverviewClock) {
  const lateness = new Map<string, Lateness>();
  const latenessByDue = new Map<string, Lateness>();
  const latenessOf = (dueAt: Date, campaignEndDate: string) => {
    const key = `${dueAt.getTime()}\u0001${campaignEndDate}`;
    let placed = latenessByDue.get(key);
    if (!placed) {
      placed = storyLateness({ dueAt, timeZone, now, campaignEndDate });
      latenessByDue.set(key, placed);
    }
    return placed;
  };
  const toItem = (row: OverviewStoryRow): ListedStory => {
    const skip = storySkipOf(row);
    const isSkipped = skip !== null;
    const { dueAt, iso } = dueInstantOf(row, timeZone);
    const placed = latenessOf(dueAt, row.campaignEndDate);
    lateness.set(row.id, placed);
    // The same rule as «Publicar hoy» and the server's «Marcar publicada» (approval turned on mid-campaign).
    const { approval, requiresApproval } = storyApprovalOf(row.approvalStatus, row, row);
    // Written out in the order the answer has always had (the row's columns, then skip, approval, due, status).
    return {
      id: row.id,
      title: row.title,
      storyNumber: row.storyNumber,
      copyText: row.copyText,
      storyType: row.storyType,
      timeBlock: row.timeBlock,
      scheduledTime: row.scheduledTime,
      isPosted: row.isPosted,
      postedAt: row.postedAt?.toISOString() ?? null,
      dayId: row.dayId,
      dayDate: row.dayDate,
      dayOrder: row.dayOrder,
      campaignId: row.campaignId,
      campaignTitle: row.campaignTitle,
      scheduledDate: row.scheduledDate,
      campaignEndDate: row.campaignEndDate,
      skip,
      isSkipped,
      approval,
      requiresApproval,
      dueAt: iso,
      status: statusWithLateness(
        storyStatus({ isPosted: row.isPosted, isSkipped, dayDate: row.dayDate }, today),
        placed,
      ),
      media: [],
    };
  };
  return { lateness, list: (rows: OverviewStoryRow[]) => rows.map(toItem) };
}

/**
 * A list merged from its day query and the moved stories, in the day queries' order with the due date for the day's
 * (date, story number, campaign, id), at most `limit`. Dates (yyyy-mm-dd) and ids (lower-case UUIDs) compare by
 * code unit, which orders them as localeCompare did; campaign titles are compared as before.
 */
function capped(dueDateOf: (id: string) => string, items: ListedStory[], limit: number): ListedStory[] {
  const seen = new Set<string>();
  const dateOf = (item: ListedStory) => dueDateOf(item.id) || item.dayDate;
  return items
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort(
      (a, b) =>
        compareCodeUnits(dateOf(a), dateOf(b)) ||
        a.storyNumber - b.storyNumber ||
        a.campaignTitle.localeCompare(b.campaignTitle) ||
        compareCodeUnits(a.id, b.id),
    )
    .slice(0, limit);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
