import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { generateWithModel, InvalidModelAnswerError } from '../../ai/generate-with-model';
import { generateOfflineCampaign } from '../../ai/offline/generate-offline-campaign';
import { type PreparedCampaign, prepareCampaign } from '../../ai/prepare-campaign';
import type { AiProvider } from '../../ai/provider';
import type { JobContext } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import type { GenerationInput } from './generation-input';

/** How often a long model call extends the job's lease. */
const HEARTBEAT_MS = 30_000;

/** A generated campaign that passed the checks, complete or partial. */
export type GeneratedCampaign = Extract<PreparedCampaign, { ok: true }>;

/**
 * Asks the provider for the campaign: the offline generator, or the model (which repairs or salvages an invalid
 * answer). Throws the model's errors (InvalidModelAnswerError, ModelUnavailableError, ModelRejectedError) and
 * anything unexpected; the caller decides between retry and failure.
 */
export async function generateAiCampaign({
  provider,
  input,
  prepareOptions,
  log,
}: GenerationInput & { provider: AiProvider; log: Logger }): Promise<GeneratedCampaign> {
  if (provider.kind !== 'offline') {
    return (await generateWithModel(provider, input, prepareOptions, log)).prepared;
  }
  const result = prepareCampaign(generateOfflineCampaign(input), prepareOptions);
  if (!result.ok) {
    log.error(
      { errors: result.errors.slice(0, 5) },
      'ai: the offline generator produced an invalid campaign',
    );
    throw new InvalidModelAnswerError(AI_REQUEST_TEXTS.invalidAnswer(result.errors[0]?.message ?? ''));
  }
  return result;
}

/** Runs `work` while extending the job's lease every HEARTBEAT_MS (a model call may take minutes). */
export async function withHeartbeat<T>({
  ctx,
  log,
  work,
}: {
  ctx: Pick<JobContext, 'heartbeat'>;
  log: Logger;
  work: () => Promise<T>;
}): Promise<T> {
  const heartbeat = setInterval(() => {
    ctx.heartbeat().catch((err: unknown) => log.warn({ err }, 'ai: heartbeat failed'));
  }, HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}
