import type { AiRequestDto } from '../../../src/shared/ai/contract';
import type { ServerEvent } from '../../../src/shared/realtime/server-events';

/** An 'ai_request.updated' event as the pipeline publishes it, with the given fields over plain defaults. */
export function aiRequestEvent(
  overrides: Partial<AiRequestDto> & Pick<AiRequestDto, 'id'>,
): Extract<ServerEvent, { type: 'ai_request.updated' }> {
  const now = new Date().toISOString();
  return {
    type: 'ai_request.updated',
    request: {
      status: 'processing',
      message: 'Generando la campaña',
      errorMessage: null,
      failedStep: null,
      provider: 'offline',
      generatedWithoutAi: true,
      generatedCampaignId: null,
      campaignDuration: 7,
      launchDatetime: 'viernes, 14 de noviembre de 2025 a las 12:00',
      createdAt: now,
      updatedAt: now,
      ...overrides,
    },
  };
}
