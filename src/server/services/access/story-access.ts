import { type SQL, sql } from 'drizzle-orm';
import type { Viewer } from '../../context/actor';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';

/**
 * The ownership condition on a stories row: nothing for an admin; for a client, the story's day belongs to a
 * campaign of the viewer's own client record (campaign_days -> campaigns -> clients.user_id).
 */
export function ownedStory(viewer: Viewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  return sql`exists (select 1 from ${campaignDays}
    join ${campaigns} on ${campaigns.id} = ${campaignDays.campaignId}
    join ${clients} on ${clients.id} = ${campaigns.clientId}
    where ${campaignDays.id} = ${stories.campaignDayId} and ${clients.userId} = ${viewer.userId})`;
}
