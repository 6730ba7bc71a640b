import { and, asc, desc, eq, gt, gte, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  CLIENT_AREA_MESSAGES,
  DUE_TODAY_LIST_LIMIT,
  OVERDUE_LIST_LIMIT,
} from '../../../shared/api/client-area/common';
import type { ClientOverviewResponse, StoryListItem } from '../../../shared/api/client-area/stories';
import { storyApprovalOf } from '../../../shared/approvals/approval-state';
import { PENDING_UPCOMING_LIMIT, RECENT_ACTIVITY_LIMIT } from '../../../shared/constants';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { campaignBadge } from '../../../shared/domain/campaign-badge';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { type Lateness, statusWithLateness, storyLateness } from '../../../shared/domain/lateness';
import { progressPercentage } from '../../../shared/domain/progress';
import { CAMPAIGN_STATUS_PUBLISHING } from '../../../shared/domain/statuses';
import { storyStatus } from '../../../shared/domain/story-status';
import { upcomingWindow } from '../../../shared/domain/upcoming-window';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { listMediaOfStories } from '../media/list-story-media';
import { storySkipColumns, withSkip } from '../stories/story-skip-columns';
import { listClientCampaigns } from './list-client-campaigns';

/**
 * The client dashboard and the pending page (client spec sections 2 and 9) in nine bounded queries: the
 * campaigns with their counts, how many stories are overdue and upcoming (both from counters, issue 28), then
 * the recently late (the last three days), the old leftovers, due today, upcoming and recently published stories,
 * each filtered, sorted and limited in SQL, and the files of the listed stories. Only active campaigns count
 * (completed, paused and draft ones are quiet). Statuses come from the shared storyStatus() and the lateness rule
 * (src/shared/domain/lateness.ts) at `now` in the client's zone: a story of today past its time is 'overdue', a
 * story late by more than RECENT_LATE_WINDOW_HOURS or left over by an ended campaign is an old one.
 * A story is due on its scheduled date when it has one, else on its day's (coalesce(scheduled_date, day date), as
 * the reminders and storyDueInstant say): the day lists leave out a story moved to another date, and one more query
 * (the scheduled_date index over the dates the lists show) brings the stories moved onto them; the counters' totals
 * are corrected by the same rows.
 * 404 'No se encontraron datos del cliente' when the user has no client record.
 */
