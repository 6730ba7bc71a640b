import type {
  CampaignDay,
  CampaignDetail,
  CampaignStory,
  LaunchPlanStep,
} from '../../../shared/api/client-area/campaigns';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import { approvalStateOf, storyRequiresApproval } from '../../../shared/approvals/approval-state';
import { progressPercentage } from '../../../shared/domain/progress';
import type { StoryMedia } from '../../../shared/media/story-media';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { storyContentVersion } from '../approvals/content-version';
import { toFollowUpItems } from '../client-area/follow-up-items';
import { CampaignLinks, type LinkBases } from '../links/campaign-links';
import { toStoryProof } from '../proofs/proof-dto';
import { storySkipOf } from '../stories/story-skip-columns';
import {
  campaignForAdmin,
  campaignForClient,
  daysOfCampaign,
  mediaOfStories,
  type StoryDbRow,
  storyRowsOfCampaign,
} from './campaign-detail-queries';
import { toRawSticker } from './raw-sticker';

/** An instant stored as text by the driver, as the API writes it (what drizzle's Date and toISOString() give). */
const isoOf = (text: string) => new Date(text).toISOString();

/**
 * The campaign detail screen (client and admin): the campaign with its client and chat automation, its days by
 * day_order then date, each day's stories by story number. Four queries whatever the campaign size (the last
 * two its stories' files and tracked links, at once; campaign-detail-queries.ts). A campaign the viewer may not see answers exactly like a missing one: 404 'Campaña no encontrada'.
 */
export async function getCampaignDetail({
  db,
  viewer,
  campaignId,
  agencyTimeZone,
  linkBases,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
  /** Where the tracked short links point (PUBLIC_URL, LINKS_BASE_URL). */
  linkBases: LinkBases;
}): Promise<CampaignDetail> {
  assertUuid(campaignId, CLIENT_AREA_MESSAGES.campaignNotFound);
  const [campaign] = viewer.isAdmin
    ? await campaignForAdmin(db).execute({ campaignId })
    : await campaignForClient(db).execute({ campaignId, userId: viewer.userId });
  if (!campaign) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.campaignNotFound);
  const c = campaign.campaign;

  const dayRows = await daysOfCampaign(db).execute({ campaignId });
  const storyRows = dayRows.length === 0 ? [] : await storyRowsOfCampaign(db, campaignId);
  const [mediaByStory, links] = await Promise.all([
    storyRows.length === 0 ? new Map<string, StoryMedia[]>() : mediaOfStories(db, campaignId),
    CampaignLinks.read(db, [campaignId], linkBases),
  ]);

  const dayDates = new Map(dayRows.map((day) => [day.id, day.date]));
  const storiesByDay = new Map<string, CampaignStory[]>();
  let posted = 0;
  let skipped = 0;
  // This loop runs for every story of the campaign: fields written out rather than rest/spread copies, each
  // lookup done once (profile of issue 30: a spread copy of the row per story for its version was most of it).
  for (const row of storyRows) {
    if (row.isPosted) posted++;
    const skip = row.skippedAt
      ? storySkipOf({
          skippedAt: new Date(row.skippedAt),
          skipReason: row.skipReason,
          skippedByName: row.skippedByName,
          skippedByAgency: row.skippedByAgency,
        })
      : null;
    if (skip) skipped++;
    let list = storiesByDay.get(row.dayId);
    if (!list) {
      list = [];
      storiesByDay.set(row.dayId, list);
    }
    list.push(
      campaignStoryOf(row, {
        campaign: c,
        dayDate: dayDates.get(row.dayId) ?? '',
        media: mediaByStory.get(row.id) ?? [],
        skip,
        trackedLink: links.ofStory(row.id, row.stickerInfo),
      }),
    );
  }
  const days: CampaignDay[] = dayRows.map((day) => ({ ...day, stories: storiesByDay.get(day.id) ?? [] }));

  return {
    id: c.id,
    title: c.title,
    description: c.description,
    status: c.status,
    source: c.source,
    startDate: c.startDate,
    endDate: c.endDate,
    createdAt: c.createdAt.toISOString(),
    totalStories: storyRows.length,
    postedStories: posted,
    skippedStories: skipped,
    progress: progressPercentage(posted, storyRows.length, skipped),
    client: { ...campaign.client, timeZone: clientTimeZone(campaign.client.timeZone, agencyTimeZone) },
    requiresApproval: c.requiresApproval,
    approvalRequiredFrom: c.approvalRequiredFrom,
    chatAutomation: {
      keyword: c.manychatKeyword,
      autoResponse: c.manychatAutoResponse,
      followUpSequence: toFollowUpItems(c.manychatFollowUpSequence),
      landingUrl: c.manychatLandingUrl,
      landingLink: links.ofLanding(c.id, c.manychatLandingUrl),
      tags: c.manychatTags ?? [],
      notes: c.manychatNotes,
    },
    launchPlan: toLaunchPlan(c.launchPlan),
    days,
  };
}

