import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ClientOverviewResponse, StoryListItem } from '../../../shared/api/client-area';
import {
  CLIENT_AREA_MESSAGES,
  DUE_TODAY_LIST_LIMIT,
  OVERDUE_LIST_LIMIT,
} from '../../../shared/api/client-area';
import { PENDING_UPCOMING_LIMIT, RECENT_ACTIVITY_LIMIT } from '../../../shared/constants';
import { campaignBadge } from '../../../shared/domain/campaign-badge';
import { progressPercentage } from '../../../shared/domain/progress';
import { storyStatus } from '../../../shared/domain/story-status';
import { upcomingWindow } from '../../../shared/domain/upcoming-window';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../http/app-error';
import { listClientCampaigns } from './list-client-campaigns';

/**
 * The client dashboard and the pending page (client spec sections 2 and 9) in five bounded queries: the
 * campaigns with their counts, then overdue, due today, upcoming and recently published stories, each
 * filtered, sorted and limited in SQL. Statuses come from the shared storyStatus() with the server's today.
 * 404 'No se encontraron datos del cliente' when the user has no client record.
 */
export async function getClientOverview(
  db: Executor,
  userId: string,
  today: string,
): Promise<Omit<ClientOverviewResponse, 'today'>> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);

  const campaignCards = await listClientCampaigns(db, userId);
  const totalStories = campaignCards.reduce((sum, c) => sum + c.totalStories, 0);
  const postedStories = campaignCards.reduce((sum, c) => sum + c.postedStories, 0);

  const list = storyList(db, client.id, today);
  const window = upcomingWindow(today);
  const pending = eq(stories.isPosted, false);
  const byDate = [asc(campaignDays.date), asc(stories.storyNumber), asc(campaigns.title), asc(stories.id)];

  const overdue = await list(and(pending, lt(campaignDays.date, today)), byDate, OVERDUE_LIST_LIMIT);
  const dueToday = await list(and(pending, eq(campaignDays.date, today)), byDate, DUE_TODAY_LIST_LIMIT);
  const upcoming = await list(
    and(
      pending,
      gt(campaignDays.date, today),
      lte(campaignDays.date, window.to),
      gte(campaignDays.date, window.from),
    ),
    byDate,
    PENDING_UPCOMING_LIMIT,
  );
  const recentlyPublished = await list(
    eq(stories.isPosted, true),
    [desc(stories.postedAt), desc(stories.id)],
    RECENT_ACTIVITY_LIMIT,
  );

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
    recentlyPublished: recentlyPublished.items,
  };
}

/** One bounded query over the client's stories: the page of rows and, by a window count, how many matched. */
function storyList(db: Executor, clientId: string, today: string) {
  return async (where: SQL | undefined, orderBy: SQL[], limit: number) => {
    const rows = await db
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
      .where(and(eq(campaigns.clientId, clientId), where))
      .orderBy(...orderBy)
      .limit(limit);
    const items: StoryListItem[] = rows.map(({ matched: _matched, ...row }) => ({
      ...row,
      postedAt: row.postedAt?.toISOString() ?? null,
      status: storyStatus(row, today),
    }));
    return { items, total: rows[0]?.matched ?? 0 };
  };
}
