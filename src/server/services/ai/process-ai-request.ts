import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { JobContext } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { type GeneratedCampaign, generateAiCampaign, withHeartbeat } from './generate-ai-campaign';
import { generationInputOf } from './generation-input';
import { recordGenerationFailure } from './record-generation-failure';
import { markAiAnswerReceived, saveAiCampaign } from './save-ai-campaign';
import { startAiRequest } from './start-ai-request';

export interface ProcessAiRequestDeps {
  db: Db;
  env: Pick<Env, 'APP_TIMEZONE' | 'PUBLIC_URL'>;
  logger: Logger;
  provider: AiProvider;
}

type Ctx = Pick<JobContext, 'job' | 'heartbeat'> & { log?: Logger };

/**
 * The 'ai.generate-campaign' job: pending → processing → ai_completed → processing_campaign → completed (or
 * processing_partial, or failed with a Spanish error_message), each step stored and published to the owner.
 *
 * At most one campaign per request, whatever happens to workers: the campaign is written in the same transaction
 * that sets generated_campaign_id and the final status, after re-reading the request FOR UPDATE; a retry (lease
 * expired, worker crashed) or a second worker finds it finished and stops. A timeout or API failure is thrown so
 * the job runner retries it with back-off; on the job's last attempt the request fails instead.
 */
export async function processAiRequest({
  deps,
  requestId,
  ctx,
}: {
  deps: ProcessAiRequestDeps;
  requestId: string;
  ctx: Ctx;
}): Promise<void> {
  const log = (ctx.log ?? deps.logger).child({ aiRequestId: requestId });
  const started = await startAiRequest(deps, requestId);
  if (!started) return;

  const generation = generationInputOf(started, deps.env.APP_TIMEZONE);
  let prepared: GeneratedCampaign;
  try {
    prepared = await withHeartbeat({
      ctx,
      log,
      work: () => generateAiCampaign({ provider: deps.provider, ...generation, log }),
    });
  } catch (err) {
    const isLastAttempt = ctx.job.attempts >= ctx.job.maxAttempts;
    await recordGenerationFailure({ deps, started, err, isLastAttempt, log });
    return;
  }

  if (!(await markAiAnswerReceived(deps.db, started.row.id))) {
    log.info('ai: request already finished by another attempt; nothing written');
    return;
  }
  await saveAiCampaign({ deps, started, prepared, log });
}
