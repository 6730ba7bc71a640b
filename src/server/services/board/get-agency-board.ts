import type {
  AdminTodayResponse,
  BoardStory,
  ClientAtRisk,
  OverdueBoardStory,
  PublishedBoardStory,
  SkippedBoardStory,
} from '../../../shared/api/admin-today';
import { BOARD_LIST_LIMIT, BOARD_OVERDUE_LOOKBACK_HOURS } from '../../../shared/api/admin-today';
import { todayInTimeZone } from '../../../shared/dates';
import { isRecentlyLate, storyLateness } from '../../../shared/domain/lateness';
import { appPaths } from '../../../shared/paths';
import { wallClockTime } from '../../../shared/zoned-time';
import type { Executor } from '../../db/client';
import { evidenceOfStories } from '../proofs/proofs-of-stories';
import { type DueStory, storiesDueBetween } from '../reminders/stories-due-between';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A client's local day ends at most this long after any instant (UTC+14 is the furthest zone ahead). */
const LOCAL_DAY_AHEAD_MS = 24 * HOUR_MS;

export interface AgencyBoardOptions {
  db: Executor;
  now: Date;
  /** «Próximas horas» covers [now, now + hours). */
  hours: number;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
  /** AGENCY_ALERT_AFTER_MINUTES: a client is at risk from a story of its today overdue this long. */
  alertAfterMinutes: number;
}

function boardStory(story: DueStory): BoardStory {
  return {
    story: { id: story.storyId, number: story.storyNumber, title: story.storyTitle },
    day: { id: story.dayId, order: story.dayOrder, title: story.dayTitle },
    campaign: { id: story.campaignId, title: story.campaignTitle },
    client: {
      id: story.clientId,
      name: story.clientName,
      brandName: story.brandName,
      timeZone: story.timeZone,
    },
    dueAt: story.dueAt.toISOString(),
    localDate: story.dueDate,
    localTime: wallClockTime(story.dueAt, story.timeZone),
    href: appPaths.adminCampaign(story.campaignId, story.storyId),
    approval: story.approval,
  };
}

const latenessOf = (story: DueStory, now: Date) =>
  storyLateness({
    dueAt: story.dueAt,
    timeZone: story.timeZone,
    now,
    campaignEndDate: story.campaignEndDate,
  });

const overdueMinutes = (story: DueStory, now: Date) =>
  Math.floor((now.getTime() - story.dueAt.getTime()) / MINUTE_MS);

/**
 * The agency's «Hoy» board across all clients: what is due in the next `hours`, what is overdue (the last
 * BOARD_OVERDUE_LOOKBACK_HOURS, leftovers of a campaign whose end date has passed left out: the shared lateness
 * rule) and by how long, and which clients are at risk today, each in its client's zone.
 * One query (storiesDueBetween over [now − lookback, now + 24 h), published stories included for today's counts)
 * and the rest in memory: its cost follows the stories of three days, never the whole history.
 */
export async function getAgencyBoard({
  db,
  now,
  hours,
  agencyTimeZone,
  alertAfterMinutes,
}: AgencyBoardOptions): Promise<AdminTodayResponse> {
  const nowMs = now.getTime();
  const upcomingEnd = nowMs + hours * HOUR_MS;
  const stories = await storiesDueBetween(db, {
    from: new Date(nowMs - BOARD_OVERDUE_LOOKBACK_HOURS * HOUR_MS),
    to: new Date(Math.max(upcomingEnd, nowMs + LOCAL_DAY_AHEAD_MS)),
    agencyTimeZone,
    includePosted: true,
  });

  const overdue: DueStory[] = [];
  const skipped: DueStory[] = [];
  const published: DueStory[] = [];
  const upcoming: DueStory[] = [];
  const todayByClient = new Map<string, DueStory[]>();
  const todayOf = new Map<string, string>();
  for (const story of stories) {
    const dueMs = story.dueAt.getTime();
    if (story.isSkipped) skipped.push(story);
    else if (story.isPosted) {
      if (dueMs <= nowMs) published.push(story);
    } else {
      // The shared rule (src/shared/domain/lateness.ts): late today or recently, in a campaign not yet ended —
      // exactly what the brand's screens call late at this `now`.
      if (dueMs < nowMs) {
        if (isRecentlyLate(latenessOf(story, now))) overdue.push(story);
      } else if (dueMs < upcomingEnd) upcoming.push(story);
    }
    let today = todayOf.get(story.timeZone);
    if (!today) {
      today = todayInTimeZone(story.timeZone, now);
      todayOf.set(story.timeZone, today);
    }
    if (story.dueDate !== today) continue;
    const list = todayByClient.get(story.clientId);
    if (list) list.push(story);
    else todayByClient.set(story.clientId, [story]);
  }

  const clientsAtRisk: ClientAtRisk[] = [];
  for (const today of todayByClient.values()) {
    const late = today.filter((s) => !s.isPosted && !s.isSkipped && isRecentlyLate(latenessOf(s, now)));
    const alerted = late.filter((s) => overdueMinutes(s, now) >= alertAfterMinutes);
    const oldest = alerted[0];
    if (!oldest) continue;
    clientsAtRisk.push({
      client: boardStory(oldest).client,
      today: todayOf.get(oldest.timeZone)!,
      totalToday: today.length,
      pendingToday: today.filter((s) => !s.isPosted && !s.isSkipped).length,
      skippedToday: today.filter((s) => s.isSkipped).length,
      overdueToday: late.length,
      alertedToday: alerted.length,
      oldestOverdue: { ...boardStory(oldest), overdueMinutes: overdueMinutes(oldest, now) },
    });
  }
  clientsAtRisk.sort(
    (a, b) =>
      b.alertedToday - a.alertedToday ||
      b.oldestOverdue.overdueMinutes - a.oldestOverdue.overdueMinutes ||
      a.client.brandName.localeCompare(b.client.brandName, 'es'),
  );

  const latestPublished = published.reverse().slice(0, BOARD_LIST_LIMIT);
  const evidence = await evidenceOfStories(
    db,
    latestPublished.map((story) => story.storyId),
  );
  // storiesDueBetween answers earliest first: the most overdue lead already.
  const overdueStories: OverdueBoardStory[] = overdue
    .slice(0, BOARD_LIST_LIMIT)
    .map((story) => ({ ...boardStory(story), overdueMinutes: overdueMinutes(story, now) }));
  return {
    generatedAt: now.toISOString(),
    agencyTimeZone,
    hours,
    alertAfterMinutes,
    overdue: overdueStories,
    overdueTotal: overdue.length,
    upcoming: upcoming.slice(0, BOARD_LIST_LIMIT).map(boardStory),
    upcomingTotal: upcoming.length,
    skipped: skipped
      .slice(0, BOARD_LIST_LIMIT)
      .map((story): SkippedBoardStory => ({ ...boardStory(story), skipReason: story.skipReason })),
    published: latestPublished.map(
      (story): PublishedBoardStory => ({
        ...boardStory(story),
        postedAt: new Date(story.postedAt!).toISOString(),
        proof: evidence.get(story.storyId)?.proof ?? null,
        hasResults: evidence.get(story.storyId)?.hasResults ?? false,
      }),
    ),
    clientsAtRisk,
  };
}
