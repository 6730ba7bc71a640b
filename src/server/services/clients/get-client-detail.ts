import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClientCampaignSummary, ClientDetailResponse } from '../../../shared/clients/admin-client';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { toAdminClient } from './client-dto';
import { getClientRow } from './find-client';

/**
 * The client detail in three queries whatever the number of campaigns: the client, one page of its campaigns (most
 * recent first, ADMIN_CAMPAIGNS_PAGE_SIZE a page) and how many it has. Per-campaign day and story counts are aggregated from a per-day CTE. A completed day has at least one
 * story and all of its stories posted. NOT_FOUND for an unknown id.
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
  const dayStats = db.$with('day_stats').as(
    db
      .select({
        campaignId: campaignDays.campaignId,
        dayId: sql<string>`${campaignDays.id}`.as('day_id'),
        storyCount: sql<number>`cast(count(${stories.id}) as int)`.as('story_count'),
        postedCount: sql<number>`cast(count(${stories.id}) filter (where ${stories.isPosted}) as int)`.as(
          'posted_count',
        ),
      })
      .from(campaignDays)
      .innerJoin(campaigns, and(eq(campaigns.id, campaignDays.campaignId), eq(campaigns.clientId, clientId)))
      .leftJoin(stories, eq(stories.campaignDayId, campaignDays.id))
      .groupBy(campaignDays.campaignId, campaignDays.id),
  );
  const rows = await db
    .with(dayStats)
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      createdAt: campaigns.createdAt,
      totalDays: sql<number>`cast(count(${dayStats.dayId}) as int)`,
      completedDays: sql<number>`cast(count(${dayStats.dayId}) filter (where ${dayStats.storyCount} > 0 and ${dayStats.postedCount} = ${dayStats.storyCount}) as int)`,
      totalStories: sql<number>`cast(coalesce(sum(${dayStats.storyCount}), 0) as int)`,
      postedStories: sql<number>`cast(coalesce(sum(${dayStats.postedCount}), 0) as int)`,
    })
    .from(campaigns)
    .leftJoin(dayStats, eq(dayStats.campaignId, campaigns.id))
    .where(eq(campaigns.clientId, clientId))
    .groupBy(campaigns.id)
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
