import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../context/actor';
import { clients } from '../../db/schema/clients';

/**
 * The ownership condition on a campaigns.client_id column: nothing for an admin, otherwise "this campaign's
 * client is the viewer's own client record" (clients.user_id is unique and indexed).
 */
export function ownedCampaignClient(viewer: Viewer, clientIdColumn: AnyPgColumn): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return campaignOfUser(viewer.userId, clientIdColumn);
}

/** The client side of ownedCampaignClient, for a user id or a prepared statement's placeholder. */
export function campaignOfUser(userId: string | Placeholder, clientIdColumn: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${clients} where ${clients.id} = ${clientIdColumn} and ${clients.userId} = ${userId})`;
}
