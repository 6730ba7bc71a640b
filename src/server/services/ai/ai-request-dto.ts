import type { AiRequestDto } from '../../../shared/ai/contract';
import { aiStatusMessage, OFFLINE_PROVIDER } from '../../../shared/ai/status-messages';
import type { AiCampaignRequestRow } from '../../db/schema/ai';

/** One request as the API and the realtime events show it. */
export function toAiRequestDto(row: AiCampaignRequestRow): AiRequestDto {
  return {
    id: row.id,
    status: row.status,
    message:
      row.openaiResponse?.message ??
      aiStatusMessage({ status: row.status, provider: row.provider, errorMessage: row.errorMessage }),
    errorMessage: row.errorMessage,
    provider: row.provider,
    generatedWithoutAi: row.provider === OFFLINE_PROVIDER,
    generatedCampaignId: row.generatedCampaignId,
    campaignDuration: row.campaignDuration,
    launchDatetime: row.launchDatetime,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
