import { and, eq } from 'drizzle-orm';
import { AI_TERMINAL_STATUSES, type AiBrief } from '../../../shared/ai/contract';
import { launchStartDate } from '../../../shared/ai/launch-text';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { AI_STATUS_MESSAGES, aiStatusMessage, OFFLINE_PROVIDER } from '../../../shared/ai/status-messages';
import {
  generateWithModel,
  InvalidModelAnswerError,
  ModelRejectedError,
  ModelUnavailableError,
} from '../../ai/generate-with-model';
import { generateOfflineCampaign } from '../../ai/offline/generate-offline-campaign';
import { type PreparedCampaign, prepareCampaign } from '../../ai/prepare-campaign';
import type { CampaignGenerationInput } from '../../ai/prompt';
import type { AiProvider } from '../../ai/provider';
import type { Db, Executor } from '../../db/client';
import { type AiCampaignRequestRow, aiCampaignRequests, userAiInfo } from '../../db/schema/ai';
import { user } from '../../db/schema/auth';
import { type ClientRow, clients } from '../../db/schema/clients';
import type { Env } from '../../env';
import { AppError } from '../../errors/app-error';
import type { JobContext } from '../../jobs/job-runner';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/enqueue-mail';
import { aiCampaignFailedEmail } from '../../mail/templates/ai-campaign-failed';
import { aiCampaignFailedAgencyEmail } from '../../mail/templates/ai-campaign-failed-agency';
import { aiCampaignReadyEmail } from '../../mail/templates/ai-campaign-ready';
import { importCampaign } from '../campaigns/import-campaign';
import { transitionAiRequest } from './transition-ai-request';

/** How often a long model call extends the job's lease. */
const HEARTBEAT_MS = 30_000;

export interface ProcessAiRequestDeps {
  db: Db;
  env: Pick<Env, 'APP_TIMEZONE' | 'PUBLIC_URL'>;
  logger: Logger;
  provider: AiProvider;
}

type Ctx = Pick<JobContext, 'job' | 'heartbeat'> & { log?: Logger };

/** Re-reads the request FOR UPDATE: concurrent attempts on the same request queue up here. */
async function lockRequest(tx: Executor, id: string): Promise<AiCampaignRequestRow | undefined> {
  const [row] = await tx.select().from(aiCampaignRequests).where(eq(aiCampaignRequests.id, id)).for('update');
  return row;
}

const isTerminal = (row: AiCampaignRequestRow) =>
  (AI_TERMINAL_STATUSES as readonly string[]).includes(row.status) || row.generatedCampaignId !== null;

function briefOf(row: AiCampaignRequestRow): AiBrief {
  return {
    productDescription: row.productDescription,
    salesProcess: row.salesProcess,
    specialOffers: row.specialOffers,
    campaignDuration: row.campaignDuration as AiBrief['campaignDuration'],
    keyMessage: row.keyMessage,
    launchAt: (row.launchAt ?? row.createdAt).toISOString(),
  };
}

/**
 * The 'ai.generate-campaign' job: pending → processing → ai_completed → processing_campaign → completed (or
 * processing_partial, or failed with a Spanish error_message), each step stored and published to the owner.
 *
 * At most one campaign per request, whatever happens to workers: the campaign is written in the same transaction
 * that sets generated_campaign_id and the final status, after re-reading the request FOR UPDATE; a retry (lease
 * expired, worker crashed) or a second worker finds it finished and stops. A timeout or API failure is thrown so
 * the job runner retries it with back-off; on the job's last attempt the request fails instead.
 */
