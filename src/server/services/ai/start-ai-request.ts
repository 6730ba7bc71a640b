import { eq } from 'drizzle-orm';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { aiStatusMessage } from '../../../shared/ai/status-messages';
import type { AiProvider } from '../../ai/provider';
import type { Db } from '../../db/client';
import { type AiCampaignRequestRow, type UserAiInfoRow, userAiInfo } from '../../db/schema/ai';
import { type ClientRow, clients } from '../../db/schema/clients';
import type { Env } from '../../env';
import { failAiRequest } from './fail-ai-request';
import { isFinishedAiRequest, lockAiRequest } from './lock-ai-request';
import { transitionAiRequest } from './transition-ai-request';

/** A request moved to processing, with what its generation needs. */
export interface StartedAiRequest {
  row: AiCampaignRequestRow;
  client: ClientRow;
  aiInfo: UserAiInfoRow | null;
}

/**
 * Locks the request and moves it to processing with the provider's name, in one transaction. Null when there is
 * nothing to generate: the request is finished (another attempt got there), or its client is gone or no longer
 * active (then the request is failed).
 */
export async function startAiRequest(
  deps: { db: Db; env: Pick<Env, 'PUBLIC_URL'>; provider: AiProvider },
  requestId: string,
): Promise<StartedAiRequest | null> {
  return deps.db.transaction(async (tx) => {
    const row = await lockAiRequest(tx, requestId);
    if (!row || isFinishedAiRequest(row)) return null;
    const client = row.clientId
      ? (await tx.select().from(clients).where(eq(clients.id, row.clientId)))[0]
      : undefined;
    if (client?.status !== 'active') {
      await failAiRequest({
        tx,
        env: deps.env,
        row,
        client: client ?? null,
        errorMessage: AI_REQUEST_TEXTS.clientGone,
      });
      return null;
    }
    const [aiInfo] = await tx.select().from(userAiInfo).where(eq(userAiInfo.userId, row.userId));
    await transitionAiRequest({
      tx,
      requestId: row.id,
      next: {
        status: 'processing',
        provider: deps.provider.name,
        message: aiStatusMessage({ status: 'processing', provider: deps.provider.name }),
        errorMessage: null,
      },
    });
    return { row, client, aiInfo: aiInfo ?? null };
  });
}
