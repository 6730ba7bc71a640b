import { desc, eq, sql } from 'drizzle-orm';
import type { CampaignCard } from '../../../shared/api/client-area/campaigns';
import { progressPercentage } from '../../../shared/domain/progress';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';

/**
 * 'Mis Campañas': the campaigns of the signed-in user's client record, newest first, with their day and story
 * counts, in one query. The counts are the campaign's own counters (kept by triggers, see the campaigns schema):
 * the read costs the same whatever the number of stories (issue 28). A user without a client record gets an empty
 * list (client spec section 6).
 */
export async function listClientCampaigns(db: Executor, userId: string): Promise<CampaignCard[]> {
  const rows = await campaignsOfUser(db).execute({ userId });
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    progress: progressPercentage(row.postedStories, row.totalStories, row.skippedStories),
  }));
}

// Built once per database; by the user's id (unique on clients), so a named statement.
const campaignsOfUser = preparedPerDatabase((db) => {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      status: campaigns.status,
      source: campaigns.source,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      createdAt: campaigns.createdAt,
      totalDays: campaigns.dayCount,
      totalStories: campaigns.storyCount,
      postedStories: campaigns.postedCount,
      skippedStories: campaigns.skippedCount,
    })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(clients.userId, sql.placeholder('userId')))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .prepare('client_area_campaigns_of_user');
});