export async function getClientOverview({
  db,
  userId,
  now,
  agencyTimeZone,
}: {
  db: Executor;
  userId: string;
  now: Date;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
}): Promise<ClientOverviewResponse> {
  const [client] = await clientOfUser(db).execute({ userId });
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  const timeZone = clientTimeZone(client.timeZone, agencyTimeZone);
  const today = todayInTimeZone(timeZone, now);
  const clock: Clock = { today, now, timeZone };

  const campaignCards = await listClientCampaigns(db, userId);
  const totalStories = campaignCards.reduce((sum, c) => sum + c.totalStories, 0);
  const postedStories = campaignCards.reduce((sum, c) => sum + c.postedStories, 0);
  const skippedStories = campaignCards.reduce((sum, c) => sum + c.skippedStories, 0);

  const clientId = client.id;
  const window = upcomingWindow(today);
  // Each listed story's due date on the client's calendar: the merged lists are in that order.
  const dueDates = new Map<string, string>();
  const list = (rows: StoryRow[]) => {
    const listed = storyList(rows, clock);
    for (const [id, lateness] of listed.lateness) dueDates.set(id, lateness.dueDate);
    return listed;
  };
  const recentFrom = addDaysIso(today, -RECENT_DAYS_BACK);
  const [totals] = await pendingTotals(db).execute({ clientId, today, from: window.from, to: window.to });
  // Stories moved to a date other than their day's, due on the dates the lists show (or moved away from them).
  const moved = list(await movedStories(db).execute({ clientId, from: recentFrom, to: window.to }));
  const dueDateOf = (id: string) => moved.lateness.get(id)?.dueDate ?? '';
  const movedWhere = (keep: (dueDate: string) => boolean) => moved.items.filter((s) => keep(dueDateOf(s.id)));
  // The late of the last days: recent ones are listed, the rest join the old leftovers (listed oldest first).
  const lastDays = list(await recentOverdueStories(db).execute({ clientId, today, from: recentFrom }));
  const lateOfMoved = movedWhere((date) => date < today);
  const isRecent = (s: StoryListItem) =>
    (lastDays.lateness.get(s.id) ?? moved.lateness.get(s.id))?.group === 'recent';
  const overdue = {
    items: capped(dueDates, [...lastDays.items, ...lateOfMoved].filter(isRecent), OVERDUE_LIST_LIMIT),
  };
  const recentIds = new Set(overdue.items.map((s) => s.id));
  const oldOverdue = {
    items: capped(
      dueDates,
      [
        ...list(await overdueStories(db).execute({ clientId, today })).items,
        ...lateOfMoved.filter((s) => !isRecent(s)),
      ].filter((s) => !recentIds.has(s.id)),
      OVERDUE_LIST_LIMIT,
    ),
  };
  const dueToday = {
    items: capped(
      dueDates,
      [
        ...list(await dueTodayStories(db).execute({ clientId, today })).items,
        ...movedWhere((date) => date === today),
      ],
      DUE_TODAY_LIST_LIMIT,
    ),
  };
  const upcoming = {
    items: capped(
      dueDates,
      [
        ...list(await upcomingStories(db).execute({ clientId, today, from: window.from, to: window.to }))
          .items,
        ...movedWhere((date) => date > today && date <= window.to),
      ],
      PENDING_UPCOMING_LIMIT,
    ),
  };
  // The counters add up stories by their day's date: a moved story counts where it is due instead.
  const isPast = (date: string) => date < today;
  const isAhead = (date: string) => date > today && date >= window.from && date <= window.to;
  let overdueCorrection = 0;
  let upcomingCorrection = 0;
  for (const story of moved.items) {
    const dueDate = dueDateOf(story.id);
    overdueCorrection += Number(isPast(dueDate)) - Number(isPast(story.dayDate));
    upcomingCorrection += Number(isAhead(dueDate)) - Number(isAhead(story.dayDate));
  }
  const recentlyPublished = list(await recentlyPublishedStories(db).execute({ clientId }));
  // The files of every listed story, in one more query.
  const lists = [overdue, oldOverdue, dueToday, upcoming, recentlyPublished];
  const media = await listMediaOfStories(db, [...new Set(lists.flatMap((l) => l.items.map((s) => s.id)))]);
  for (const list of lists) for (const item of list.items) item.media = media.get(item.id) ?? [];

  return {
    today,
    now: now.toISOString(),
    timeZone,
    progress: {
      totalStories,
      postedStories,
      skippedStories,
      percentage: progressPercentage(postedStories, totalStories, skippedStories),
      totalCampaigns: campaignCards.length,
      activeCampaigns: campaignCards.filter((c) => campaignBadge(c, today) === 'in_progress').length,
    },
    overdue: overdue.items,
    overdueTotal: overdue.items.length,
    oldOverdue: oldOverdue.items,
    // Every late story of an earlier day (the days' counters) less the recent ones.
    oldOverdueTotal: Math.max(
      oldOverdue.items.length,
      (totals?.overdue ?? 0) + overdueCorrection - overdue.items.length,
    ),
    dueToday: dueToday.items,
    upcoming: upcoming.items,
    upcomingTotal: Math.max(upcoming.items.length, (totals?.upcoming ?? 0) + upcomingCorrection),
    recentlyPublished: recentlyPublished.items,
  };
}

// The statements are built once per database (see preparedPerDatabase). The client lookup is by a unique key
// (named); the story lists filter on dates, so they stay unnamed and PostgreSQL plans them with the actual
// dates every time.
const clientOfUser = preparedPerDatabase((db) =>
  db
    .select({ id: clients.id, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.userId, sql.placeholder('userId')))
    .prepare('client_area_client_of_user'),
);

const clientIdParam = sql.placeholder('clientId');
const todayParam = sql.placeholder('today');
/** Not posted nor skipped («No se publicará»), in an active campaign (completed, paused or draft: out of the pending lists). */
const pending = and(
  eq(stories.isPosted, false),
  isNull(stories.skippedAt),
  eq(campaigns.status, CAMPAIGN_STATUS_PUBLISHING),
);
const byDate = [asc(campaignDays.date), asc(stories.storyNumber), asc(campaigns.title), asc(stories.id)];
/**
 * The day lists read stories by their day's date (campaign_days_date_idx) and keep those due on it or on another
 * date of the same list (`dueToo`: the condition on scheduled_date): a story moved elsewhere leaves the list, and
 * movedStories brings it where it is due.
 */
