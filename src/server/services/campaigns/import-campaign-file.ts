import type { CampaignImportResponse, NormalizedCampaign } from '../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import type { AppDeps } from '../../context/app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { campaignUrl } from '../../mail/links';
import { campaignCreatedEmail } from '../../mail/templates/campaign-created';
import { deliverNow } from '../mail/deliver-now';
import { type ImportCampaignInput, type ImportedCampaign, importCampaign } from './import-campaign';

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
  const imported = await writeImportedCampaign({
    deps,
    input: { clientId: input.clientId, campaign: validation.campaign, source: 'import' },
  });
  return notifyImportedCampaign(deps, imported);
}

export interface WrittenImport extends ImportedCampaign {
  campaign: NormalizedCampaign;
  /** The campaign-created e-mail's job. */
  jobId: string;
}

/**
 * The import's one transaction: the campaign with its days, stories (and their files' rows, for a .zip) through
 * importCampaign, and the client's campaign-created e-mail queued (outbox). Nothing is written if it throws.
 * `beforeWrite` runs first in the same transaction (a .zip import keeps its stored objects: keepStoredObjects).
 */
export async function writeImportedCampaign({
  deps,
  input,
  beforeWrite,
}: {
  deps: Pick<ImportCampaignFileDeps, 'env' | 'database'>;
  input: ImportCampaignInput;
  beforeWrite?: (tx: Tx) => Promise<void>;
}): Promise<WrittenImport> {
  const { campaign } = input;
  const { env } = deps;
  return deps.database.db.transaction(async (tx) => {
    await beforeWrite?.(tx);
    const result = await importCampaign(tx, input);
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
    return { ...result, campaign, jobId };
  });
}

/** After the commit: tries the campaign-created e-mail now (the job retries it otherwise) and builds the answer. */
export async function notifyImportedCampaign(
  deps: ImportCampaignFileDeps,
  imported: WrittenImport,
): Promise<ImportCampaignFileResult> {
  const { campaign } = imported;
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
