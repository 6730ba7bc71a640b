import { and, desc, eq } from 'drizzle-orm';
import type { AiRequestDto } from '../../../shared/ai/contract';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import type { Executor } from '../../db/client';
import { aiCampaignRequests } from '../../db/schema/ai';
import { AppError } from '../../errors/app-error';
import { toAiRequestDto } from './ai-request-dto';

/** Requests the list returns (the latest ones: enough to resume one still being generated). */
const AI_REQUEST_LIST_LIMIT = 10;

/** The user's own request; 404 for another user's or an unknown id (never telling which). */
export async function getOwnAiRequest({
  db,
  userId,
  requestId,
}: {
  db: Executor;
  userId: string;
  requestId: string;
}): Promise<AiRequestDto> {
  const [row] = await db
    .select()
    .from(aiCampaignRequests)
    .where(and(eq(aiCampaignRequests.id, requestId), eq(aiCampaignRequests.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', AI_REQUEST_TEXTS.notFound);
  return toAiRequestDto(row);
}

/** The user's latest requests, newest first (one query on the user_id, created_at, id index). */
export async function listOwnAiRequests(db: Executor, userId: string): Promise<AiRequestDto[]> {
  const rows = await db
    .select()
    .from(aiCampaignRequests)
    .where(eq(aiCampaignRequests.userId, userId))
    .orderBy(desc(aiCampaignRequests.createdAt), desc(aiCampaignRequests.id))
    .limit(AI_REQUEST_LIST_LIMIT);
  return rows.map(toAiRequestDto);
}
