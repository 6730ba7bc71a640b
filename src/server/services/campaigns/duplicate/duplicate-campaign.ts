import { CAMPAIGN_IMPORT_TEXTS } from '../../../../shared/campaign-import/messages';
import {
  DUPLICATE_TEXTS,
  type DuplicateCampaignBody,
  type DuplicatedCampaigns,
} from '../../../../shared/campaigns/duplicate-campaign';
import {
  daysBetween,
  fitsCalendar,
  overlapProblem,
  repeatStartDates,
  shiftStoryTimes,
} from '../../../../shared/campaigns/duplicate-schedule';
import type { Actor } from '../../../context/actor';
import type { AppDeps } from '../../../context/app-deps';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { campaignUrl } from '../../../mail/links';
import { campaignCreatedEmail } from '../../../mail/templates/campaign-created';
import { recordAudit } from '../../audit/record-audit';
import { ensureCampaignLinks } from '../../links/ensure-campaign-links';
import { deliverNow } from '../../mail/deliver-now';
import { lockKeys } from '../../media/delete-unreferenced-media';
import { oncePerKey } from '../../requests/once-per-key';
import { raiseCampaignsMade } from '../../webhooks/events/raise-campaign-events';
import { type CopiedCampaign, copyCampaignRows } from './copy-campaign-rows';
import { readDuplicateSource } from './read-duplicate-source';

export type DuplicateCampaignDeps = Pick<AppDeps, 'env' | 'database' | 'logger' | 'jobRunner'>;

const invalid = (path: string, message: string) =>
  new AppError('INVALID_REQUEST', message, [{ path, message }]);

type Answer = Omit<DuplicatedCampaigns, 'replayed'>;

/**
 * «Duplicar…» (issue 33): `body.repeat?.count ?? 1` copies of a campaign for `body.clientId`, in ONE transaction
 * (all of them or none). With a request key (the Idempotency-Key header), a repeated request answers the copies already made (oncePerKey). The
 * client's «campaña creada» e-mails are queued in it (outbox) and tried after the commit.
 */
export async function duplicateCampaign(
  deps: DuplicateCampaignDeps,
  input: { campaignId: string; body: DuplicateCampaignBody; actor: Actor; requestKey?: string },
): Promise<DuplicatedCampaigns> {
  const { body, actor, requestKey } = input;
  const jobIds: string[] = [];
  const effect = (tx: Tx) => writeCopies(deps, tx, input, jobIds);
  const answer = await deps.database.db.transaction(async (tx): Promise<DuplicatedCampaigns> => {
    if (!requestKey) return { ...(await effect(tx)), replayed: false };
    const request = { campaignId: input.campaignId, ...body };
    const once = await oncePerKey(
      tx,
      { userId: actor.userId, scope: 'campaign.duplicate', key: requestKey, request },
      () => effect(tx),
    );
    return { ...once.value, replayed: once.replayed };
  });
  for (const jobId of answer.replayed ? [] : jobIds) {
    const delivery = await deliverNow(deps, jobId);
    if (!delivery.delivered) {
      deps.logger.warn(
        { jobId, error: delivery.error },
        'campaign-created e-mail not delivered yet; the job will retry',
      );
    }
  }
  return answer;
}

async function writeCopies(
  deps: DuplicateCampaignDeps,
  tx: Tx,
  { campaignId, body, actor }: { campaignId: string; body: DuplicateCampaignBody; actor: Actor },
  jobIds: string[],
): Promise<Answer> {
  const source = await readDuplicateSource(tx, campaignId);
  if (!source) throw new AppError('NOT_FOUND', DUPLICATE_TEXTS.campaignNotFound);
  const starts = body.repeat
    ? repeatStartDates(body.startDate, body.repeat.every, body.repeat.count)
    : [body.startDate];
  const lengthDays = daysBetween(source.startDate, source.endDate) + 1;
  const overlap = body.repeat ? overlapProblem(starts, lengthDays, body.repeat.every) : null;
  if (overlap) throw invalid('repeat.count', overlap);
  if (!fitsCalendar(source.startDate, source.endDate, starts.at(-1)!)) {
    throw invalid('startDate', DUPLICATE_TEXTS.dateOutOfRange);
  }
  const times = shiftStoryTimes(source.stories, body.timeShiftMinutes);
  if (!times.ok) throw invalid('timeShiftMinutes', times.message);
  // Rows about to name these objects: a deletion waits for this transaction (decision 029).
  await lockKeys(tx, source.mediaKeys, 'shared');
  const title = body.title ?? source.title;
  const copies: CopiedCampaign[] = [];
  for (const start of starts) {
    const copy = await copyCampaignRows(tx, {
      sourceId: source.id,
      clientId: body.clientId,
      title,
      shiftDays: daysBetween(source.startDate, start),
      times: times.times,
      uploadedBy: actor.userId,
    });
    if (!copy) throw new AppError('NOT_FOUND', CAMPAIGN_IMPORT_TEXTS.clientNotFound);
    if (copy.client.status !== 'active')
      throw new AppError('CONFLICT', CAMPAIGN_IMPORT_TEXTS.clientNotActive);
    await ensureCampaignLinks({ db: tx, campaignId: copy.campaignId });
    if (body.notifyClient) jobIds.push(await queueCreatedEmail(deps, tx, copy, title));
    copies.push(copy);
  }
  // campaign.created for each copy (issue 34), after all of them are written.
  await raiseCampaignsMade(tx, {
    env: deps.env,
    campaignIds: copies.map((copy) => copy.campaignId),
    how: { event: 'campaign.created', origin: 'duplicate' },
    actor: { kind: 'admin', userId: actor.userId },
  });
  const client = copies[0]!.client;
  await recordAudit(tx, {
    event: 'campaign.duplicated',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: {
      campaignId: source.id,
      fromClientId: source.clientId,
      clientId: client.id,
      copies: copies.map((copy) => copy.campaignId),
      startDates: starts,
      timeShiftMinutes: body.timeShiftMinutes,
    },
  });
  return {
    client: { id: client.id, brandName: client.brandName },
    campaigns: copies.map((copy) => ({
      id: copy.campaignId,
      title,
      startDate: copy.startDate,
      endDate: copy.endDate,
      totalDays: copy.totalDays,
      totalStories: copy.totalStories,
      totalMedia: copy.totalMedia,
    })),
  };
}

async function queueCreatedEmail(
  deps: Pick<DuplicateCampaignDeps, 'env'>,
  tx: Tx,
  copy: CopiedCampaign,
  title: string,
): Promise<string> {
  const message = campaignCreatedEmail({
    to: copy.client.email,
    contactName: copy.client.name,
    brandName: copy.client.brandName,
    campaignTitle: title,
    startDate: copy.startDate,
    endDate: copy.endDate,
    totalDays: copy.totalDays,
    totalStories: copy.totalStories,
    campaignUrl: campaignUrl(deps.env, copy.campaignId),
  });
  const { jobId } = await enqueueMail(tx, message, {
    purpose: 'campaign-created',
    clientId: copy.client.id,
    campaignId: copy.campaignId,
  });
  return jobId;
}
