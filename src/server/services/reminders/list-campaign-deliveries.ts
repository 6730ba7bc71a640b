import { desc, eq } from 'drizzle-orm';
import type { StoryDelivery } from '../../../shared/api/admin-today';
import { type CampaignDeliveriesResponse, DELIVERY_LOG_LIMIT } from '../../../shared/api/admin-today';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import { AUTO_PUBLISH_LABELS } from '../../../shared/instagram/auto-publish-texts';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyAutoPublish } from '../../db/schema/instagram';
import { notificationDeliveries } from '../../db/schema/notifications';
import { AppError } from '../../errors/app-error';

/**
 * The delivery log of a campaign's stories (reminders by push and e-mail, with their outcome), newest first and
 * at most DELIVERY_LOG_LIMIT rows, with the campaign's client's zone to show the times in. Two indexed reads:
 * the campaign (NOT_FOUND when unknown) and the log through its stories (notification_deliveries_story_id_idx).
 */
export async function listCampaignDeliveries({
  db,
  campaignId,
  agencyTimeZone,
}: {
  db: Executor;
  campaignId: string;
  agencyTimeZone: string;
}): Promise<CampaignDeliveriesResponse> {
  const [campaign] = await db
    .select({ timeZone: clients.timeZone })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);

  const rows = await db
    .select({
      id: notificationDeliveries.id,
      storyId: stories.id,
      kind: notificationDeliveries.kind,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      dueAt: notificationDeliveries.dueAt,
      sentAt: notificationDeliveries.sentAt,
      detail: notificationDeliveries.detail,
      createdAt: notificationDeliveries.createdAt,
    })
    .from(notificationDeliveries)
    .innerJoin(stories, eq(stories.id, notificationDeliveries.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(DELIVERY_LOG_LIMIT);

  const automatic = await autoPublishEntries(db, campaignId);
  return {
    timeZone: clientTimeZone(campaign.timeZone, agencyTimeZone),
    deliveries: [
      ...automatic,
      ...rows.map(
        (row): StoryDelivery => ({
          ...row,
          // The table's checks hold these to the shared lists.
          kind: row.kind as StoryDelivery['kind'],
          channel: row.channel as StoryDelivery['channel'],
          status: row.status as StoryDelivery['status'],
          dueAt: row.dueAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        }),
      ),
    ]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, DELIVERY_LOG_LIMIT),
  };
}

const AUTO_PUBLISH_STATUS = { published: 'sent', fallback: 'failed' } as const;

/** Each story's «Publicar automáticamente» (issue 32) as a log entry: what happened, and why it fell back. */
async function autoPublishEntries(db: Executor, campaignId: string): Promise<StoryDelivery[]> {
  const rows = await db
    .select({ request: storyAutoPublish })
    .from(storyAutoPublish)
    .innerJoin(stories, eq(stories.id, storyAutoPublish.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId));
  return rows.map(({ request }) => {
    const status =
      request.state === 'published' || request.state === 'fallback'
        ? AUTO_PUBLISH_STATUS[request.state]
        : 'sending';
    return {
      id: `auto-publish-${request.storyId}`,
      storyId: request.storyId,
      kind: 'auto_publish',
      channel: 'instagram',
      status,
      dueAt: request.requestedAt.toISOString(),
      sentAt: status === 'sending' ? null : request.updatedAt.toISOString(),
      detail:
        request.reason ??
        (status === 'sent'
          ? `${AUTO_PUBLISH_LABELS.published}.`
          : `${AUTO_PUBLISH_LABELS[request.state]} (${request.requestedByName}).`),
      createdAt: request.updatedAt.toISOString(),
    };
  });
}
