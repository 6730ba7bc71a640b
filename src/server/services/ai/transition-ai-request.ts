import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { AI_TERMINAL_STATUSES } from '../../../shared/ai/contract';
import type { Executor } from '../../db/client';
import {
  type AiCampaignRequestRow,
  type AiRequestProgress,
  type AiRequestStatus,
  aiCampaignRequests,
} from '../../db/schema/ai';
import { publishAiRequest } from './publish-ai-request';

export interface AiTransition {
  status: AiRequestStatus;
  message: string;
  error?: string | null;
  provider?: string;
  errorMessage?: string | null;
  generatedCampaignId?: string | null;
  /** A failure: the step it happened at (kept in openai_response for the wizard's checklist). */
  failedStep?: 'model' | 'campaign';
}

/**
 * Stores one step of a request (status, { stage, message, error }) and publishes it to the owner; the event is
 * delivered when `tx` commits, so the browser never sees a state that was rolled back. A finished request
 * (completed, processing_partial, failed, or with its campaign) is never changed again: null is returned then.
 */
export async function transitionAiRequest({
  tx,
  requestId,
  next,
}: {
  tx: Executor;
  requestId: string;
  next: AiTransition;
}): Promise<AiCampaignRequestRow | null> {
  const progress: AiRequestProgress = {
    stage: next.status,
    message: next.message,
    error: next.error ?? null,
    ...(next.failedStep ? { failedStep: next.failedStep } : {}),
  };
  const [row] = await tx
    .update(aiCampaignRequests)
    .set({
      status: next.status,
      openaiResponse: progress,
      updatedAt: new Date(),
      ...(next.provider !== undefined ? { provider: next.provider } : {}),
      ...(next.errorMessage !== undefined ? { errorMessage: next.errorMessage } : {}),
      ...(next.generatedCampaignId !== undefined ? { generatedCampaignId: next.generatedCampaignId } : {}),
    })
    .where(
      and(
        eq(aiCampaignRequests.id, requestId),
        notInArray(aiCampaignRequests.status, [...AI_TERMINAL_STATUSES]),
        isNull(aiCampaignRequests.generatedCampaignId),
      ),
    )
    .returning();
  if (!row) return null;
  await publishAiRequest(tx, row);
  return row;
}
