import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../../shared/dates';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';

interface Clock {
  db: Executor;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
  now: Date;
}

/**
 * Today (yyyy-mm-dd) for the client whose login user is `userId`, in its zone. A user with no client record
 * gets the agency's today (the service it feeds answers 404 for it anyway).
 */
export async function clientTodayForUser({ db, agencyTimeZone, now, userId }: Clock & { userId: string }) {
  const [row] = await db
    .select({ timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.userId, userId));
  return todayInTimeZone(clientTimeZone(row?.timeZone, agencyTimeZone), now);
}

/** Today (yyyy-mm-dd) for the client a campaign belongs to, in that client's zone (the agency's if unknown). */
export async function clientTodayForCampaign({
  db,
  agencyTimeZone,
  now,
  campaignId,
}: Clock & { campaignId: string }) {
  const [row] = await db
    .select({ timeZone: clients.timeZone })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, campaignId));
  return todayInTimeZone(clientTimeZone(row?.timeZone, agencyTimeZone), now);
}
