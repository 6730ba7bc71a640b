import type { AiRequestDto } from '../../../shared/ai/contract';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { AI_STATUS_MESSAGES, aiStatusMessage, OFFLINE_PROVIDER } from '../../../shared/ai/status-messages';
import type { AiCampaignRequestRow } from '../../db/schema/ai';

/**
 * One request as the brand sees it (API and realtime events). A failure reads the same Spanish message whatever
 * happened: the stored error_message is the technical detail, for the agency (dashboard and e-mail).
 */
export function toAiRequestDto(row: AiCampaignRequestRow): AiRequestDto {
  const errorMessage = row.status === 'failed' ? AI_REQUEST_TEXTS.failedForClient : null;
  return {
    id: row.id,
    status: row.status,
    message:
      row.status === 'failed'
        ? AI_STATUS_MESSAGES.error(errorMessage)
        : (row.openaiResponse?.message ??
          aiStatusMessage({ status: row.status, provider: row.provider, errorMessage: null })),
    errorMessage,
    failedStep: row.status === 'failed' ? (row.openaiResponse?.failedStep ?? 'model') : null,
    provider: row.provider,
    generatedWithoutAi: row.provider === OFFLINE_PROVIDER,
    generatedCampaignId: row.generatedCampaignId,
    campaignDuration: row.campaignDuration,
    launchDatetime: row.launchDatetime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
