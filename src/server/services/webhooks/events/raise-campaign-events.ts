import type { WebhookEventData } from '../../../../shared/webhooks/webhook-events';
import type { Executor } from '../../../db/client';
import { emitWebhookEvents, type PendingWebhookEvent, subscribedEvents } from './raise-webhook-events';
import {
  type CampaignContext,
  readCampaignContexts,
  type WebhookActorRef,
  type WebhookEnv,
} from './webhook-refs';

interface RaiseOptions {
  env: WebhookEnv;
  actor: WebhookActorRef;
  /** The app's clock: the envelope's `timestamp` (now when omitted). */
  now?: Date;
}

/** How a campaign was made: in the panel (campaign.created) or from a file (campaign.imported). */
export type CampaignOrigin =
  | { event: 'campaign.created'; origin: WebhookEventData<'campaign.created'>['origin'] }
  | { event: 'campaign.imported'; format: WebhookEventData<'campaign.imported'>['format'] };

/**
 * New campaigns, one event each (a duplicate repeated three times is three campaign.created), raised in the
 * transaction that wrote them, after their days and stories (the counts are the stored ones).
 */
export async function raiseCampaignsMade(
  tx: Executor,
  { campaignIds, how, ...options }: RaiseOptions & { campaignIds: readonly string[]; how: CampaignOrigin },
): Promise<void> {
  if (campaignIds.length === 0) return;
  if (!(await subscribedEvents(tx, [how.event])).size) return;
  const { campaigns, actor } = await readCampaignContexts(tx, options.env, campaignIds, options.actor);
  if (!actor) return;
  const events: PendingWebhookEvent[] = [];
  for (const id of campaignIds) {
    const context = campaigns.get(id);
    if (!context) continue;
    const base = campaignData(context);
    events.push(
      how.event === 'campaign.created'
        ? { event: { type: how.event, data: { ...base, origin: how.origin, actor } } }
        : { event: { type: how.event, data: { ...base, format: how.format, actor } } },
    );
  }
  await emitWebhookEvents(tx, events, options.now);
}

function campaignData({ client, campaign, counts }: CampaignContext) {
  return { client, campaign, dayCount: counts.dayCount, storyCount: counts.storyCount };
}