/** One story of the answer, from its row and what was read beside it. */
function campaignStoryOf(
  row: StoryDbRow,
  {
    campaign: c,
    dayDate,
    media,
    skip,
    trackedLink,
  }: {
    campaign: { requiresApproval: boolean; approvalRequiredFrom: string | null };
    dayDate: string;
    media: StoryMedia[];
    skip: CampaignStory['skip'];
    trackedLink: CampaignStory['trackedLink'];
  },
): CampaignStory {
  return {
    id: row.id,
    storyNumber: row.storyNumber,
    title: row.title,
    copyText: row.copyText,
    originalCopy: row.originalCopy,
    visualDescription: row.visualDescription,
    storyType: row.storyType,
    timeBlock: row.timeBlock,
    stickerInfo: toRawSticker(row.stickerInfo),
    notes: row.notes,
    scheduledDate: row.scheduledDate,
    scheduledTime: row.scheduledTime,
    isPosted: row.isPosted,
    postedAt: row.postedAt === null ? null : isoOf(row.postedAt),
    isSkipped: skip !== null,
    skip,
    updatedAt: isoOf(row.updatedAt),
    media,
    approval: {
      state: approvalStateOf(
        row.approvalStatus,
        storyRequiresApproval(c, { dayDate, scheduledDate: row.scheduledDate }),
      ),
      version: storyContentVersion({
        copyText: row.copyText,
        visualDescription: row.visualDescription,
        storyType: row.storyType,
        timeBlock: row.timeBlock,
        stickerInfo: row.stickerInfo,
        scheduledDate: row.scheduledDate,
        scheduledTime: row.scheduledTime,
        dayId: row.dayId,
        dayDate,
        mediaIds: media.length === 0 ? NO_MEDIA_IDS : media.map((m) => m.id),
      }),
      comment: row.approvalComment,
      decidedAt: row.approvalDecidedAt === null ? null : isoOf(row.approvalDecidedAt),
      decidedVia: row.approvalDecidedVia,
    },
    trackedLink,
    proof:
      row.proofId === null
        ? null
        : toStoryProof({
            storyId: row.id,
            id: row.proofId,
            kind: row.proofKind!,
            linkUrl: row.proofLinkUrl,
            createdAt: new Date(row.proofCreatedAt!),
            createdByName: row.proofByName!,
            createdByRole: row.proofByRole!,
          }),
    hasResults: row.hasResults,
    autoPublish:
      row.autoPublishState === null ? null : { state: row.autoPublishState, reason: row.autoPublishReason },
  };
}

const NO_MEDIA_IDS: readonly string[] = [];

function toLaunchPlan(value: unknown): LaunchPlanStep[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter((step): step is Record<string, unknown> => typeof step === 'object' && step !== null)
    .map((step, i) => ({
      step: Number.isFinite(Number(step.step)) ? Number(step.step) : i + 1,
      title: typeof step.title === 'string' ? step.title : '',
      description: typeof step.description === 'string' ? step.description : '',
    }));
}
