import type { AiRequestDto } from '@shared/ai/contract';
import { AI_SIMULATED_STAGE_DURATIONS_MS } from '@shared/constants';
import type { AiRequestStatus } from '@shared/domain/statuses';

/** The checklist shown while generating (spec section 2), in order. */
export const GENERATION_STAGES = [
  'Recibiendo información',
  'Hablando con el Agente de IA',
  'Analizando tu negocio',
  'Creando historias',
  'Campaña completada',
] as const;

/** Shown on the last item once the simulated stages have run out and the server has not finished yet. */
export const FINALIZING_MESSAGE = 'Finalizando creación de campaña...';

/** Index of 'Campaña completada'; progress equal to the count means every item is done. */
export const LAST_STAGE = GENERATION_STAGES.length - 1;
export const ALL_STAGES_DONE = GENERATION_STAGES.length;

const { receiving, consulting, analyzing, creating } = AI_SIMULATED_STAGE_DURATIONS_MS;
/** When each simulated stage ends, counted from the start of the generation: 5 s, 45 s, 90 s, 120 s. */
export const SIMULATED_STAGE_ENDS_MS = [
  receiving,
  receiving + consulting,
  receiving + consulting + analyzing,
  receiving + consulting + analyzing + creating,
] as const;

/**
 * The local simulation: the index of the stage in progress after `elapsedMs` (0 receiving … 3 creating), then the
 * last item (finalizing). It never reaches 'all done': only the server says the campaign is complete.
 */
export function simulatedStage(elapsedMs: number): number {
  const index = SIMULATED_STAGE_ENDS_MS.findIndex((end) => elapsedMs < end);
  return index === -1 ? LAST_STAGE : index;
}

/** Milliseconds until the simulation moves on, or null when it has nothing left to advance. */
export function msUntilNextSimulatedStage(elapsedMs: number): number | null {
  const end = SIMULATED_STAGE_ENDS_MS.find((stageEnd) => elapsedMs < stageEnd);
  return end === undefined ? null : end - elapsedMs;
}

/** The stage the server's status proves has been reached; null for a failed request. */
export function serverStage(status: AiRequestStatus): number | null {
  switch (status) {
    case 'pending':
      return 0;
    case 'processing':
      return 1;
    case 'ai_completed':
      return 2;
    case 'processing_campaign':
      return 3;
    case 'completed':
    case 'processing_partial':
      return ALL_STAGES_DONE;
    case 'failed':
      return null;
  }
}

export function isSuccessStatus(status: AiRequestStatus): boolean {
  return status === 'completed' || status === 'processing_partial';
}

/** Index of 'Hablando con el Agente de IA' and 'Creando historias': the steps a generation can fail at. */
const MODEL_STAGE = 1;
const CAMPAIGN_STAGE = 3;

/**
 * The item a failed generation stops on (issue 29): the model's step, or 'Creando historias' when storing the
 * campaign failed, as the server says (`failedStep`). Never 'Recibiendo información': the request was received.
 */
export function failedStage(request: Partial<Pick<AiRequestDto, 'failedStep'>>): number {
  return request.failedStep === 'campaign' ? CAMPAIGN_STAGE : MODEL_STAGE;
}

/**
 * What the checklist shows: the further of the simulation and the server (the server jumps ahead when it is
 * faster), but 'Campaña completada' only once the server says so; a failed request, the step it failed at.
 */
export function displayedStage(
  simulated: number,
  request: (Pick<AiRequestDto, 'status'> & Partial<Pick<AiRequestDto, 'failedStep'>>) | null,
): number {
  if (request?.status === 'failed') return failedStage(request);
  const server = request ? serverStage(request.status) : 0;
  if (server === ALL_STAGES_DONE) return ALL_STAGES_DONE;
  return Math.min(LAST_STAGE, Math.max(simulated, server ?? 0));
}

export type StageState = 'done' | 'active' | 'pending';

export function stageState(index: number, progress: number): StageState {
  if (index < progress) return 'done';
  return index === progress ? 'active' : 'pending';
}
