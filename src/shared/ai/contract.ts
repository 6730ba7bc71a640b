import { z } from 'zod';
import { CAMPAIGN_DURATION_OPTIONS_DAYS, WIZARD_MIN_TEXT_LENGTH } from '../constants';
import { AI_REQUEST_STATUSES } from '../domain/statuses';
import { multiLineString } from '../text/multi-line';

/**
 * The AI campaign wizard's contract (issue 5), shared by the wizard, the API and the pipeline. Add fields; never
 * rename them (several modules code against these names).
 */

export const AI_BRIEF_TEXT_MAX = 4_000;

export const AI_BRIEF_MESSAGES = {
  minText: `Mínimo ${WIZARD_MIN_TEXT_LENGTH} caracteres`,
  maxText: `Máximo ${AI_BRIEF_TEXT_MAX} caracteres`,
  duration: 'Elige una duración de 7, 14 o 21 días',
  launchAt: 'Elige una fecha y hora de lanzamiento válidas',
  launchInPast: 'La fecha de lanzamiento no puede estar en el pasado',
} as const;

const briefText = multiLineString()
  .trim()
  .min(WIZARD_MIN_TEXT_LENGTH, AI_BRIEF_MESSAGES.minText)
  .max(AI_BRIEF_TEXT_MAX, AI_BRIEF_MESSAGES.maxText);

/** POST /api/ai/requests: the six steps of the brief (step 5, the key message, is optional). */
export const AiBriefBody = z.object({
  /** Step 1 'Producto': what is sold. */
  productDescription: briefText,
  /** Step 2 'Proceso': the sales process. */
  salesProcess: briefText,
  /** Step 3 'Precio': price and offer with bonuses and guarantees. */
  specialOffers: briefText,
  /** Step 4 'Duración'. */
  campaignDuration: z.union(
    CAMPAIGN_DURATION_OPTIONS_DAYS.map((d) => z.literal(d)) as unknown as [
      z.ZodLiteral<7>,
      z.ZodLiteral<14>,
      z.ZodLiteral<21>,
    ],
    { error: AI_BRIEF_MESSAGES.duration },
  ),
  /** Step 5 'Mensaje' (optional). Empty → null. */
  keyMessage: multiLineString()
    .trim()
    .max(AI_BRIEF_TEXT_MAX, AI_BRIEF_MESSAGES.maxText)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Step 6 'Lanzamiento': the launch instant, ISO 8601 with offset (the browser sends its local choice as UTC). */
  launchAt: z.iso.datetime({ offset: true, error: AI_BRIEF_MESSAGES.launchAt }),
});
export type AiBriefBody = z.input<typeof AiBriefBody>;
export type AiBrief = z.output<typeof AiBriefBody>;

export const AiRequestStatusSchema = z.enum(AI_REQUEST_STATUSES);

/** The steps a generation can fail at (AiRequestDto.failedStep). */
export const AI_FAILED_STEPS = ['model', 'campaign'] as const;

/** One AI campaign request as the API returns it (GET /api/ai/requests/{id}, POST answer, SSE events). */
export const AiRequestDto = z
  .object({
    id: z.string(),
    status: AiRequestStatusSchema,
    /** The spec's stage message for the status, naming the provider (see aiStatusMessage). */
    message: z.string(),
    /** Spanish error text when failed. */
    errorMessage: z.string().nullable(),
    /**
     * When failed, the step that failed: 'model' (the AI or the built-in generator did not answer usably) or
     * 'campaign' (storing the campaign it answered); null otherwise. The wizard marks that item of its checklist.
     */
    failedStep: z.enum(AI_FAILED_STEPS).nullable(),
    /** 'offline' for the built-in generator, else the provider name shown to users (e.g. 'OpenAI', 'Ollama'). */
    provider: z.string().nullable(),
    /** True when the built-in offline generator (no AI) produced the campaign. */
    generatedWithoutAi: z.boolean(),
    generatedCampaignId: z.string().nullable(),
    campaignDuration: z.number().int(),
    /** Spanish launch text, e.g. 'viernes, 14 de noviembre de 2025 a las 12:00'. */
    launchDatetime: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AiCampaignRequest' });
export type AiRequestDto = z.infer<typeof AiRequestDto>;

/** POST /api/ai/requests and GET /api/ai/requests/{id}. */
export const AiRequestResponse = z.object({ request: AiRequestDto });
export type AiRequestResponse = z.infer<typeof AiRequestResponse>;

/** GET /api/ai/requests: the client's 10 most recent requests, newest first. */
export const AiRequestListResponse = z.object({ requests: z.array(AiRequestDto) });
export type AiRequestListResponse = z.infer<typeof AiRequestListResponse>;

/** Statuses after which nothing changes any more. */
export const AI_TERMINAL_STATUSES = ['completed', 'processing_partial', 'failed'] as const;
