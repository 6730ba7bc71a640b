import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { AI_STATUS_MESSAGES, aiStatusMessage, OFFLINE_PROVIDER } from '../../../shared/ai/status-messages';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/enqueue-mail';
import { campaignUrl } from '../../mail/links';
import { aiCampaignReadyEmail } from '../../mail/templates/ai-campaign-ready';
import { importCampaign } from '../campaigns/import-campaign';
import { raiseCampaignsMade } from '../webhooks/events/raise-campaign-events';
import { systemActor } from '../webhooks/events/webhook-refs';
import { failAiRequest } from './fail-ai-request';
import type { GeneratedCampaign } from './generate-ai-campaign';
import { isFinishedAiRequest, lockAiRequest } from './lock-ai-request';
import type { StartedAiRequest } from './start-ai-request';
import { transitionAiRequest } from './transition-ai-request';

/** The actor the webhook events name for a campaign the AI wizard generated. */
export const AI_WIZARD_ACTOR = 'Asistente de campañas con IA';

/**
 * Records that the answer arrived (ai_completed, then processing_campaign), one transaction each so the brand
 * sees both steps. False when another attempt finished the request meanwhile.
 */
export async function markAiAnswerReceived(db: Db, requestId: string): Promise<boolean> {
  return (
    (await db.transaction((tx) =>
      transitionAiRequest({
        tx,
        requestId,
        next: { status: 'ai_completed', message: AI_STATUS_MESSAGES.ai_completed },
      }),
    )) !== null &&
    (await db.transaction((tx) =>
      transitionAiRequest({
        tx,
        requestId,
        next: { status: 'processing_campaign', message: AI_STATUS_MESSAGES.processing_campaign },
      }),
    )) !== null
  );
}

/**
 * Writes the campaign, sets the request's final status (completed, or processing_partial) with the campaign's id
 * and queues the brand's e-mail, in one transaction after re-reading the request FOR UPDATE: a request another
 * attempt finished is left alone, so there is at most one campaign per request. A client deleted meanwhile
 * fails the request.
 */
export async function saveAiCampaign({
  deps,
  started: { row, client },
  prepared,
  log,
}: {
  deps: { db: Db; env: Pick<Env, 'PUBLIC_URL' | 'APP_TIMEZONE'>; provider: AiProvider };
  started: StartedAiRequest;
  prepared: GeneratedCampaign;
  log: Logger;
}): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockAiRequest(tx, row.id);
    if (!current || isFinishedAiRequest(current)) {
      log.info('ai: request already finished by another attempt; nothing written');
      return;
    }
    let imported: Awaited<ReturnType<typeof importCampaign>>;
    try {
      imported = await importCampaign(tx, { clientId: client.id, campaign: prepared.campaign, source: 'ai' });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await failAiRequest({
        tx,
        env: deps.env,
        row: current,
        client,
        errorMessage: AI_REQUEST_TEXTS.clientGone,
      });
      return;
    }
    const status = prepared.partial ? 'processing_partial' : 'completed';
    await transitionAiRequest({
      tx,
      requestId: row.id,
      next: {
        status,
        message: aiStatusMessage({ status, provider: deps.provider.name }),
        generatedCampaignId: imported.campaignId,
        errorMessage: null,
      },
    });
    await enqueueMail(
      tx,
      aiCampaignReadyEmail({
        to: imported.client.email,
        contactName: imported.client.name,
        brandName: imported.client.brandName,
        campaignTitle: prepared.campaign.title,
        startDate: prepared.campaign.startDate,
        endDate: prepared.campaign.endDate,
        totalDays: imported.totalDays,
        totalStories: imported.totalStories,
        partial: prepared.partial,
        generatedWithoutAi: deps.provider.name === OFFLINE_PROVIDER,
        campaignUrl: campaignUrl(deps.env, imported.campaignId),
      }),
      { purpose: 'ai-campaign-ready', clientId: client.id, campaignId: imported.campaignId },
    );
    // campaign.created by the AI wizard (issue 34): the panel made it, at the brand's request.
    await raiseCampaignsMade(tx, {
      env: deps.env,
      campaignIds: [imported.campaignId],
      how: { event: 'campaign.created', origin: 'ai' },
      actor: systemActor(AI_WIZARD_ACTOR),
    });
    log.info({ campaignId: imported.campaignId, status }, 'ai: campaign created');
  });
}
