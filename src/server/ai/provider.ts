import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { OFFLINE_PROVIDER } from '../../shared/ai/status-messages';
import type { Env } from '../env';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/** The model the pipeline talks to, or the built-in offline generator when none is configured. */
export type AiProvider =
  | { kind: 'offline'; name: typeof OFFLINE_PROVIDER }
  | {
      kind: 'model';
      /** Shown to users: 'OpenAI', 'Ollama', 'LM Studio', 'vLLM' or the API's host. */
      name: string;
      baseUrl: string;
      modelId: string;
      model: LanguageModel;
      timeoutMs: number;
    };

type AiEnv = Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_PROVIDER_NAME'>;

/** A readable name for an OpenAI-compatible base URL (AI_PROVIDER_NAME overrides it). */
export function providerDisplayName(baseUrl: string): string {
  const url = new URL(baseUrl);
  const host = url.hostname.toLowerCase();
  if (host === 'api.openai.com') return 'OpenAI';
  if (host.includes('ollama') || url.port === '11434') return 'Ollama';
  if (host.includes('lmstudio') || url.port === '1234') return 'LM Studio';
  if (host.includes('vllm')) return 'vLLM';
  return url.host;
}

/**
 * OpenAI when only AI_API_KEY is set; any OpenAI-compatible server with AI_BASE_URL (key optional); the offline
 * generator when neither is set. Structured output goes as a JSON schema (response_format json_schema, not
 * strict, which OpenAI, Ollama, vLLM and LM Studio accept); the prompt also spells the format out.
 */
export function resolveAiProvider(env: AiEnv, fetchImpl?: typeof fetch): AiProvider {
  if (!env.AI_BASE_URL && !env.AI_API_KEY) return { kind: 'offline', name: OFFLINE_PROVIDER };
  const baseUrl = (env.AI_BASE_URL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
  const name = env.AI_PROVIDER_NAME ?? providerDisplayName(baseUrl);
  const modelId = env.AI_MODEL ?? OPENAI_DEFAULT_MODEL;
  const provider = createOpenAICompatible({
    name: 'campaignModel',
    baseURL: baseUrl,
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
    supportsStructuredOutputs: true,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  return {
    kind: 'model',
    name,
    baseUrl,
    modelId,
    model: provider.chatModel(modelId),
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}
