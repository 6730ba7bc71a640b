import { and, asc, desc, eq, gt, gte, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import {
  CLIENT_AREA_MESSAGES,
  DUE_TODAY_LIST_LIMIT,
  OVERDUE_LIST_LIMIT,
} from '../../../shared/api/client-area/common';
import type { ClientOverviewResponse, StoryListItem } from '../../../shared/api/client-area/stories';
import { PENDING_UPCOMING_LIMIT, RECENT_ACTIVITY_LIMIT } from '../../../shared/constants';
import { campaignBadge } from '../../../shared/domain/campaign-badge';
import { progressPercentage } from '../../../shared/domain/progress';
import { CAMPAIGN_STATUSES_ON_HOLD } from '../../../shared/domain/statuses';
import { storyStatus } from '../../../shared/domain/story-status';
import { upcomingWindow } from '../../../shared/domain/upcoming-window';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { listMediaOfStories } from '../media/list-story-media';
import { listClientCampaigns } from './list-client-campaigns';

/**
 * The client dashboard and the pending page (client spec sections 2 and 9) in seven bounded queries: the
 * campaigns with their counts, how many stories are overdue and upcoming (both from counters, issue 28), then
 * overdue, due today, upcoming and recently published stories, each filtered, sorted and limited in SQL, and the
 * files of the listed stories. Statuses come from the shared storyStatus() with the server's today.
 * 404 'No se encontraron datos del cliente' when the user has no client record.
 */
export async function getClientOverview({
  db,
  userId,
  today,
}: {
  db: Executor;
  userId: string;
  today: string;
}): Promise<Omit<ClientOverviewResponse, 'today'>> {
  const [client] = await clientOfUser(db).execute({ userId });
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);

  const campaignCards = await listClientCampaigns(db, userId);
  const totalStories = campaignCards.reduce((sum, c) => sum + c.totalStories, 0);
  const postedStories = campaignCards.reduce((sum, c) => sum + c.postedStories, 0);

  const clientId = client.id;
  const window = upcomingWindow(today);
  const [totals] = await pendingTotals(db).execute({ clientId, today, from: window.from, to: window.to });
  const overdue = storyList(await overdueStories(db).execute({ clientId, today }), today);
  const dueToday = storyList(await dueTodayStories(db).execute({ clientId, today }), today);
  const upcoming = storyList(
    await upcomingStories(db).execute({ clientId, today, from: window.from, to: window.to }),
    today,
  );
  const recentlyPublished = storyList(await recentlyPublishedStories(db).execute({ clientId }), today);
  // The files of every listed story, in one more query.
  const lists = [overdue, dueToday, upcoming, recentlyPublished];
  const media = await listMediaOfStories(db, [...new Set(lists.flatMap((l) => l.items.map((s) => s.id)))]);
  for (const list of lists) for (const item of list.items) item.media = media.get(item.id) ?? [];

  return {
    progress: {
      totalStories,
      postedStories,
      percentage: progressPercentage(postedStories, totalStories),
      totalCampaigns: campaignCards.length,
      activeCampaigns: campaignCards.filter((c) => campaignBadge(c, today) === 'in_progress').length,
    },
    overdue: overdue.items,
    overdueTotal: totals?.overdue ?? 0,
    dueToday: dueToday.items,
    upcoming: upcoming.items,
    upcomingTotal: totals?.upcoming ?? 0,
    recentlyPublished: recentlyPublished.items,
  };
}

// The statements are built once per database (see preparedPerDatabase). The client lookup is by a unique key
// (named); the story lists filter on dates, so they stay unnamed and PostgreSQL plans them with the actual
// dates every time.
const clientOfUser = preparedPerDatabase((db) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.userId, sql.placeholder('userId')))
    .prepare('client_area_client_of_user'),
);

const clientIdParam = sql.placeholder('clientId');
const todayParam = sql.placeholder('today');
/** Not posted, in a campaign that is not on hold (paused or draft: out of the pending lists). */
const pending = and(
  eq(stories.isPosted, false),
  notInArray(campaigns.status, [...CAMPAIGN_STATUSES_ON_HOLD]),
);
const byDate = [asc(campaignDays.date), asc(stories.storyNumber), asc(campaigns.title), asc(stories.id)];

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
        dayId: campaignDays.id,
        dayDate: campaignDays.date,
        dayOrder: campaignDays.dayOrder,
        campaignId: campaigns.id,
        campaignTitle: campaigns.title,
      })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
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
  const unposted = sql`${campaignDays.storyCount} - ${campaignDays.postedCount}`;
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
        notInArray(campaigns.status, [...CAMPAIGN_STATUSES_ON_HOLD]),
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
    from (select od.date, sum(od.story_count - od.posted_count) over (order by od.date) as running
            from ${campaignDays} od join ${campaigns} oc on oc.id = od.campaign_id
           where oc.client_id = ${clientIdParam}
             and oc.status not in (${sql.join(
               CAMPAIGN_STATUSES_ON_HOLD.map((status) => sql`${status}`),
               sql`, `,
             )})
             and od.date < ${todayParam}
             and od.story_count > od.posted_count) as x
)`;

const overdueStories = storyQuery(
  and(pending, lt(campaignDays.date, todayParam), lte(campaignDays.date, overdueCutoff)),
  byDate,
  OVERDUE_LIST_LIMIT,
);
const dueTodayStories = storyQuery(
  and(pending, eq(campaignDays.date, todayParam)),
  byDate,
  DUE_TODAY_LIST_LIMIT,
);
const upcomingStories = storyQuery(
  and(
    pending,
    gt(campaignDays.date, todayParam),
    lte(campaignDays.date, sql.placeholder('to')),
    gte(campaignDays.date, sql.placeholder('from')),
  ),
  byDate,
  PENDING_UPCOMING_LIMIT,
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
function storyList(rows: StoryRow[], today: string): { items: StoryListItem[] } {
  const items: StoryListItem[] = rows.map((row) => ({
    ...row,
    postedAt: row.postedAt?.toISOString() ?? null,
    status: storyStatus(row, today),
    media: [],
  }));
  return { items };
}