export async function processAiRequest(
  deps: ProcessAiRequestDeps,
  requestId: string,
  ctx: Ctx,
): Promise<void> {
  const { db, provider } = deps;
  const log = (ctx.log ?? deps.logger).child({ aiRequestId: requestId });

  const started = await db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    if (!row || isTerminal(row)) return null;
    const client = row.clientId
      ? (await tx.select().from(clients).where(eq(clients.id, row.clientId)))[0]
      : undefined;
    if (client?.status !== 'active') {
      await fail(tx, deps, row, client ?? null, AI_REQUEST_TEXTS.clientGone);
      return null;
    }
    const [aiInfo] = await tx.select().from(userAiInfo).where(eq(userAiInfo.userId, row.userId));
    await transitionAiRequest(tx, row.id, {
      status: 'processing',
      provider: provider.name,
      message: aiStatusMessage({ status: 'processing', provider: provider.name }),
      errorMessage: null,
    });
    return { row, client, aiInfo: aiInfo ?? null };
  });
  if (!started) return;
  const { row, client, aiInfo } = started;

  const input: CampaignGenerationInput = {
    brief: briefOf(row),
    brand: {
      brandName: client.brandName,
      name: client.name,
      industry: client.industry,
      description: client.description,
    },
    aiInfo: aiInfo
      ? { whoYouAre: aiInfo.whoYouAre, targetAudience: aiInfo.targetAudience, yourStory: aiInfo.yourStory }
      : null,
    startDate: launchStartDate(row.launchAt ?? row.createdAt, deps.env.APP_TIMEZONE),
  };
  const prepareOptions = {
    startDate: input.startDate,
    days: row.campaignDuration,
    fallbackTitle: `Campaña de lanzamiento de ${client.brandName}`,
  };

  let prepared: Extract<PreparedCampaign, { ok: true }>;
  const heartbeat = setInterval(() => {
    ctx.heartbeat().catch((err: unknown) => log.warn({ err }, 'ai: heartbeat failed'));
  }, HEARTBEAT_MS);
  try {
    if (provider.kind === 'offline') {
      const result = prepareCampaign(generateOfflineCampaign(input), prepareOptions);
      if (!result.ok) {
        log.error(
          { errors: result.errors.slice(0, 5) },
          'ai: the offline generator produced an invalid campaign',
        );
        throw new InvalidModelAnswerError(AI_REQUEST_TEXTS.invalidAnswer(result.errors[0]?.message ?? ''));
      }
      prepared = result;
    } else {
      prepared = (await generateWithModel(provider, input, prepareOptions, log)).prepared;
    }
  } catch (err) {
    const lastAttempt = ctx.job.attempts >= ctx.job.maxAttempts;
    if (err instanceof ModelUnavailableError && !lastAttempt) {
      // Stays in processing; the job runner retries with back-off. The UI sees why it takes longer.
      await db.transaction((tx) =>
        transitionAiRequest(tx, row.id, {
          status: 'processing',
          message: `${aiStatusMessage({ status: 'processing', provider: provider.name })} (reintentando)`,
          error: err.message,
        }),
      );
      throw err;
    }
    const known =
      err instanceof InvalidModelAnswerError ||
      err instanceof ModelUnavailableError ||
      err instanceof ModelRejectedError;
    const message =
      err instanceof InvalidModelAnswerError
        ? err.message
        : err instanceof ModelUnavailableError
          ? AI_REQUEST_TEXTS.providerUnavailable(provider.name, err.message)
          : err instanceof ModelRejectedError
            ? AI_REQUEST_TEXTS.providerRejected(err.message)
            : AI_REQUEST_TEXTS.unexpected;
    if (!known) log.error({ err }, 'ai: generation failed unexpectedly');
    else log.warn({ err: message }, 'ai: generation failed');
    await db.transaction(async (tx) => {
      const current = await lockRequest(tx, row.id);
      if (current && !isTerminal(current)) await fail(tx, deps, current, client, message);
    });
    return;
  } finally {
    clearInterval(heartbeat);
  }

  const stillActive =
    (await db.transaction((tx) =>
      transitionAiRequest(tx, row.id, { status: 'ai_completed', message: AI_STATUS_MESSAGES.ai_completed }),
    )) &&
    (await db.transaction((tx) =>
      transitionAiRequest(tx, row.id, {
        status: 'processing_campaign',
        message: AI_STATUS_MESSAGES.processing_campaign,
      }),
    ));
  if (!stillActive) {
    log.info('ai: request already finished by another attempt; nothing written');
    return;
  }

  await db.transaction(async (tx) => {
    const current = await lockRequest(tx, row.id);
    if (!current || isTerminal(current)) {
      log.info('ai: request already finished by another attempt; nothing written');
      return;
    }
    let imported: Awaited<ReturnType<typeof importCampaign>>;
    try {
      imported = await importCampaign(tx, { clientId: client.id, campaign: prepared.campaign, source: 'ai' });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      await fail(tx, deps, current, client, AI_REQUEST_TEXTS.clientGone);
      return;
    }
    const status = prepared.partial ? 'processing_partial' : 'completed';
    await transitionAiRequest(tx, row.id, {
      status,
      message: aiStatusMessage({ status, provider: provider.name }),
      generatedCampaignId: imported.campaignId,
      errorMessage: null,
    });
    await enqueueMail(
      tx,
      aiCampaignReadyEmail({
        to: imported.client.email,
        contactName: imported.client.name,
        brandName: imported.client.brandName,
        campaignTitle: prepared.campaign.title,
        startDate: prepared.campaign.startDate,
        endDate: prepared.campaign.endDate,
        totalDays: imported.totalDays,
        totalStories: imported.totalStories,
        partial: prepared.partial,
        generatedWithoutAi: provider.name === OFFLINE_PROVIDER,
        campaignUrl: `${deps.env.PUBLIC_URL}/dashboard/campaigns/${imported.campaignId}`,
      }),
      { purpose: 'ai-campaign-ready', clientId: client.id, campaignId: imported.campaignId },
    );
    log.info({ campaignId: imported.campaignId, status }, 'ai: campaign created');
  });
}

/**
 * Marks the request failed (stored with its technical detail, published to the brand with the Spanish message
 * meant for it) and queues the e-mails, in the caller's transaction: the brand's, and one to every active admin
 * with the detail, so the agency learns of it without waiting for the client to call.
 */
async function fail(
  tx: Executor,
  deps: { env: Pick<Env, 'PUBLIC_URL'> },
  row: AiCampaignRequestRow,
  client: Pick<ClientRow, 'id' | 'email' | 'name' | 'brandName'> | null,
  errorMessage: string,
): Promise<void> {
  await transitionAiRequest(tx, row.id, {
    status: 'failed',
    message: AI_STATUS_MESSAGES.error(errorMessage),
    error: errorMessage,
    errorMessage,
  });
  if (!client) return;
  await enqueueMail(
    tx,
    aiCampaignFailedEmail({
      to: client.email,
      contactName: client.name,
      brandName: client.brandName,
      errorMessage: AI_REQUEST_TEXTS.failedForClient,
      launchDatetime: row.launchDatetime,
      campaignsUrl: `${deps.env.PUBLIC_URL}/dashboard/campaigns`,
    }),
    { purpose: 'ai-campaign-failed', clientId: client.id },
  );
  const admins = await tx
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)));
  for (const admin of admins) {
    await enqueueMail(
      tx,
      aiCampaignFailedAgencyEmail({
        to: admin.email,
        brandName: client.brandName,
        clientEmail: client.email,
        technicalDetail: errorMessage,
        launchDatetime: row.launchDatetime,
        adminUrl: `${deps.env.PUBLIC_URL}/admin`,
      }),
      { purpose: 'ai-campaign-failed-agency', clientId: client.id },
    );
  }
}

export { fail as failAiRequest };
