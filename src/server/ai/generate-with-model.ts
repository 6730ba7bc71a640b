import {
  APICallError,
  generateText,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  parsePartialJson,
  RetryError,
} from 'ai';
import { AI_REQUEST_TEXTS } from '../../shared/ai/request-messages';
import type { Logger } from '../logger';
import { ModelCampaignSchema } from './campaign-schema';
import {
  type PreparedCampaign,
  type PrepareOptions,
  prepareCampaign,
  salvageCampaign,
} from './prepare-campaign';
import { buildCampaignPrompt, buildRepairPrompt, type CampaignGenerationInput } from './prompt';
import type { AiProvider } from './provider';

type ModelProvider = Extract<AiProvider, { kind: 'model' }>;

/** HTTP-level retries of one model call (429, 5xx, network), on top of the job's own attempts. */
const MODEL_CALL_MAX_RETRIES = 2;
/** Problems listed back to the model in the repair attempt. */
const MAX_REPAIR_PROBLEMS = 30;

/** The model answered twice without a usable campaign: retrying the job would not help. */
export class InvalidModelAnswerError extends Error {
  override name = 'InvalidModelAnswerError';
}

/** The API refused the call (wrong key, model or URL): retrying cannot help. */
export class ModelRejectedError extends Error {
  override name = 'ModelRejectedError';
}

/** The model did not answer in time, or the API failed after its retries: the job may try again. */
export class ModelUnavailableError extends Error {
  override name = 'ModelUnavailableError';
}

interface Answer {
  /** The answer as text, sent back in the repair attempt. */
  text: string;
  /** The parsed JSON, or undefined when the text was not JSON. */
  value: unknown;
  /** True when the text was cut short (too long for the model's output limit) and its JSON was closed here. */
  truncated: boolean;
  /** Problems found before the import validator (not JSON, cut short, wrong shape). */
  shapeProblems: string[];
}

const TRUNCATED_PROBLEM =
  'La respuesta se cortó antes de terminar por ser demasiado larga: escribe textos más breves (copy de 1 a 3 frases, visual y notas de una frase) y devuelve el JSON completo.';

/** The answer's JSON; a text cut short is closed (as the SDK does for streams) so its complete days can be kept. */
async function parseAnswer(text: string): Promise<{ value: unknown; truncated: boolean }> {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  try {
    return { value: JSON.parse(trimmed) as unknown, truncated: false };
  } catch {
    const partial = await parsePartialJson(trimmed);
    return partial.state === 'repaired-parse'
      ? { value: partial.value, truncated: true }
      : { value: undefined, truncated: false };
  }
}

async function ask(
  provider: ModelProvider,
  system: string,
  messages: ModelMessage[],
  signal?: AbortSignal,
): Promise<Answer> {
  const timeout = AbortSignal.timeout(provider.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    const result = await generateText({
      model: provider.model,
      system,
      messages,
      output: Output.object({ schema: ModelCampaignSchema, name: 'campaign' }),
      maxRetries: MODEL_CALL_MAX_RETRIES,
      abortSignal,
      temperature: 0.7,
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
    });
    return { text: result.text, value: result.output, truncated: false, shapeProblems: [] };
  } catch (err) {
    if (NoObjectGeneratedError.isInstance(err)) {
      const text = err.text ?? '';
      const { value, truncated } = await parseAnswer(text);
      const detail = err.cause instanceof Error ? err.cause.message : err.message;
      const shapeProblems =
        value === undefined
          ? ['La respuesta no es un JSON válido.']
          : truncated
            ? [TRUNCATED_PROBLEM]
            : [`La respuesta no sigue el formato pedido: ${detail}`.slice(0, 1_000)];
      return { text, value, truncated, shapeProblems };
    }
    if (timeout.aborted) {
      throw new ModelUnavailableError(
        AI_REQUEST_TEXTS.timeout(provider.name, Math.round(provider.timeoutMs / 1000)),
      );
    }
    if (signal?.aborted) throw err;
    // After its own retries the SDK wraps the last failure in a RetryError.
    const cause = RetryError.isInstance(err) ? err.lastError : err;
    const status = APICallError.isInstance(cause) && cause.statusCode ? ` (HTTP ${cause.statusCode})` : '';
    const detail =
      `${provider.name} falló${status}: ${cause instanceof Error ? cause.message : String(cause)}`.slice(
        0,
        500,
      );
    // 400, 401, 404…: a wrong key, model or URL; another attempt would fail the same way.
    if (APICallError.isInstance(cause) && !cause.isRetryable) throw new ModelRejectedError(detail);
    throw new ModelUnavailableError(detail);
  }
}

export interface ModelGenerationResult {
  prepared: Extract<PreparedCampaign, { ok: true }>;
  /** True when the first answer was invalid and the repair attempt was used. */
  repaired: boolean;
}

/**
 * Asks the model for the campaign with structured output; an answer that does not validate (as a JSON import
 * file) gets ONE repair attempt with the problems listed; after that, the days that validate on their own are
 * kept as a partial campaign, and with none the request fails (InvalidModelAnswerError). Timeouts and API
 * failures throw ModelUnavailableError, which the job retries.
 */
export async function generateWithModel(
  provider: ModelProvider,
  input: CampaignGenerationInput,
  opts: PrepareOptions,
  log: Logger,
  signal?: AbortSignal,
): Promise<ModelGenerationResult> {
  const { system, prompt } = buildCampaignPrompt(input);
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
  const first = await ask(provider, system, messages, signal);
  const firstPrepared = check(first, opts);
  if (firstPrepared.ok) return { prepared: firstPrepared, repaired: false };

  log.warn({ problems: firstPrepared.problems.slice(0, 5) }, 'ai: invalid model answer, asking for a repair');
  const second = await ask(
    provider,
    system,
    [
      ...messages,
      { role: 'assistant', content: first.text || '(respuesta vacía)' },
      { role: 'user', content: buildRepairPrompt(firstPrepared.problems.slice(0, MAX_REPAIR_PROBLEMS)) },
    ],
    signal,
  );
  const secondPrepared = check(second, opts);
  if (secondPrepared.ok) return { prepared: secondPrepared, repaired: true };

  for (const answer of [second, first]) {
    if (answer.value === undefined) continue;
    const salvaged = salvageCampaign(answer.truncated ? withoutLastDay(answer.value) : answer.value, opts);
    if (salvaged.ok) return { prepared: salvaged, repaired: true };
  }
  throw new InvalidModelAnswerError(
    AI_REQUEST_TEXTS.invalidAnswer(secondPrepared.problems[0] ?? 'respuesta vacía'),
  );
}

/** The last day of an answer cut short may end mid-sentence: it is not kept. */
function withoutLastDay(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('days' in value) || !Array.isArray(value.days))
    return value;
  return { ...value, days: value.days.slice(0, -1) };
}

function check(
  answer: Answer,
  opts: PrepareOptions,
): Extract<PreparedCampaign, { ok: true }> | { ok: false; problems: string[] } {
  // An answer cut short is never taken as it is: its last day may end mid-sentence.
  if (answer.value === undefined || answer.truncated) return { ok: false, problems: answer.shapeProblems };
  const prepared = prepareCampaign(answer.value, opts);
  if (prepared.ok) return prepared;
  const problems = prepared.errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  return { ok: false, problems: [...answer.shapeProblems, ...problems] };
}
