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
 * The client dashboard and the pending page (client spec sections 2 and 9) in six bounded queries: the
 * campaigns with their counts, then overdue, due today, upcoming and recently published stories, each
 * filtered, sorted and limited in SQL, and the files of the listed stories. Statuses come from the shared storyStatus() with the server's today.
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
    overdueTotal: overdue.total,
    dueToday: dueToday.items,
    upcoming: upcoming.items,
    upcomingTotal: upcoming.total,
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

/** One bounded query over the client's stories: the page of rows and, by a window count, how many matched. */
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
        matched: sql<number>`count(*) over ()`.mapWith(Number),
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

const overdueStories = storyQuery(
  and(pending, lt(campaignDays.date, todayParam)),
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
const recentlyPublishedStories = storyQuery(
  eq(stories.isPosted, true),
  [desc(stories.postedAt), desc(stories.id)],
  RECENT_ACTIVITY_LIMIT,
);

type StoryRow = Awaited<ReturnType<ReturnType<typeof overdueStories>['execute']>>[number];

/** The rows as the API lists them, and how many matched in all. */
function storyList(rows: StoryRow[], today: string): { items: StoryListItem[]; total: number } {
  const items: StoryListItem[] = rows.map(({ matched: _matched, ...row }) => ({
    ...row,
    postedAt: row.postedAt?.toISOString() ?? null,
    status: storyStatus(row, today),
    media: [],
  }));
  return { items, total: rows[0]?.matched ?? 0 };
}
