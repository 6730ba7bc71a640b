import { and, asc, desc, eq, gt, gte, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { DUE_TODAY_LIST_LIMIT, OVERDUE_LIST_LIMIT } from '../../../shared/api/client-area/limits';
import { PENDING_UPCOMING_LIMIT, RECENT_ACTIVITY_LIMIT } from '../../../shared/constants';
import { CAMPAIGN_STATUS_PUBLISHING } from '../../../shared/domain/statuses';
import { preparedPerDatabase } from '../../db/prepared-query';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyMedia } from '../../db/schema/media';
import { storySkipColumns } from '../stories/story-skip-columns';

/*
 * The statements of the client overview (get-client-overview.ts), built once per database (see
 * preparedPerDatabase). Each story list is filtered, sorted and limited in SQL; the grouping by lateness and the
 * merge of the moved stories are in client-overview-lists.ts.
 */

// The statements are built once per database (see preparedPerDatabase). The client lookup is by a unique key
// (named); the story lists filter on dates, so they stay unnamed and PostgreSQL plans them with the actual
// dates every time.
export const clientOfUser = preparedPerDatabase((db) =>
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
export const pendingTotals = preparedPerDatabase((db) => {
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

export const overdueStories = storyQuery(
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
export const recentOverdueStories = storyQuery(
  and(
    pending,
    lt(campaignDays.date, todayParam),
    gte(campaignDays.date, sql.placeholder('from')),
    notMovedOut(eq(stories.scheduledDate, campaignDays.date)),
  ),
  byDate,
  OVERDUE_LIST_LIMIT,
);
export const dueTodayStories = storyQuery(
  and(pending, eq(campaignDays.date, todayParam), notMovedOut(eq(stories.scheduledDate, todayParam))),
  byDate,
  DUE_TODAY_LIST_LIMIT,
);
export const upcomingStories = storyQuery(
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
export const movedStories = storyQuery(
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

export const recentlyPublishedStories = storyQuery(
  and(
    eq(stories.isPosted, true),
    gte(campaignDays.lastPostedAt, recentlyPublishedCutoff),
    gte(stories.postedAt, recentlyPublishedCutoff),
  ),
  [desc(stories.postedAt), desc(stories.id)],
  RECENT_ACTIVITY_LIMIT,
);

/**
 * The files of the listed stories, in order: the ids as one JSON parameter (one statement text whatever their
 * number, built once, where an IN list of up to a few hundred placeholders was built on every request).
 */
export const mediaOfStories = preparedPerDatabase((db) =>
  db
    .select()
    .from(storyMedia)
    .where(
      sql`${storyMedia.storyId} in (select value::uuid from jsonb_array_elements_text(${sql.placeholder('storyIds')}::jsonb))`,
    )
    .orderBy(asc(storyMedia.storyId), asc(storyMedia.position))
    .prepare(''),
);

/** A row of the story lists: the story, its day and campaign, its skip and its stored approval. */
export type OverviewStoryRow = Awaited<ReturnType<ReturnType<typeof overdueStories>['execute']>>[number];
