import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { aiStatusMessage } from '../../../shared/ai/status-messages';
import {
  InvalidModelAnswerError,
  ModelRejectedError,
  ModelUnavailableError,
} from '../../ai/generate-with-model';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { failAiRequest } from './fail-ai-request';
import { isFinishedAiRequest, lockAiRequest } from './lock-ai-request';
import type { StartedAiRequest } from './start-ai-request';
import { transitionAiRequest } from './transition-ai-request';

/** The Spanish message stored for a generation error, and whether it is one of the model's known errors. */
function describeFailure(err: unknown, providerName: string): { message: string; isKnown: boolean } {
  if (err instanceof InvalidModelAnswerError) return { message: err.message, isKnown: true };
  if (err instanceof ModelUnavailableError) {
    return { message: AI_REQUEST_TEXTS.providerUnavailable(providerName, err.message), isKnown: true };
  }
  if (err instanceof ModelRejectedError) {
    return { message: AI_REQUEST_TEXTS.providerRejected(err.message), isKnown: true };
  }
  return { message: AI_REQUEST_TEXTS.unexpected, isKnown: false };
}

/**
 * What a failed generation leaves. A model that did not answer, before the job's last attempt: the request stays
 * in processing with '(reintentando)' and the error is thrown again, so the runner retries with back-off (the UI
 * sees why it takes longer). Anything else: the request fails (unless another attempt finished it), e-mails
 * queued.
 */
export async function recordGenerationFailure({
  deps,
  started: { row, client },
  err,
  isLastAttempt,
  log,
}: {
  deps: { db: Db; env: Pick<Env, 'PUBLIC_URL'>; provider: AiProvider };
  started: StartedAiRequest;
  err: unknown;
  isLastAttempt: boolean;
  log: Logger;
}): Promise<void> {
  const { db, provider } = deps;
  if (err instanceof ModelUnavailableError && !isLastAttempt) {
    await db.transaction((tx) =>
      transitionAiRequest({
        tx,
        requestId: row.id,
        next: {
          status: 'processing',
          message: `${aiStatusMessage({ status: 'processing', provider: provider.name })} (reintentando)`,
          error: err.message,
        },
      }),
    );
    throw err;
  }
  const { message, isKnown } = describeFailure(err, provider.name);
  if (!isKnown) log.error({ err }, 'ai: generation failed unexpectedly');
  else log.warn({ err: message }, 'ai: generation failed');
  await db.transaction(async (tx) => {
    const current = await lockAiRequest(tx, row.id);
    if (current && !isFinishedAiRequest(current)) {
      await failAiRequest({ tx, env: deps.env, row: current, client, errorMessage: message });
    }
  });
}