const notMovedOut = (dueToo: SQL | undefined) => or(isNull(stories.scheduledDate), dueToo);

/** One bounded query over the client's stories: the first `limit` rows in `orderBy` order. */
function storyQuery(where: SQL | undefined, orderBy: SQL[], limit: number) {
  return preparedPerDatabase((db) =>
    db
      .select({
        id: stories.id,
        title: stories.title,
        storyNumber: stories.storyNumber,
        copyText: stories.copyText,
        storyType: stories.storyType,
        timeBlock: stories.timeBlock,
        scheduledTime: stories.scheduledTime,
        isPosted: stories.isPosted,
        postedAt: stories.postedAt,
        ...storySkipColumns,
        dayId: campaignDays.id,
        dayDate: campaignDays.date,
        dayOrder: campaignDays.dayOrder,
        campaignId: campaigns.id,
        campaignTitle: campaigns.title,
        scheduledDate: stories.scheduledDate,
        campaignEndDate: campaigns.endDate,
        requiresApproval: campaigns.requiresApproval,
        approvalRequiredFrom: campaigns.approvalRequiredFrom,
        approvalStatus: storyApprovals.status,
      })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
      .where(and(eq(campaigns.clientId, clientIdParam), where))
      .orderBy(...orderBy)
      .limit(limit)
      .prepare(''),
  );
}

/**
 * How many pending stories are overdue, and upcoming in the window, added up from the days' counters (kept by
 * triggers, see the campaigns schema): one row per day of the client's campaigns, never one per story.
 */
const pendingTotals = preparedPerDatabase((db) => {
  const unposted = sql`${campaignDays.storyCount} - ${campaignDays.postedCount} - ${campaignDays.skippedCount}`;
  return db
    .select({
      overdue:
        sql<number>`coalesce(sum(${unposted}) filter (where ${lt(campaignDays.date, todayParam)}), 0)`.mapWith(
          Number,
        ),
      upcoming: sql<number>`coalesce(sum(${unposted}) filter (where ${and(
        gt(campaignDays.date, todayParam),
        gte(campaignDays.date, sql.placeholder('from')),
      )}), 0)`.mapWith(Number),
    })
    .from(campaignDays)
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .where(
      and(
        eq(campaigns.clientId, clientIdParam),
        eq(campaigns.status, CAMPAIGN_STATUS_PUBLISHING),
        lte(campaignDays.date, sql.placeholder('to')),
      ),
    )
    .prepare('');
});

/**
 * The last date the overdue list can reach: the earliest date by which the client's overdue days (oldest first)
 * hold OVERDUE_LIST_LIMIT pending stories, from the days' counters. The list then reads the stories of those days
 * only, not every overdue story of every campaign.
 */
const overdueCutoff = sql`(
  select coalesce(min(x.date) filter (where x.running >= ${OVERDUE_LIST_LIMIT}), max(x.date))
    from (select od.date, sum(od.story_count - od.posted_count - od.skipped_count) over (order by od.date) as running
            from ${campaignDays} od join ${campaigns} oc on oc.id = od.campaign_id
           where oc.client_id = ${clientIdParam}
             and oc.status = ${CAMPAIGN_STATUS_PUBLISHING}
             and od.date < ${todayParam}
             and od.story_count > od.posted_count + od.skipped_count) as x
)`;

const overdueStories = storyQuery(
  and(
    pending,
    lt(campaignDays.date, todayParam),
    lte(campaignDays.date, overdueCutoff),
    notMovedOut(lt(stories.scheduledDate, todayParam)),
  ),
  byDate,
  OVERDUE_LIST_LIMIT,
);
/** The late of the last RECENT_DAYS_BACK days: the recently late among them (the lateness rule decides). */
const recentOverdueStories = storyQuery(
  and(
    pending,
    lt(campaignDays.date, todayParam),
    gte(campaignDays.date, sql.placeholder('from')),
    notMovedOut(eq(stories.scheduledDate, campaignDays.date)),
  ),
  byDate,
  OVERDUE_LIST_LIMIT,
);
const dueTodayStories = storyQuery(
  and(pending, eq(campaignDays.date, todayParam), notMovedOut(eq(stories.scheduledDate, todayParam))),
  byDate,
  DUE_TODAY_LIST_LIMIT,
);
const upcomingStories = storyQuery(
  and(
    pending,
    gt(campaignDays.date, todayParam),
    lte(campaignDays.date, sql.placeholder('to')),
    gte(campaignDays.date, sql.placeholder('from')),
    notMovedOut(eq(stories.scheduledDate, campaignDays.date)),
  ),
  byDate,
  PENDING_UPCOMING_LIMIT,
);
/**
 * The client's pending stories scheduled for a date other than their day's, due from `from` (RECENT_DAYS_BACK
 * before today) to the end of the upcoming window: read through stories_scheduled_date_idx, so only stories with
 * such a date are touched. They join the lists by their due date, and correct the counters' totals.
 */
