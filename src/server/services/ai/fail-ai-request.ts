import { and, eq } from 'drizzle-orm';
import { AI_REQUEST_TEXTS } from '../../../shared/ai/request-messages';
import { AI_STATUS_MESSAGES } from '../../../shared/ai/status-messages';
import type { Executor } from '../../db/client';
import type { AiCampaignRequestRow } from '../../db/schema/ai';
import { user } from '../../db/schema/auth';
import type { ClientRow } from '../../db/schema/clients';
import type { Env } from '../../env';
import { enqueueMail } from '../../mail/enqueue-mail';
import { adminUrl, campaignsUrl } from '../../mail/links';
import { aiCampaignFailedEmail } from '../../mail/templates/ai-campaign-failed';
import { aiCampaignFailedAgencyEmail } from '../../mail/templates/ai-campaign-failed-agency';
import { transitionAiRequest } from './transition-ai-request';

/** The client an AI request's e-mails go to. */
export type AiRequestClient = Pick<ClientRow, 'id' | 'email' | 'name' | 'brandName'>;

/**
 * Marks the request failed (stored with its technical detail, published to the brand with the Spanish message
 * meant for it) and queues the e-mails, in the caller's transaction: the brand's, and one to every active admin
 * with the detail, so the agency learns of it without waiting for the client to call.
 */
export async function failAiRequest({
  tx,
  env,
  row,
  client,
  errorMessage,
}: {
  tx: Executor;
  env: Pick<Env, 'PUBLIC_URL'>;
  row: AiCampaignRequestRow;
  client: AiRequestClient | null;
  errorMessage: string;
}): Promise<void> {
  await transitionAiRequest({
    tx,
    requestId: row.id,
    next: {
      status: 'failed',
      // Where it stopped: once the model's answer was in (ai_completed and after), storing the campaign failed.
      failedStep:
        row.status === 'ai_completed' || row.status === 'processing_campaign' ? 'campaign' : 'model',
      message: AI_STATUS_MESSAGES.error(errorMessage),
      error: errorMessage,
      errorMessage,
    },
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
      campaignsUrl: campaignsUrl(env),
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
        adminUrl: adminUrl(env),
      }),
      { purpose: 'ai-campaign-failed-agency', clientId: client.id },
    );
  }
}
