import { z } from 'zod';
import { resolveAiProvider } from '../../ai/provider';
import { defineJob } from '../../jobs/define-job';
import { processAiRequest } from './process-ai-request';

/** Attempts of the generation job: a timeout or an API failure is retried with back-off, then the request fails. */
export const AI_GENERATE_MAX_ATTEMPTS = 3;

/** The generation job's dedupe key: one job per request. */
export const aiJobDedupeKey = (requestId: string) => `ai-request:${requestId}`;

/**
 * The job that turns one AI request into a campaign (queued by createAiRequest with the dedupe key
 * 'ai-request:{id}'), run with the provider the configuration names (or the offline generator).
 */
export const generateAiCampaignJob = defineJob({
  type: 'ai.generate-campaign',
  payload: z.object({ requestId: z.uuid() }),
  handler: (deps) => {
    const provider = resolveAiProvider(deps.env);
    return (payload, ctx) =>
      processAiRequest({ deps: { ...deps, provider }, requestId: payload.requestId, ctx });
  },
});
