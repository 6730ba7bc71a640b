import { eq } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import type { NotificationSettings, NotificationSettingsResponse } from '../../../shared/api/notifications';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';

const settingsColumns = {
  reminderMinutes: clients.reminderMinutes,
  pushReminders: clients.pushReminders,
  emailReminders: clients.emailReminders,
  digestEnabled: clients.digestEnabled,
  digestTime: clients.digestTime,
  timeZone: clients.timeZone,
};

type Row = NotificationSettings & { timeZone: string | null };

function toResponse({ timeZone, ...settings }: Row, agencyTimeZone: string): NotificationSettingsResponse {
  return { settings, timeZone: clientTimeZone(timeZone, agencyTimeZone) };
}

/** GET /api/client/notifications: the signed-in client's reminder settings; 404 without a client record. */
export async function getNotificationSettings({
  db,
  userId,
  agencyTimeZone,
}: {
  db: Executor;
  userId: string;
  agencyTimeZone: string;
}): Promise<NotificationSettingsResponse> {
  const [row] = await db.select(settingsColumns).from(clients).where(eq(clients.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  return toResponse(row, agencyTimeZone);
}

/**
 * PUT /api/client/notifications: one UPDATE. The planner reads the settings at each tick, so a new lead time or a
 * channel turned off applies to every reminder not yet sent.
 */
export async function updateNotificationSettings({
  db,
  userId,
  agencyTimeZone,
  settings,
}: {
  db: Executor;
  userId: string;
  agencyTimeZone: string;
  settings: NotificationSettings;
}): Promise<NotificationSettingsResponse> {
  const [row] = await db
    .update(clients)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(clients.userId, userId))
    .returning(settingsColumns);
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.clientNotFound);
  return toResponse(row, agencyTimeZone);
}
