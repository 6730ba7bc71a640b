import type { Executor } from '../../db/client';
import type { AiCampaignRequestRow } from '../../db/schema/ai';
import { notifyUser } from '../../realtime/notify-user';
import { toAiRequestDto } from './ai-request-dto';

/** Tells the owner's browsers about the request's new state; delivered when `tx` commits. */
export async function publishAiRequest(tx: Executor, row: AiCampaignRequestRow): Promise<void> {
  await notifyUser(tx, row.userId, { type: 'ai_request.updated', request: toAiRequestDto(row) });
}
