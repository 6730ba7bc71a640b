import { eq } from 'drizzle-orm';
import { AI_TERMINAL_STATUSES } from '../../../shared/ai/contract';
import type { Executor } from '../../db/client';
import { type AiCampaignRequestRow, aiCampaignRequests } from '../../db/schema/ai';

/** Re-reads the request FOR UPDATE: concurrent attempts on the same request queue up here. */
export async function lockAiRequest(tx: Executor, id: string): Promise<AiCampaignRequestRow | undefined> {
  const [row] = await tx.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, id)).for('update');
  return row;
}

/** Finished: a terminal status, or its campaign already written. Never changed again. */
export const isFinishedAiRequest = (row: AiCampaignRequestRow) =>
  (AI_TERMINAL_STATUSES as readonly string[]).includes(row.status) || row.generatedCampaignId !== null;
