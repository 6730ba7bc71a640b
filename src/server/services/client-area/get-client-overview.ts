import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { ClientOverviewResponse } from '../../../shared/api/client-area/stories';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { campaignBadge } from '../../../shared/domain/campaign-badge';
import { progressPercentage } from '../../../shared/domain/progress';
import { upcomingWindow } from '../../../shared/domain/upcoming-window';
import type { StoryMedia } from '../../../shared/media/story-media';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { toStoryMedia } from '../media/media-dto';
import { groupOverviewStories, type OverviewRows, RECENT_DAYS_BACK } from './client-overview-lists';
import {
  clientOfUser,
  dueTodayStories,
  mediaOfStories,
  movedStories,
  overdueStories,
  pendingTotals,
  recentlyPublishedStories,
  recentOverdueStories,
  upcomingStories,
} from './client-overview-queries';
import { listClientCampaigns } from './list-client-campaigns';

/**
 * The client dashboard and the pending page (client spec sections 2 and 9) in nine bounded queries
 * (client-overview-queries.ts): the campaigns with their counts, how many stories are overdue and upcoming (both from counters, issue 28), then
 * the recently late (the last three days), the old leftovers, due today, upcoming and recently published stories,
 * each filtered, sorted and limited in SQL, and the files of the listed stories. Only active campaigns count
 * (completed, paused and draft ones are quiet). Statuses come from the shared storyStatus() and the lateness rule
 * (src/shared/domain/lateness.ts) at `now` in the client's zone: a story of today past its time is 'overdue', a
 * story late by more than RECENT_LATE_WINDOW_HOURS or left over by an ended campaign is an old one.
 * A story is due on its scheduled date when it has one, else on its day's (coalesce(scheduled_date, day date), as
 * the reminders and storyDueInstant say): the day lists leave out a story moved to another date, and one more query
 * (the scheduled_date index over the dates the lists show) brings the stories moved onto them; the counters' totals
 * are corrected by the same rows.
 * The grouping by lateness and the merge of the moved stories are in client-overview-lists.ts.
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

  const campaignCards = await listClientCampaigns(db, userId);
  const totalStories = campaignCards.reduce((sum, c) => sum + c.totalStories, 0);
  const postedStories = campaignCards.reduce((sum, c) => sum + c.postedStories, 0);
  const skippedStories = campaignCards.reduce((sum, c) => sum + c.skippedStories, 0);

  const clientId = client.id;
  const window = upcomingWindow(today);
  const recentFrom = addDaysIso(today, -RECENT_DAYS_BACK);
  const [totals] = await pendingTotals(db).execute({ clientId, today, from: window.from, to: window.to });
  // In this order (the bench's floor replays them so): moved, last days, old, today, upcoming, published.
  const rows: OverviewRows = {
    moved: await movedStories(db).execute({ clientId, from: recentFrom, to: window.to }),
    lastDays: await recentOverdueStories(db).execute({ clientId, today, from: recentFrom }),
    old: await overdueStories(db).execute({ clientId, today }),
    dueToday: await dueTodayStories(db).execute({ clientId, today }),
    upcoming: await upcomingStories(db).execute({ clientId, today, from: window.from, to: window.to }),
    recentlyPublished: await recentlyPublishedStories(db).execute({ clientId }),
  };
  const lists = groupOverviewStories(rows, { today, now, timeZone, window });
  const { overdue, oldOverdue, dueToday, upcoming, recentlyPublished } = lists;
  // The files of every listed story, in one more query.
  const listed = [overdue, oldOverdue, dueToday, upcoming, recentlyPublished];
  const ids = [...new Set(listed.flatMap((l) => l.map((s) => s.id)))];
  const media = ids.length === 0 ? new Map() : await mediaByStory(db, ids);
  for (const list of listed) for (const item of list) item.media = media.get(item.id) ?? [];

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
    overdue,
    overdueTotal: overdue.length,
    oldOverdue,
    // Every late story of an earlier day (the days' counters) less the recent ones.
    oldOverdueTotal: Math.max(
      oldOverdue.length,
      (totals?.overdue ?? 0) + lists.overdueCorrection - overdue.length,
    ),
    dueToday,
    upcoming,
    upcomingTotal: Math.max(upcoming.length, (totals?.upcoming ?? 0) + lists.upcomingCorrection),
    recentlyPublished,
  };
}

/** The files of the given stories as the API answers them, in order, grouped by story (one prepared statement). */
async function mediaByStory(db: Executor, storyIds: string[]): Promise<Map<string, StoryMedia[]>> {
  const byStory = new Map<string, StoryMedia[]>();
  for (const row of await mediaOfStories(db).execute({ storyIds: JSON.stringify(storyIds) })) {
    const list = byStory.get(row.storyId);
    if (list) list.push(toStoryMedia(row));
    else byStory.set(row.storyId, [toStoryMedia(row)]);
  }
  return byStory;
}
