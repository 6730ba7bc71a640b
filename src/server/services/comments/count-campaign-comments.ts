import { and, eq, sql } from 'drizzle-orm';
import { type CampaignCommentCountsResponse, COMMENT_MESSAGES } from '../../../shared/api/comments';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { storyCommentReads, storyComments } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedCampaignClient } from '../access/viewer';
import { readMarkJoin, unreadComment } from './count-unread-comments';

/**
 * The comment count and the viewer's unread count of every story of a campaign that has comments (the
 * «Comentarios» button of each story card): two queries whatever the number of stories. A campaign the viewer
 * may not see is NOT_FOUND.
 */
export async function countCampaignComments({
  db,
  viewer,
  campaignId,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
}): Promise<CampaignCommentCountsResponse> {
  assertUuid(campaignId, COMMENT_MESSAGES.campaignNotFound);
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), ownedCampaignClient(viewer, campaigns.clientId)));
  if (!campaign) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.campaignNotFound);
  const rows = await db
    .select({
      storyId: storyComments.storyId,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${unreadComment(viewer)}))::int`,
    })
    .from(storyComments)
    .innerJoin(stories, eq(stories.id, storyComments.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .leftJoin(storyCommentReads, readMarkJoin(viewer))
    .where(eq(campaignDays.campaignId, campaign.id))
    .groupBy(storyComments.storyId);
  return {
    campaignId: campaign.id,
    stories: rows.map((row) => ({
      storyId: row.storyId,
      total: Number(row.total),
      unread: Number(row.unread),
    })),
  };
}
