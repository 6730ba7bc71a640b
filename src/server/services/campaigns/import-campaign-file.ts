import type { CampaignImportResponse } from '../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import { AppError } from '../../errors/app-error';
import type { AppDeps } from '../../http/context';
import { deliverNow } from '../../mail/deliver-now';
import { enqueueMail } from '../../mail/enqueue-mail';
import { campaignUrl } from '../../mail/links';
import { campaignCreatedEmail } from '../../mail/templates/campaign-created';
import { importCampaign } from './import-campaign';

export type ImportCampaignFileDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner'>;

export type ImportCampaignFileResult = CampaignImportResponse;

/**
 * The admin's JSON import: validates the parsed file again with the shared module (the browser's preview is
 * never trusted), writes the campaign and queues the client's campaign-created e-mail in one transaction,
 * then tries the e-mail at once. A failed e-mail never undoes the import: the job keeps retrying.
 */
export async function importCampaignFile(
  deps: ImportCampaignFileDeps,
  input: { clientId: string; file: unknown },
): Promise<ImportCampaignFileResult> {
  const validation = validateCampaignImport(input.file);
  if (!validation.ok) {
    throw new AppError('INVALID_REQUEST', validation.message, validation.errors);
  }
  const { campaign } = validation;
  const { env } = deps;

  const imported = await deps.database.db.transaction(async (tx) => {
    const result = await importCampaign(tx, { clientId: input.clientId, campaign, source: 'import' });
    const message = campaignCreatedEmail({
      to: result.client.email,
      contactName: result.client.name,
      brandName: result.client.brandName,
      campaignTitle: campaign.title,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      totalDays: result.totalDays,
      totalStories: result.totalStories,
      campaignUrl: campaignUrl(env, result.campaignId),
    });
    const { jobId } = await enqueueMail(tx, message, {
      purpose: 'campaign-created',
      clientId: result.client.id,
      campaignId: result.campaignId,
    });
    return { ...result, jobId };
  });

  const delivery = await deliverNow(deps, imported.jobId);
  if (!delivery.delivered) {
    deps.logger.warn(
      { campaignId: imported.campaignId, jobId: imported.jobId, error: delivery.error },
      'campaign-created e-mail not delivered yet; the job will retry',
    );
  }
  return {
    campaign: {
      id: imported.campaignId,
      title: campaign.title,
      clientId: imported.client.id,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      status: campaign.status,
    },
    totalDays: imported.totalDays,
    totalStories: imported.totalStories,
    notification: {
      to: imported.client.email,
      delivered: delivery.delivered,
      ...(delivery.error ? { error: delivery.error } : {}),
    },
  };
}
