import { and, count, desc, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import {
  PUBLISHING_OLD_LIMIT,
  PUBLISHING_WINDOW_LIMIT,
  type PublishingResponse,
  type PublishingStory,
} from '../../../shared/api/client-area/publishing';
import { storyApprovalOf } from '../../../shared/approvals/approval-state';
import { addDaysIso, todayInTimeZone } from '../../../shared/dates';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { statusWithLateness, storyLateness } from '../../../shared/domain/lateness';
import { publishingChecklist } from '../../../shared/domain/publishing-checklist';
import { comparePublishingOrder, publishingTime } from '../../../shared/domain/publishing-order';
import { CAMPAIGN_STATUS_PUBLISHING } from '../../../shared/domain/statuses';
import { storyStatus } from '../../../shared/domain/story-status';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { toRawSticker } from '../campaigns/raw-sticker';
import { CampaignLinks, type LinkBases } from '../links/campaign-links';
import { listMediaOfStories } from '../media/list-story-media';
import { storySkipColumns, withSkip } from '../stories/story-skip-columns';

const columns = {
  id: stories.id,
  campaignId: campaigns.id,
  campaignTitle: campaigns.title,
  campaignEndDate: campaigns.endDate,
  dayId: campaignDays.id,
  dayDate: campaignDays.date,
  dayOrder: campaignDays.dayOrder,
  storyNumber: stories.storyNumber,
  title: stories.title,
  copyText: stories.copyText,
  visualDescription: stories.visualDescription,
  storyType: stories.storyType,
  timeBlock: stories.timeBlock,
  scheduledDate: stories.scheduledDate,
  scheduledTime: stories.scheduledTime,
  stickerInfo: stories.stickerInfo,
  notes: stories.notes,
  isPosted: stories.isPosted,
  postedAt: stories.postedAt,
  ...storySkipColumns,
  requiresApproval: campaigns.requiresApproval,
  approvalRequiredFrom: campaigns.approvalRequiredFrom,
  approvalStatus: storyApprovals.status,
};

/**
 * A story late by RECENT_LATE_WINDOW_HOURS (48 h) is due at least two calendar days before today in any zone;
 * the window query reads one day more, and storyLateness() decides.
 */
const WINDOW_DAYS_BACK = 3;

/**
 * 'Publicar hoy' in five bounded queries: the client, the stories of its active campaigns from three days ago to
 * tomorrow (today's, the recently late, tomorrow's), the most recent old leftovers before that (with their count
 * only when there are more than PUBLISHING_OLD_LIMIT), then the files and tracked links of all of them at once. Each story gets its due
 * instant and its status from the shared lateness rule at `now` in the client's zone (its own, else APP_TIMEZONE):
 * a story of today past its time is 'overdue', as the agency's board says. A story is due on its scheduled date when
 * it has one, else on its day's (coalesce(scheduled_date, day date), as storyDueInstant and the reminders say): the
 * window reads the days of the window less the stories moved out of it, plus the stories moved onto its dates
 * (stories_scheduled_date_idx); the old leftovers are those due before it.
 */
export async function getPublishingChecklist({
  db,
  userId,
  now,
  agencyTimeZone,
  linkBases,
}: {
  db: Executor;
  userId: string;
  now: Date;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
  /** Where the tracked short links point (PUBLIC_URL, LINKS_BASE_URL). */
  linkBases: LinkBases;
}): Promise<PublishingResponse> {
  const [client] = await db
    .select({ id: clients.id, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.userId, userId));
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  const timeZone = clientTimeZone(client.timeZone, agencyTimeZone);
  const today = todayInTimeZone(timeZone, now);
  const tomorrow = addDaysIso(today, 1);
  const windowStart = addDaysIso(today, -WINDOW_DAYS_BACK);
  const active = and(eq(campaigns.clientId, client.id), eq(campaigns.status, CAMPAIGN_STATUS_PUBLISHING));
  const base = () => storyRowsQuery(db);
  const due = sql`coalesce(${stories.scheduledDate}, ${campaignDays.date})`;
  const toPublish = and(eq(stories.isPosted, false), isNull(stories.skippedAt));
  const oldWhere = and(active, toPublish, lt(due, windowStart));
  const scheduledInWindow = and(
    gte(stories.scheduledDate, windowStart),
    lte(stories.scheduledDate, tomorrow),
  );
  // Before today only what is still to publish; today's published and skipped ones too (the day's progress,
  // «Deshacer» on a skipped card).
  const shownInWindow = or(toPublish, gte(due, today));
  const [dayRows, movedRows, olderRows] = await Promise.all([
    base()
      .where(
        and(
          active,
          gte(campaignDays.date, windowStart),
          lte(campaignDays.date, tomorrow),
          or(isNull(stories.scheduledDate), scheduledInWindow),
          shownInWindow,
        ),
      )
      .limit(PUBLISHING_WINDOW_LIMIT),
    // Moved onto the window's dates from another day.
    base()
      .where(and(active, scheduledInWindow, ne(stories.scheduledDate, campaignDays.date), shownInWindow))
      .limit(PUBLISHING_WINDOW_LIMIT),
    base()
      .where(oldWhere)
      .orderBy(desc(due), desc(stories.storyNumber))
      .limit(PUBLISHING_OLD_LIMIT + 1),
  ]);
  const dayIds = new Set(dayRows.map((row) => row.id));
  const windowRows = [...dayRows, ...movedRows.filter((row) => !dayIds.has(row.id))];

  const placed = [...windowRows, ...olderRows].map((row) => {
    const dueAt = storyDueInstant(row, timeZone);
    return {
      row,
      dueAt,
      lateness: storyLateness({ dueAt, timeZone, now, campaignEndDate: row.campaignEndDate }),
    };
  });
  // Old leftovers: those of the window the rule calls old, then the older ones, most recent first.
  const inWindow = placed.slice(0, windowRows.length);
  const windowOld = inWindow.filter((p) => p.lateness.group === 'old' && !p.row.isPosted);
  const olderOld = placed.slice(windowRows.length, windowRows.length + PUBLISHING_OLD_LIMIT);
  const old = [...windowOld.sort((a, b) => b.dueAt.getTime() - a.dueAt.getTime()), ...olderOld].slice(
    0,
    PUBLISHING_OLD_LIMIT,
  );
  const shown = [...inWindow.filter((p) => p.lateness.group !== 'old'), ...old].sort((a, b) =>
    comparePublishingOrder(a.row, b.row),
  );
  const oldTotal =
    windowOld.length + (olderRows.length > PUBLISHING_OLD_LIMIT ? await countOlder() : olderRows.length);

  const [media, links] = await Promise.all([
    listMediaOfStories(
      db,
      shown.map((p) => p.row.id),
    ),
    CampaignLinks.read(db, [...new Set(shown.map((p) => p.row.campaignId))], linkBases),
  ]);
  const items = shown.map((placedStory) =>
    publishingItem(placedStory, today, {
      media: media.get(placedStory.row.id),
      trackedLink: links.ofStory(placedStory.row.id, placedStory.row.stickerInfo),
    }),
  );
  return { today, tomorrow, now: now.toISOString(), timeZone, oldTotal, stories: items };

  async function countOlder(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .where(oldWhere);
    return row?.n ?? 0;
  }
}

/** The stories with their day, campaign and approval: the rows «Publicar hoy» reads, before any condition. */
function storyRowsQuery(db: Executor) {
  return db
    .select(columns)
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id));
}

