import { z } from 'zod';
import { resolveAiProvider } from '../../ai/provider';
import type { JobDeps } from '../../jobs/handlers';
import { type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { processAiRequest } from './process-ai-request';

const Payload = z.object({ requestId: z.uuid() });

/** The 'ai.generate-campaign' handler, with the provider the configuration names (or the offline generator). */
export function createAiJobHandler(deps: JobDeps): JobHandler {
  const provider = resolveAiProvider(deps.env);
  return async (payload, ctx) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('ai.generate-campaign: invalid payload');
    await processAiRequest({ ...deps, provider }, parsed.data.requestId, ctx);
  };
}
