import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { StoryApproval } from '../../../shared/api/approvals';
import {
  approvalStateOf,
  type StoredApprovalStatus,
  storyRequiresApproval,
} from '../../../shared/approvals/approval-state';
import type { Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, type StoredStickerInfo, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyContentVersion } from './content-version';

/** A story with what its approval needs: its content, its day, its campaign's rule and its stored approval. */
export interface ApprovalStoryRow {
  id: string;
  campaignId: string;
  clientId: string;
  requiresApproval: boolean;
  approvalRequiredFrom: string | null;
  dayId: string;
  dayOrder: number;
  dayDate: string;
  dayTitle: string;
  dayTheme: string | null;
  storyNumber: number;
  title: string;
  copyText: string;
  visualDescription: string | null;
  storyType: string;
  timeBlock: string | null;
  stickerInfo: StoredStickerInfo | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  isPosted: boolean;
  status: StoredApprovalStatus | null;
  contentHash: string | null;
  comment: string | null;
  decidedAt: Date | null;
  decidedVia: 'link' | 'panel' | null;
}

/** The stories matching `where` (over stories, campaign_days, campaigns and clients), by day then number. */
export async function selectApprovalStories({
  db,
  where,
  lock = false,
}: {
  db: Executor;
  where: SQL | undefined;
  lock?: boolean;
}): Promise<ApprovalStoryRow[]> {
  const query = db
    .select({
      id: stories.id,
      campaignId: campaigns.id,
      clientId: campaigns.clientId,
      requiresApproval: campaigns.requiresApproval,
      approvalRequiredFrom: campaigns.approvalRequiredFrom,
      dayId: campaignDays.id,
      dayOrder: campaignDays.dayOrder,
      dayDate: campaignDays.date,
      dayTitle: campaignDays.title,
      dayTheme: campaignDays.theme,
      storyNumber: stories.storyNumber,
      title: stories.title,
      copyText: stories.copyText,
      visualDescription: stories.visualDescription,
      storyType: stories.storyType,
      timeBlock: stories.timeBlock,
      stickerInfo: stories.stickerInfo,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      isPosted: stories.isPosted,
      status: storyApprovals.status,
      contentHash: storyApprovals.contentHash,
      comment: storyApprovals.comment,
      decidedAt: storyApprovals.decidedAt,
      decidedVia: storyApprovals.decidedVia,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .where(where)
    .orderBy(asc(campaignDays.dayOrder), asc(stories.storyNumber), asc(stories.id));
  // The story rows are locked (media writers lock them too), so nothing changes what is compared and written.
  return lock ? query.for('update', { of: stories }) : query;
}

/** The stories of a campaign, or of one of its days. */
export function campaignScope(campaignId: string, dayId: string | null): SQL | undefined {
  return and(eq(campaigns.id, campaignId), dayId ? eq(campaignDays.id, dayId) : undefined);
}

/** The story's current content fingerprint. */
export function versionOf(row: ApprovalStoryRow, mediaIds: readonly string[]): string {
  return storyContentVersion({ ...row, mediaIds });
}

/** The approval as the API answers it. */
export function toStoryApproval(row: ApprovalStoryRow, version: string): StoryApproval {
  return {
    state: approvalStateOf(row.status, storyRequiresApproval(row, row)),
    version,
    comment: row.comment,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedVia: row.decidedVia,
  };
}