type PublishingRow = Awaited<ReturnType<typeof storyRowsQuery>>[number];

/** One story of «Publicar hoy»'s answer, from its row, its due instant and lateness, and its files. */
function publishingItem(
  {
    row: { requiresApproval, approvalRequiredFrom, approvalStatus, scheduledDate, ...row },
    dueAt,
    lateness,
  }: { row: PublishingRow; dueAt: Date; lateness: ReturnType<typeof storyLateness> },
  today: string,
  {
    media,
    trackedLink,
  }: { media: PublishingStory['media'] | undefined; trackedLink: PublishingStory['trackedLink'] },
): PublishingStory {
  return {
    ...withSkip(row),
    // Approval turned on mid-campaign «desde mañana» does not hold back what was due before (issue 29).
    ...storyApprovalOf(approvalStatus, { requiresApproval, approvalRequiredFrom }, { ...row, scheduledDate }),
    stickerInfo: toRawSticker(row.stickerInfo),
    postedAt: row.postedAt?.toISOString() ?? null,
    dueTime: publishingTime(row),
    dueAt: dueAt.toISOString(),
    status: statusWithLateness(storyStatus({ ...row, isSkipped: row.skippedAt !== null }, today), lateness),
    // A disabled short link leads nowhere: the checklist copies the address itself then.
    checklist: publishingChecklist({
      ...row,
      trackedUrl: trackedLink && !trackedLink.disabled ? trackedLink.url : null,
    }),
    media: media ?? [],
    trackedLink,
  };
}