const movedStories = storyQuery(
  and(
    pending,
    gte(stories.scheduledDate, sql.placeholder('from')),
    lte(stories.scheduledDate, sql.placeholder('to')),
    ne(stories.scheduledDate, campaignDays.date),
  ),
  byDate,
  OVERDUE_LIST_LIMIT,
);
/**
 * The oldest instant the recently published list can reach: the RECENT_ACTIVITY_LIMIT-th latest last_posted_at of
 * the client's days (a day counter kept by triggers). Each of those days has a story posted at or after it, so no
 * story posted before it can be among the latest; the list reads the stories of those days only.
 */
const recentlyPublishedCutoff = sql`(
  select min(x.last_posted_at)
    from (select rd.last_posted_at
            from ${campaignDays} rd join ${campaigns} rc on rc.id = rd.campaign_id
           where rc.client_id = ${clientIdParam} and rd.last_posted_at is not null
           order by rd.last_posted_at desc
           limit ${RECENT_ACTIVITY_LIMIT}) as x
)`;

const recentlyPublishedStories = storyQuery(
  and(
    eq(stories.isPosted, true),
    gte(campaignDays.lastPostedAt, recentlyPublishedCutoff),
    gte(stories.postedAt, recentlyPublishedCutoff),
  ),
  [desc(stories.postedAt), desc(stories.id)],
  RECENT_ACTIVITY_LIMIT,
);

type StoryRow = Awaited<ReturnType<ReturnType<typeof overdueStories>['execute']>>[number];

/** The rows as the API lists them. */
function storyList(
  rows: StoryRow[],
  { today, now, timeZone }: Clock,
): { items: StoryListItem[]; lateness: Map<string, Lateness> } {
  const lateness = new Map<string, Lateness>();
  const place = (row: { id: string; campaignEndDate: string }, dueAt: Date) => {
    const placed = storyLateness({ dueAt, timeZone, now, campaignEndDate: row.campaignEndDate });
    lateness.set(row.id, placed);
    return placed;
  };
  const items: StoryListItem[] = rows.map(
    ({ requiresApproval, approvalRequiredFrom, approvalStatus, ...stored }) => {
      const row = withSkip(stored);
      const dueAt = storyDueInstant(row, timeZone);
      return {
        ...row,
        // The same rule as «Publicar hoy» and the server's «Marcar publicada» (approval turned on mid-campaign).
        ...storyApprovalOf(approvalStatus, { requiresApproval, approvalRequiredFrom }, row),
        postedAt: row.postedAt?.toISOString() ?? null,
        dueAt: dueAt.toISOString(),
        status: statusWithLateness(storyStatus(row, today), place(row, dueAt)),
        media: [],
      };
    },
  );
  return { items, lateness };
}

/** Where the overview stands: the client's today, the server's clock and the client's zone. */
interface Clock {
  today: string;
  now: Date;
  timeZone: string;
}

/** A story late by RECENT_LATE_WINDOW_HOURS is due at most this many calendar days before today, in any zone. */
const RECENT_DAYS_BACK = 3;

/**
 * A list merged from its day query and the moved stories, in the day queries' order with the due date for the day's
 * (date, story number, campaign, id), at most `limit`.
 */
function capped(dueDates: Map<string, string>, items: StoryListItem[], limit: number): StoryListItem[] {
  const seen = new Set<string>();
  const dateOf = (item: StoryListItem) => dueDates.get(item.id) ?? item.dayDate;
  return items
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort(
      (a, b) =>
        dateOf(a).localeCompare(dateOf(b)) ||
        a.storyNumber - b.storyNumber ||
        a.campaignTitle.localeCompare(b.campaignTitle) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
