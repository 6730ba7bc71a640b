import { inArray } from 'drizzle-orm';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';

/** What the reminders need of a client: who to reach, where, and its settings. */
export interface ReminderClient {
  id: string;
  userId: string | null;
  name: string;
  brandName: string;
  email: string;
  status: string;
  timeZone: string;
  reminderMinutes: number;
  pushReminders: boolean;
  emailReminders: boolean;
  digestEnabled: boolean;
  digestTime: string;
}

/** The given clients, by id (one query). */
export async function reminderClients({
  db,
  ids,
  agencyTimeZone,
}: {
  db: Executor;
  ids: readonly string[];
  agencyTimeZone: string;
}): Promise<Map<string, ReminderClient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: clients.id,
      userId: clients.userId,
      name: clients.name,
      brandName: clients.brandName,
      email: clients.email,
      status: clients.status,
      timeZone: clients.timeZone,
      reminderMinutes: clients.reminderMinutes,
      pushReminders: clients.pushReminders,
      emailReminders: clients.emailReminders,
      digestEnabled: clients.digestEnabled,
      digestTime: clients.digestTime,
    })
    .from(clients)
    .where(inArray(clients.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.id, { ...row, timeZone: clientTimeZone(row.timeZone, agencyTimeZone) }]),
  );
}
