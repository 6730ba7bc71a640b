import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ClientListQuery, ClientListResponse } from '../../../shared/clients/admin-client';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { containsPattern } from '../campaigns/like-pattern';
import { toAdminClient } from './client-dto';

/**
 * The admin client list in one query: optional case-insensitive substring search over contact name, brand
 * name and e-mail (LIKE wildcards taken literally), optional status filter, most recent first or by brand
 * name; `total` counts every match even when `limit` cuts the list.
 */
export async function listClients(db: Executor, query: ClientListQuery): Promise<ClientListResponse> {
  const q = query.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const where = and(
    pattern
      ? or(ilike(clients.name, pattern), ilike(clients.brandName, pattern), ilike(clients.email, pattern))
      : undefined,
    query.status ? eq(clients.status, query.status) : undefined,
  );
  const order =
    query.sort === 'brand'
      ? [asc(sql`lower(${clients.brandName})`), asc(clients.id)]
      : [desc(clients.createdAt), desc(clients.id)];
  const rows = await db
    .select({
      id: clients.id,
      userId: clients.userId,
      name: clients.name,
      brandName: clients.brandName,
      email: clients.email,
      phone: clients.phone,
      industry: clients.industry,
      description: clients.description,
      timeZone: clients.timeZone,
      proofRequired: clients.proofRequired,
      status: clients.status,
      invitationStatus: clients.invitationStatus,
      createdAt: clients.createdAt,
      updatedAt: clients.updatedAt,
      total: sql<number>`cast(count(*) over () as int)`,
    })
    .from(clients)
    .where(where)
    .orderBy(...order)
    .limit(query.limit);
  // limit >= 1, so an empty answer means no match at all
  return { clients: rows.map(toAdminClient), total: rows[0]?.total ?? 0 };
}
