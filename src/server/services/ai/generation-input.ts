import type { AiBrief } from '../../../shared/ai/contract';
import { launchStartDate } from '../../../shared/ai/launch-text';
import type { PrepareOptions } from '../../ai/prepare-campaign';
import type { CampaignGenerationInput } from '../../ai/prompt';
import type { AiCampaignRequestRow } from '../../db/schema/ai';
import type { StartedAiRequest } from './start-ai-request';

/** What the generator is asked for, and how its answer is checked and completed. */
export interface GenerationInput {
  input: CampaignGenerationInput;
  prepareOptions: PrepareOptions;
}

/** The brief stored with the request, as the wizard sent it. */
function briefOf(row: AiCampaignRequestRow): AiBrief {
  return {
    productDescription: row.productDescription,
    salesProcess: row.salesProcess,
    specialOffers: row.specialOffers,
    campaignDuration: row.campaignDuration as AiBrief['campaignDuration'],
    keyMessage: row.keyMessage,
    launchAt: (row.launchAt ?? row.createdAt).toISOString(),
  };
}

/** The generator's input for a started request: its brief, the brand, the user's AI profile and the first day. */
export function generationInputOf(
  { row, client, aiInfo }: StartedAiRequest,
  timeZone: string,
): GenerationInput {
  const input: CampaignGenerationInput = {
    brief: briefOf(row),
    brand: {
      brandName: client.brandName,
      name: client.name,
      industry: client.industry,
      description: client.description,
    },
    aiInfo: aiInfo
      ? { whoYouAre: aiInfo.whoYouAre, targetAudience: aiInfo.targetAudience, yourStory: aiInfo.yourStory }
      : null,
    startDate: launchStartDate(row.launchAt ?? row.createdAt, timeZone),
  };
  const prepareOptions = {
    startDate: input.startDate,
    days: row.campaignDuration,
    fallbackTitle: `Campaña de lanzamiento de ${client.brandName}`,
  };
  return { input, prepareOptions };
}
