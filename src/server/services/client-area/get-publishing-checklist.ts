import { and, count, desc, eq, gte, lt, lte, notInArray } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/common';
import {
  PUBLISHING_OVERDUE_LIMIT,
  type PublishingResponse,
  type PublishingStory,
} from '../../../shared/api/client-area/publishing';
import { approvalStateOf } from '../../../shared/approvals/approval-state';
import { addDaysIso } from '../../../shared/dates';
import { publishingChecklist } from '../../../shared/domain/publishing-checklist';
import { comparePublishingOrder, publishingTime } from '../../../shared/domain/publishing-order';
import { CAMPAIGN_STATUSES_ON_HOLD } from '../../../shared/domain/statuses';
import { storyStatus } from '../../../shared/domain/story-status';
import type { Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { toRawSticker } from '../campaigns/raw-sticker';
import { listMediaOfStories } from '../media/list-story-media';

const columns = {
  id: stories.id,
  campaignId: campaigns.id,
  campaignTitle: campaigns.title,
  dayId: campaignDays.id,
  dayDate: campaignDays.date,
  dayOrder: campaignDays.dayOrder,
  storyNumber: stories.storyNumber,
  title: stories.title,
  copyText: stories.copyText,
  visualDescription: stories.visualDescription,
  storyType: stories.storyType,
  timeBlock: stories.timeBlock,
  scheduledTime: stories.scheduledTime,
  stickerInfo: stories.stickerInfo,
  notes: stories.notes,
  isPosted: stories.isPosted,
  postedAt: stories.postedAt,
  requiresApproval: campaigns.requiresApproval,
  approvalStatus: storyApprovals.status,
};

/**
 * 'Publicar hoy' in three queries: the client's overdue stories (the most recent, bounded), today's and
 * tomorrow's, then the files of all of them at once. Today is the client's (its own time zone, else APP_TIMEZONE).
 */
export async function getPublishingChecklist({
  db,
  userId,
  today,
}: {
  db: Executor;
  userId: string;
  today: string;
}): Promise<PublishingResponse> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  if (!client) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  const tomorrow = addDaysIso(today, 1);
  const active = and(
    eq(campaigns.clientId, client.id),
    notInArray(campaigns.status, [...CAMPAIGN_STATUSES_ON_HOLD]),
  );
  const base = () =>
    db
      .select(columns)
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id));
  const [overdueRows, dueRows] = await Promise.all([
    base()
      .where(and(active, eq(stories.isPosted, false), lt(campaignDays.date, today)))
      .orderBy(desc(campaignDays.date), desc(stories.storyNumber))
      .limit(PUBLISHING_OVERDUE_LIMIT + 1),
    base().where(and(active, gte(campaignDays.date, today), lte(campaignDays.date, tomorrow))),
  ]);
  const overdue = overdueRows.slice(0, PUBLISHING_OVERDUE_LIMIT);
  const rows = [...overdue, ...dueRows].sort(comparePublishingOrder);
  const media = await listMediaOfStories(
    db,
    rows.map((r) => r.id),
  );
  const items: PublishingStory[] = rows.map(({ requiresApproval, approvalStatus, ...row }) => ({
    ...row,
    approval: approvalStateOf(approvalStatus, requiresApproval),
    requiresApproval,
    stickerInfo: toRawSticker(row.stickerInfo),
    postedAt: row.postedAt?.toISOString() ?? null,
    dueTime: publishingTime(row),
    status: storyStatus(row, today),
    checklist: publishingChecklist(row),
    media: media.get(row.id) ?? [],
  }));
  return {
    today,
    tomorrow,
    overdueTotal: overdueRows.length > PUBLISHING_OVERDUE_LIMIT ? await countOverdue() : overdue.length,
    stories: items,
  };

  async function countOverdue(): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(stories)
      .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
      .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
      .where(and(active, eq(stories.isPosted, false), lt(campaignDays.date, today)));
    return row?.n ?? 0;
  }
}
