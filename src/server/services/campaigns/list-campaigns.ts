import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AdminCampaignList, AdminCampaignListQuery } from '../../../shared/campaigns/admin-campaigns';
import { pageCountOf } from '../../../shared/campaigns/pager';
import { ADMIN_CAMPAIGNS_PAGE_SIZE } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { containsPattern } from './like-pattern';

/**
 * The admin campaign list: search by client brand (case-insensitive substring of the trimmed text), filter by
 * status, newest first, ADMIN_CAMPAIGNS_PAGE_SIZE a page. At most two queries whatever the data size: the page with
 * each campaign's story counts (its counters, kept by triggers: no story is read, issue 28), and the total, counted
 * only when the page does not show that it is the last one. A page past the end answers an empty list with
 * the real totals.
 */
export async function listCampaigns(db: Executor, query: AdminCampaignListQuery): Promise<AdminCampaignList> {
  const pageSize = ADMIN_CAMPAIGNS_PAGE_SIZE;
  const shape = statementsOf(db, { byStatus: query.status !== undefined, bySearch: Boolean(query.q) });
  const filters = {
    status: query.status ?? null,
    pattern: query.q ? containsPattern(query.q) : null,
  };
  const offset = (query.page - 1) * pageSize;
  // One row more than a page: when it does not come, this page is the last one and the total is known without
  // counting (a brand search usually fits one page); otherwise, or past the end, the campaigns are counted.
  const fetched = await shape.page.execute({ ...filters, limit: pageSize + 1, offset });
  const isLastPage = fetched.length <= pageSize && (fetched.length > 0 || offset === 0);
  const total = isLastPage ? offset + fetched.length : ((await shape.total.execute(filters))[0]?.total ?? 0);
  const rows = fetched.slice(0, pageSize);
  const pageCount = pageCountOf(total, pageSize);

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

interface Shape {
  byStatus: boolean;
  bySearch: boolean;
}

/**
 * The two statements of one combination of filters (status or not, search or not), built once per database
 * (query building cost as much app CPU as the page's whole round trip). Unnamed: the plan of a brand search
 * depends on its pattern, so PostgreSQL plans each run with the actual values.
 */
function statementsOf(db: Executor, shape: Shape) {
  const key = Number(shape.byStatus) * 2 + Number(shape.bySearch);
  return statementsByShape[key]!(db);
}

const statementsByShape = [0, 1, 2, 3].map((key) =>
  preparedPerDatabase((db) => buildStatements(db, { byStatus: key >= 2, bySearch: key % 2 === 1 })),
);

function buildStatements(db: Executor, { byStatus, bySearch }: Shape) {
  const conditions: SQL[] = [];
  if (byStatus) conditions.push(eq(campaigns.status, sql.placeholder('status')));
  if (bySearch) conditions.push(ilike(clients.brandName, sql.placeholder('pattern')));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  // Every campaign has its client (not-null foreign key): the count joins clients only to search by brand.
  const totalQuery = db.select({ total: count() }).from(campaigns).$dynamic();
  const total = (bySearch ? totalQuery.innerJoin(clients, eq(clients.id, campaigns.clientId)) : totalQuery)
    .where(where)
    .prepare('');
  const page = db
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
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
  return { total, page };
}
