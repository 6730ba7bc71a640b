import { and, eq, gt, notInArray, sql } from 'drizzle-orm';
import { AI_TERMINAL_STATUSES, type AiBrief, type AiRequestDto } from '../../../shared/ai/contract';
import { formatLaunchText } from '../../../shared/ai/launch-text';
import {
  AI_MAX_IN_FLIGHT_REQUESTS,
  AI_MAX_REQUESTS_PER_DAY,
  AI_REQUEST_TEXTS,
} from '../../../shared/ai/request-messages';
import { AI_STATUS_MESSAGES } from '../../../shared/ai/status-messages';
import type { Db } from '../../db/client';
import { aiCampaignRequests } from '../../db/schema/ai';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/enqueue-job';
import { toAiRequestDto } from './ai-request-dto';
import { AI_GENERATE_MAX_ATTEMPTS, aiJobDedupeKey, generateAiCampaignJob } from './generate-campaign-job';

const DAY_MS = 86_400_000;
/** A launch time this close to now still counts as "now" (the wizard's clock and ours differ a little). */
const LAUNCH_GRACE_MS = 5 * 60_000;

export interface CreateAiRequestInput {
  userId: string;
  brief: AiBrief;
  /** APP_TIMEZONE: the launch text and the campaign's first day are in it. */
  timeZone: string;
  now?: Date;
}

/**
 * Stores a new request (status pending) for the signed-in user's client record and queues its generation job in
 * the same transaction. The client row is locked FOR UPDATE first, so two requests at once from the same client
 * are counted one after the other: at most AI_MAX_IN_FLIGHT_REQUESTS unfinished and AI_MAX_REQUESTS_PER_DAY in 24
 * hours (429 LIMIT_EXCEEDED beyond). 404 without a client record, 403 when it is not active, 400 for a launch in
 * the past.
 */
export async function createAiRequest(db: Db, input: CreateAiRequestInput): Promise<AiRequestDto> {
  const now = input.now ?? new Date();
  const launchAt = new Date(input.brief.launchAt);
  if (launchAt.getTime() < now.getTime() - LAUNCH_GRACE_MS) {
    throw new AppError('INVALID_REQUEST', AI_REQUEST_TEXTS.launchInPast, [
      { path: 'launchAt', message: AI_REQUEST_TEXTS.launchInPast },
    ]);
  }
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, status: clients.status })
      .from(clients)
      .where(eq(clients.userId, input.userId))
      .for('update');
    if (!client) throw new AppError('NOT_FOUND', AI_REQUEST_TEXTS.noClient);
    if (client.status !== 'active') throw new AppError('FORBIDDEN', AI_REQUEST_TEXTS.clientNotActive);

    const dayAgo = new Date(now.getTime() - DAY_MS);
    const [counts] = await tx
      .select({
        inFlight:
          sql<number>`count(*) filter (where ${notInArray(aiCampaignRequests.status, [...AI_TERMINAL_STATUSES])})`.mapWith(
            Number,
          ),
        lastDay: sql<number>`count(*) filter (where ${gt(aiCampaignRequests.createdAt, dayAgo)})`.mapWith(
          Number,
        ),
      })
      .from(aiCampaignRequests)
      .where(and(eq(aiCampaignRequests.clientId, client.id)));
    if ((counts?.inFlight ?? 0) >= AI_MAX_IN_FLIGHT_REQUESTS) {
      throw new AppError('LIMIT_EXCEEDED', AI_REQUEST_TEXTS.tooManyInFlight(AI_MAX_IN_FLIGHT_REQUESTS));
    }
    if ((counts?.lastDay ?? 0) >= AI_MAX_REQUESTS_PER_DAY) {
      throw new AppError('LIMIT_EXCEEDED', AI_REQUEST_TEXTS.tooManyPerDay(AI_MAX_REQUESTS_PER_DAY));
    }

    const { brief } = input;
    const [row] = await tx
      .insert(aiCampaignRequests)
      .values({
        userId: input.userId,
        clientId: client.id,
        productDescription: brief.productDescription,
        salesProcess: brief.salesProcess,
        specialOffers: brief.specialOffers,
        campaignDuration: brief.campaignDuration,
        keyMessage: brief.keyMessage,
        launchDatetime: formatLaunchText(launchAt, input.timeZone),
        launchAt,
        status: 'pending',
        openaiResponse: { stage: 'pending', message: AI_STATUS_MESSAGES.pending, error: null },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('createAiRequest: the insert returned no row');
    await enqueueJob(
      tx,
      generateAiCampaignJob,
      { requestId: row.id },
      { dedupeKey: aiJobDedupeKey(row.id), maxAttempts: AI_GENERATE_MAX_ATTEMPTS },
    );
    return toAiRequestDto(row);
  });
}
