import { desc, eq, sql } from 'drizzle-orm';
import type { ClientCampaignSummary, ClientDetailResponse } from '../../../shared/clients/admin-client';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns } from '../../db/schema/campaigns';
import { toAdminClient } from './client-dto';
import { getClientRow } from './find-client';

/**
 * The client detail in three queries whatever the number of campaigns: the client, one page of its campaigns (most
 * recent first, ADMIN_CAMPAIGNS_PAGE_SIZE a page) and how many it has. Day and story counts are the campaign's and its
 * days' counters (kept by triggers, see the campaigns schema; issue 28). A completed day has at least one story and
 * all of its stories posted. NOT_FOUND for an unknown id.
 */
export async function getClientDetail({
  db,
  clientId,
  campaignsPage = 1,
}: {
  db: Executor;
  clientId: string;
  campaignsPage?: number;
}): Promise<ClientDetailResponse> {
  const client = await getClientRow({ tx: db, id: clientId });
  const rows = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      createdAt: campaigns.createdAt,
      totalDays: campaigns.dayCount,
      // Per campaign of the page, its days through the campaign index, never its stories.
      completedDays:
        sql<number>`(select count(*) from ${campaignDays} cd where cd.campaign_id = ${campaigns}.id and cd.story_count > 0 and cd.posted_count + cd.skipped_count = cd.story_count)`.mapWith(
          Number,
        ),
      totalStories: campaigns.storyCount,
      postedStories: campaigns.postedCount,
      skippedStories: campaigns.skippedCount,
    })
    .from(campaigns)
    .where(eq(campaigns.clientId, clientId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(ADMIN_CAMPAIGNS_PAGE_SIZE)
    .offset((campaignsPage - 1) * ADMIN_CAMPAIGNS_PAGE_SIZE);
  const campaignsTotal = await db.$count(campaigns, eq(campaigns.clientId, clientId));
  const summaries: ClientCampaignSummary[] = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    client: toAdminClient(client),
    campaigns: summaries,
    campaignsTotal,
    campaignsPage,
    campaignsPageSize: ADMIN_CAMPAIGNS_PAGE_SIZE,
  };
}
