import { randomUUID } from 'node:crypto';
import type { Executor } from '../../../src/server/db/client';
import { campaignDays, campaigns, stories } from '../../../src/server/db/schema/campaigns';
import { clients } from '../../../src/server/db/schema/clients';
import type { CampaignStatus, ClientStatus } from '../../../src/shared/domain/statuses';

/**
 * Small row builders for the admin campaign tests: a client, and a campaign with its days and stories
 * (each day given as the is_posted flags of its stories).
 */

export async function insertClient(
  db: Executor,
  opts: { brandName: string; name?: string; status?: ClientStatus; createdAt?: Date },
) {
  const [row] = await db
    .insert(clients)
    .values({
      name: opts.name ?? 'Contacto Prueba',
      brandName: opts.brandName,
      email: `cliente-${randomUUID().slice(0, 8)}@example.test`,
      status: opts.status ?? 'active',
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertCampaign(
  db: Executor,
  opts: {
    clientId: string;
    title: string;
    status?: CampaignStatus;
    createdAt?: Date;
    startDate?: string;
    /** One entry per day: the is_posted flag of each of its stories. */
    days?: boolean[][];
  },
) {
  const days = opts.days ?? [];
  const startDate = opts.startDate ?? '2026-11-02';
  const [campaign] = await db
    .insert(campaigns)
    .values({
      clientId: opts.clientId,
      title: opts.title,
      status: opts.status ?? 'active',
      startDate,
      endDate: startDate,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning();
  if (days.length === 0) return campaign!;
  const dayRows = await db
    .insert(campaignDays)
    .values(
      days.map((_, i) => ({
        campaignId: campaign!.id,
        date: startDate,
        dayOrder: i + 1,
        title: `Día ${i + 1}`,
      })),
    )
    .returning({ id: campaignDays.id, dayOrder: campaignDays.dayOrder });
  const storyRows = dayRows.flatMap((day) =>
    (days[day.dayOrder - 1] ?? []).map((isPosted, i) => ({
      campaignDayId: day.id,
      storyNumber: i + 1,
      title: `Historia ${i + 1}`,
      copyText: `Texto ${i + 1}`,
      isPosted,
      postedAt: isPosted ? new Date() : null,
    })),
  );
  if (storyRows.length > 0) await db.insert(stories).values(storyRows);
  return campaign!;
}
