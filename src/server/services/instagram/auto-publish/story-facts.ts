import { and, asc, eq, sql } from 'drizzle-orm';
import {
  approvalStateOf,
  canMarkPublished,
  storyRequiresApproval,
} from '../../../../shared/approvals/approval-state';
import { storyDueInstant } from '../../../../shared/domain/due-instant';
import {
  AUTO_PUBLISH_TEXTS,
  type AutoPublishBlocker,
  type AutoPublishStoryFacts,
  autoPublishBlockers,
} from '../../../../shared/instagram/auto-publish';
import { clientTimeZone } from '../../../../shared/time-zones';
import type { Viewer } from '../../../context/actor';
import type { Executor } from '../../../db/client';
import { storyApprovals } from '../../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../../db/schema/campaigns';
import { clients } from '../../../db/schema/clients';
import { instagramConnections, storyAutoPublish } from '../../../db/schema/instagram';
import { trackedLinks } from '../../../db/schema/links';
import { storyMedia } from '../../../db/schema/media';
import { ownedCampaignClient } from '../../access/viewer';

/**
 * Everything «Publicar automáticamente» decides by, for one story (null: not the viewer's): the story and its
 * files, its campaign's approval rule, its client's Instagram connection, and the request if any. Two queries.
 */
export async function autoPublishFacts(
  db: Executor,
  { viewer, storyId, agencyTimeZone }: { viewer: Viewer; storyId: string; agencyTimeZone: string },
) {
  const [row] = await db
    .select({
      storyId: stories.id,
      storyNumber: stories.storyNumber,
      copyText: stories.copyText,
      storyType: stories.storyType,
      stickerInfo: stories.stickerInfo,
      isPosted: stories.isPosted,
      skippedAt: stories.skippedAt,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
      dayDate: campaignDays.date,
      campaignId: campaigns.id,
      campaignStatus: campaigns.status,
      requiresApproval: campaigns.requiresApproval,
      approvalRequiredFrom: campaigns.approvalRequiredFrom,
      approvalStatus: storyApprovals.status,
      clientId: clients.id,
      clientStatus: clients.status,
      clientTimeZone: clients.timeZone,
      connection: instagramConnections,
      request: storyAutoPublish,
      hasTrackedLink: sql<boolean>`exists (select 1 from ${trackedLinks} where ${trackedLinks.storyId} = ${stories.id})`,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .leftJoin(instagramConnections, eq(instagramConnections.clientId, clients.id))
    .leftJoin(storyAutoPublish, eq(storyAutoPublish.storyId, stories.id))
    .where(and(eq(stories.id, storyId), ownedCampaignClient(viewer, campaigns.clientId)));
  if (!row) return null;
  const media = await db
    .select({
      id: storyMedia.id,
      kind: storyMedia.kind,
      mimeType: storyMedia.mimeType,
      width: storyMedia.width,
      height: storyMedia.height,
      durationMs: storyMedia.durationMs,
      videoCodec: storyMedia.videoCodec,
      audioCodec: storyMedia.audioCodec,
    })
    .from(storyMedia)
    .where(eq(storyMedia.storyId, storyId))
    .orderBy(asc(storyMedia.position));
  const timeZone = clientTimeZone(row.clientTimeZone, agencyTimeZone);
  const requiresApproval = storyRequiresApproval(row, row);
  const approved = canMarkPublished(approvalStateOf(row.approvalStatus, requiresApproval), requiresApproval);
  const storyFacts: AutoPublishStoryFacts = {
    copyText: row.copyText,
    storyType: row.storyType,
    stickerInfo: row.stickerInfo,
    hasTrackedLink: row.hasTrackedLink,
    media: media.map((file) => ({
      kind: file.kind,
      mimeType: file.mimeType,
      ...(file.width !== null ? { width: file.width } : {}),
      ...(file.height !== null ? { height: file.height } : {}),
      ...(file.durationMs !== null ? { durationMs: file.durationMs } : {}),
      ...(file.videoCodec ? { videoCodec: file.videoCodec } : {}),
      ...(file.audioCodec ? { audioCodec: file.audioCodec } : {}),
    })),
  };
  const connection = row.connection?.status === 'active' ? row.connection : null;
  return {
    ...row,
    media,
    timeZone,
    dueAt: storyDueInstant(row, timeZone),
    approved,
    connection,
    /** The story's state and its account's first, then the story's own (shared/instagram/auto-publish.ts). */
    blockers: [
      ...stateBlockers({ connection, isPosted: row.isPosted, skipped: row.skippedAt !== null }),
      ...autoPublishBlockers(storyFacts),
    ],
  };
}

export type AutoPublishFacts = NonNullable<Awaited<ReturnType<typeof autoPublishFacts>>>;

function stateBlockers(state: {
  connection: { accountType: string } | null;
  isPosted: boolean;
  skipped: boolean;
}): { code: AutoPublishBlocker; message: string }[] {
  const codes: AutoPublishBlocker[] = [];
  if (!state.connection) codes.push('not_connected');
  else if (state.connection.accountType !== 'BUSINESS') codes.push('not_business');
  if (state.isPosted) codes.push('already_posted');
  if (state.skipped) codes.push('skipped');
  return codes.map((code) => ({ code, message: AUTO_PUBLISH_TEXTS.blockers[code] }));
}
