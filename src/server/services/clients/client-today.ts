import { eq } from 'drizzle-orm';
import { todayInTimeZone } from '../../../shared/dates';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
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
