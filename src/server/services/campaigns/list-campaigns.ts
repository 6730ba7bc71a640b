import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AdminCampaignList, AdminCampaignListQuery } from '../../../shared/campaigns/admin-campaigns';
import { pageCountOf } from '../../../shared/campaigns/pager';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { containsPattern } from './like-pattern';

/**
 * The admin campaign list: search by client brand (case-insensitive substring of the trimmed text), filter by
 * status, newest first, ADMIN_CAMPAIGNS_PAGE_SIZE a page. Two queries whatever the data size: the total, and
 * the page with each campaign's story counts (its counters, kept by triggers: no story is read, issue 28). A page
 * past the end answers an empty list with the real totals.
 */
export async function listCampaigns(db: Executor, query: AdminCampaignListQuery): Promise<AdminCampaignList> {
  const pageSize = ADMIN_CAMPAIGNS_PAGE_SIZE;
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(campaigns.status, query.status));
  if (query.q) conditions.push(ilike(clients.brandName, containsPattern(query.q)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  // Every campaign has its client (not-null foreign key): the count joins clients only to search by brand.
  const totalQuery = db.select({ total: count() }).from(campaigns).$dynamic();
  const [totalRow] = await (query.q
    ? totalQuery.innerJoin(clients, eq(clients.id, campaigns.clientId))
    : totalQuery
  ).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = pageCountOf(total, pageSize);
  const offset = (query.page - 1) * pageSize;

  const rows =
    offset < total
      ? await db
          .select({
            id: campaigns.id,
            title: campaigns.title,
            status: campaigns.status,
            startDate: campaigns.startDate,
            endDate: campaigns.endDate,
            createdAt: campaigns.createdAt,
            clientId: clients.id,
            brandName: clients.brandName,
            totalStories: campaigns.storyCount,
            postedStories: campaigns.postedCount,
            skippedStories: campaigns.skippedCount,
          })
          .from(campaigns)
          .innerJoin(clients, eq(clients.id, campaigns.clientId))
          .where(where)
          // id breaks ties between campaigns created in the same transaction, so pages never overlap.
          .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
          .limit(pageSize)
          .offset(offset)
      : [];

  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      createdAt: row.createdAt.toISOString(),
      client: { id: row.clientId, brandName: row.brandName },
      totalStories: row.totalStories,
      postedStories: row.postedStories,
      skippedStories: row.skippedStories,
    })),
    total,
    page: query.page,
    pageSize,
    pageCount,
  };
}
