import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import type { AdminDashboard } from '../../../shared/campaigns/admin-campaigns';
import { ADMIN_RECENT_LIST_LIMIT } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { aiCampaignRequests } from '../../db/schema/ai';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';

/**
 * The admin dashboard (admin spec 'Admin dashboard'): the three counts and the five most recent clients and
 * campaigns, and the failed AI generations of the last FAILED_AI_WINDOW_DAYS days (for the agency: the brands only
 * see a generic message), in four queries whatever the data size, each served by an index. 'Campañas Activas' and
 * 'Campañas Completadas' count the stored campaign status (spec section 4).
 */
export const FAILED_AI_WINDOW_DAYS = 14;

export async function getAdminDashboard(db: Executor): Promise<AdminDashboard> {
  const [stats] = await db
    .select({
      totalClients: db.$count(clients),
      activeCampaigns: db.$count(campaigns, eq(campaigns.status, 'active')),
      completedCampaigns: db.$count(campaigns, eq(campaigns.status, 'completed')),
    })
    .from(sql`(select 1) as one`);

  const recentClients = await db
    .select({
      id: clients.id,
      name: clients.name,
      brandName: clients.brandName,
      email: clients.email,
      status: clients.status,
      createdAt: clients.createdAt,
    })
    .from(clients)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(ADMIN_RECENT_LIST_LIMIT);

  const recentCampaigns = await db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      status: campaigns.status,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      clientId: clients.id,
      brandName: clients.brandName,
    })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(ADMIN_RECENT_LIST_LIMIT);

  const failedAiRequests = await db
    .select({
      id: aiCampaignRequests.id,
      clientId: clients.id,
      brandName: clients.brandName,
      failedAt: aiCampaignRequests.updatedAt,
      launchDatetime: aiCampaignRequests.launchDatetime,
      detail: aiCampaignRequests.errorMessage,
    })
    .from(aiCampaignRequests)
    .innerJoin(clients, eq(clients.id, aiCampaignRequests.clientId))
    .where(
      and(
        eq(aiCampaignRequests.status, 'failed'),
        gt(aiCampaignRequests.updatedAt, new Date(Date.now() - FAILED_AI_WINDOW_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(aiCampaignRequests.updatedAt), desc(aiCampaignRequests.id))
    .limit(ADMIN_RECENT_LIST_LIMIT);

  return {
    stats: {
      totalClients: Number(stats?.totalClients ?? 0),
      activeCampaigns: Number(stats?.activeCampaigns ?? 0),
      completedCampaigns: Number(stats?.completedCampaigns ?? 0),
    },
    recentClients: recentClients.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    recentCampaigns: recentCampaigns.map(({ clientId, brandName, ...row }) => ({
      ...row,
      client: { id: clientId, brandName },
    })),
    failedAiRequests: failedAiRequests.map(({ clientId, brandName, failedAt, detail, ...row }) => ({
      ...row,
      client: { id: clientId, brandName },
      failedAt: failedAt.toISOString(),
      detail: detail ?? AI_REQUEST_TEXTS.unexpected,
    })),
  };
}
