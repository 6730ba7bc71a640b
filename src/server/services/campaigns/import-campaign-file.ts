import type { CampaignImportResponse, NormalizedCampaign } from '../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import type { AppDeps } from '../../context/app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { campaignUrl } from '../../mail/links';
import { campaignCreatedEmail } from '../../mail/templates/campaign-created';
import { deliverNow } from '../mail/deliver-now';
import { oncePerKey } from '../requests/once-per-key';
import { type ImportCampaignInput, type ImportedCampaign, importCampaign } from './import-campaign';

export type ImportCampaignFileDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner'>;

export type ImportCampaignFileResult = CampaignImportResponse;

/** The oncePerKey scope of a JSON import sent with an Idempotency-Key. */
export const CAMPAIGN_IMPORT_SCOPE = 'campaign.import';

/**
 * The admin's JSON import: validates the parsed file again with the shared module (the browser's preview is
 * never trusted), writes the campaign and queues the client's campaign-created e-mail in one transaction,
 * then tries the e-mail at once. A failed e-mail never undoes the import: the job keeps retrying.
 * With a `requestKey` (the Idempotency-Key header), the same admin sending the same client and file with the same key
 * again gets the campaign made the first time (`replayed`), and nothing is written or queued again; the same key with
 * another client or file is a CONFLICT (oncePerKey).
 */
export async function importCampaignFile(
  deps: ImportCampaignFileDeps,
  input: { clientId: string; file: unknown; requestKey?: { userId: string; key: string } },
): Promise<ImportCampaignFileResult> {
  const validation = validateCampaignImport(input.file);
  if (!validation.ok) {
    throw new AppError('INVALID_REQUEST', validation.message, validation.errors);
  }
  const { requestKey } = input;
  const imported = await writeImportedCampaign({
    deps,
    input: { clientId: input.clientId, campaign: validation.campaign, source: 'import' },
    ...(requestKey
      ? { once: { ...requestKey, request: { clientId: input.clientId, file: input.file } } }
      : {}),
  });
  return notifyImportedCampaign(deps, imported);
}

export interface WrittenImport extends ImportedCampaign {
  /** What the answer says of the campaign (kept as the answer of a key: small JSON, never the whole campaign). */
  campaign: Pick<NormalizedCampaign, 'title' | 'startDate' | 'endDate' | 'status'>;
  /** The campaign-created e-mail's job. */
  jobId: string;
  /** Written by an earlier request with the same key: nothing was written or queued now. */
  replayed: boolean;
}

/**
 * The import's one transaction: the campaign with its days, stories (and their files' rows, for a .zip) through
 * importCampaign, and the client's campaign-created e-mail queued (outbox). Nothing is written if it throws.
 * `beforeWrite` runs first in the same transaction (a .zip import keeps its stored objects: keepStoredObjects).
 * With `once`, all of it runs once per (user, key) through oncePerKey, in this transaction: a repeat of the same
 * request answers what the first one wrote (`replayed`).
 */
export async function writeImportedCampaign({
  deps,
  input,
  beforeWrite,
  once,
}: {
  deps: Pick<ImportCampaignFileDeps, 'env' | 'database'>;
  input: ImportCampaignInput;
  beforeWrite?: (tx: Tx) => Promise<void>;
  once?: { userId: string; key: string; request: unknown };
}): Promise<WrittenImport> {
  return deps.database.db.transaction(async (tx) => {
    const write = () => writeInTransaction(deps, tx, input, beforeWrite);
    if (!once) return { ...(await write()), replayed: false };
    const { value, replayed } = await oncePerKey(tx, { ...once, scope: CAMPAIGN_IMPORT_SCOPE }, write);
    return { ...value, replayed };
  });
}

/** The import's writes in the transaction `tx`: beforeWrite, the campaign, the e-mail queued. */
async function writeInTransaction(
  deps: Pick<ImportCampaignFileDeps, 'env'>,
  tx: Tx,
  input: ImportCampaignInput,
  beforeWrite: ((tx: Tx) => Promise<void>) | undefined,
): Promise<Omit<WrittenImport, 'replayed'>> {
  const { title, startDate, endDate, status } = input.campaign;
  await beforeWrite?.(tx);
  const result = await importCampaign(tx, input);
  const message = campaignCreatedEmail({
    to: result.client.email,
    contactName: result.client.name,
    brandName: result.client.brandName,
    campaignTitle: title,
    startDate,
    endDate,
    totalDays: result.totalDays,
    totalStories: result.totalStories,
    campaignUrl: campaignUrl(deps.env, result.campaignId),
  });
  const { jobId } = await enqueueMail(tx, message, {
    purpose: 'campaign-created',
    clientId: result.client.id,
    campaignId: result.campaignId,
  });
  return { ...result, campaign: { title, startDate, endDate, status }, jobId };
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
    replayed: imported.replayed,
  };
}
