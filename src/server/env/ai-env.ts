import { z } from 'zod';

/** The model behind story suggestions: an OpenAI-compatible chat API, or the offline generator when unset. */
export const aiEnvShape = {
  /** OpenAI-compatible chat API (Ollama, vLLM, LM Studio…); unset with AI_API_KEY set: OpenAI. */
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Bearer key of the model API; alone, it selects OpenAI. Unset with no AI_BASE_URL: the offline generator. */
  AI_API_KEY: z.string().min(1).optional(),
  /** Model name; defaults to gpt-4o-mini on OpenAI, required with AI_BASE_URL. */
  AI_MODEL: z.string().min(1).optional(),
  /** Time limit of one model call (each of the job's attempts). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(1_800_000).default(300_000),
  /** Name shown to users ('Consultando con {name}...'); default derived from AI_BASE_URL. */
  AI_PROVIDER_NAME: z.string().min(1).max(60).optional(),
};

type AiEnv = z.output<z.ZodObject<typeof aiEnvShape>>;

export function checkAiEnv(env: AiEnv, ctx: z.RefinementCtx): void {
  if (env.AI_BASE_URL && !env.AI_MODEL && !/\/\/api\.openai\.com(\/|$)/.test(env.AI_BASE_URL)) {
    ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required with AI_BASE_URL' });
  }
  if (env.AI_MODEL && !env.AI_BASE_URL && !env.AI_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AI_MODEL'],
      message: 'needs AI_API_KEY (OpenAI) or AI_BASE_URL (another OpenAI-compatible server)',
    });
  }
}
