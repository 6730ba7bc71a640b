import type { CampaignImportResponse, NormalizedCampaign } from '../../../shared/campaign-import/types';
import { validateCampaignImport } from '../../../shared/campaign-import/validate-campaign-import';
import type { AppDeps } from '../../context/app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { campaignUrl } from '../../mail/links';
import { campaignCreatedEmail } from '../../mail/templates/campaign-created';
import { type DeliveryResult, deliverNow } from '../mail/deliver-now';
import { oncePerKey } from '../requests/once-per-key';
import { type CampaignOrigin, raiseCampaignsMade } from '../webhooks/events/raise-campaign-events';
import type { WebhookActorRef } from '../webhooks/events/webhook-refs';
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
  input: {
    clientId: string;
    file: unknown;
    requestKey?: { userId: string; key: string };
    /** The admin importing (named by the campaign.imported webhook event). */
    userId?: string;
  },
): Promise<ImportCampaignFileResult> {
  const validation = validateCampaignImport(input.file);
  if (!validation.ok) {
    throw new AppError('INVALID_REQUEST', validation.message, validation.errors);
  }
  const { requestKey } = input;
  const imported = await writeImportedCampaign({
    deps,
    input: { clientId: input.clientId, campaign: validation.campaign, source: 'import' },
    webhook: {
      how: { event: 'campaign.imported', format: 'json' },
      actor: { kind: 'admin', userId: input.userId ?? requestKey?.userId ?? null },
    },
    ...(requestKey
      ? { once: { ...requestKey, request: { clientId: input.clientId, file: input.file } } }
      : {}),
  });
  return notifyImportedCampaign(deps, imported);
}

/** The webhook event a written campaign raises, and who made it. */
export interface ImportWebhook {
  how: CampaignOrigin;
  actor: WebhookActorRef;
}

export interface WrittenImport extends ImportedCampaign {
  /** What the answer says of the campaign (kept as the answer of a key: small JSON, never the whole campaign). */
  campaign: Pick<NormalizedCampaign, 'title' | 'startDate' | 'endDate' | 'status'>;
  /** The campaign-created e-mail's job; null when the client was not to be told (`notifyClient: false`). */
  jobId: string | null;
  /** Written by an earlier request with the same key: nothing was written or queued now. */
  replayed: boolean;
}

/**
 * The import's one transaction: the campaign with its days, stories (and their files' rows, for a .zip) through
 * importCampaign, and the client's campaign-created e-mail queued (outbox). Nothing is written if it throws.
 * `beforeWrite` runs first in the same transaction (a .zip import keeps its stored objects: keepStoredObjects).
 * With `once`, all of it runs once per (user, key) through oncePerKey, in this transaction: a repeat of the same
 * request answers what the first one wrote (`replayed`). With `notifyClient: false` (the agency import, which moves
 * campaigns the client already knows) no e-mail is queued. `webhook` names the event the new campaign raises
 * (campaign.imported or campaign.created, issue 34) in the same transaction; null: none (the agency import raises
 * its campaigns' events once all of them are in).
 */
export async function writeImportedCampaign({
  deps,
  input,
  beforeWrite,
  once,
  notifyClient = true,
  webhook,
}: {
  deps: Pick<ImportCampaignFileDeps, 'env' | 'database'>;
  input: ImportCampaignInput;
  beforeWrite?: (tx: Tx) => Promise<void>;
  once?: { userId: string; key: string; request: unknown };
  notifyClient?: boolean;
  webhook: ImportWebhook | null;
}): Promise<WrittenImport> {
  return deps.database.db.transaction(async (tx) => {
    const write = () => writeInTransaction(deps, tx, input, { beforeWrite, notifyClient, webhook });
    if (!once) return { ...(await write()), replayed: false };
    const { value, replayed } = await oncePerKey(tx, { ...once, scope: CAMPAIGN_IMPORT_SCOPE }, write);
    return { ...value, replayed };
  });
}

/** The import's writes in the transaction `tx`: beforeWrite, the campaign, the e-mail queued (when notifyClient). */
async function writeInTransaction(
  deps: Pick<ImportCampaignFileDeps, 'env'>,
  tx: Tx,
  input: ImportCampaignInput,
  options: {
    beforeWrite: ((tx: Tx) => Promise<void>) | undefined;
    notifyClient: boolean;
    webhook: ImportWebhook | null;
  },
): Promise<Omit<WrittenImport, 'replayed'>> {
  const { title, startDate, endDate, status } = input.campaign;
  await options.beforeWrite?.(tx);
  const result = await importCampaign(tx, input);
  if (options.webhook) {
    await raiseCampaignsMade(tx, { env: deps.env, campaignIds: [result.campaignId], ...options.webhook });
  }
  if (!options.notifyClient)
    return { ...result, campaign: { title, startDate, endDate, status }, jobId: null };
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

/**
 * After the commit: tries the campaign-created e-mail now (the job retries it otherwise) and builds the answer. No
 * e-mail was queued (`jobId` null): nothing is tried, and the answer says it was not delivered.
 */
export async function notifyImportedCampaign(
  deps: ImportCampaignFileDeps,
  imported: WrittenImport,
): Promise<ImportCampaignFileResult> {
  const { campaign, jobId } = imported;
  const delivery: DeliveryResult = jobId ? await deliverNow(deps, jobId) : { delivered: false };
  if (jobId && !delivery.delivered) {
    deps.logger.warn(
      { campaignId: imported.campaignId, jobId, error: delivery.error },
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
