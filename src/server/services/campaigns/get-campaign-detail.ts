import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  CampaignDay,
  CampaignDetail,
  CampaignStory,
  LaunchPlanStep,
} from '../../../shared/api/client-area/campaigns';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/common';
import { approvalStateOf, storyRequiresApproval } from '../../../shared/approvals/approval-state';
import { progressPercentage } from '../../../shared/domain/progress';
import type { StoryMedia } from '../../../shared/media/story-media';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyMedia } from '../../db/schema/media';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { campaignOfUser, type Viewer } from '../access/viewer';
import { storyContentVersion } from '../approvals/content-version';
import { toFollowUpItems } from '../client-area/follow-up-items';
import { toStoryMedia } from '../media/media-dto';
import { storySkipColumns, storySkipOf } from '../stories/story-skip-columns';
import { toRawSticker } from './raw-sticker';

// The four statements, built once per database (their SQL text never changes; only the ids do). Lookups by
// primary and foreign keys: named, so PostgreSQL parses them once per connection.
const campaignFields = {
  campaign: campaigns,
  client: { id: clients.id, name: clients.name, brandName: clients.brandName, timeZone: clients.timeZone },
};
const campaignForAdmin = preparedPerDatabase((db) =>
  db
    .select(campaignFields)
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, sql.placeholder('campaignId')))
    .prepare('campaign_detail_campaign_admin'),
);
const campaignForClient = preparedPerDatabase((db) =>
  db
    .select(campaignFields)
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(
      and(
        eq(campaigns.id, sql.placeholder('campaignId')),
        campaignOfUser(sql.placeholder('userId'), campaigns.clientId),
      ),
    )
    .prepare('campaign_detail_campaign_client'),
);
const daysOfCampaign = preparedPerDatabase((db) =>
  db
    .select({
      id: campaignDays.id,
      dayOrder: campaignDays.dayOrder,
      date: campaignDays.date,
      theme: campaignDays.theme,
      title: campaignDays.title,
    })
    .from(campaignDays)
    .where(eq(campaignDays.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(campaignDays.dayOrder), asc(campaignDays.date))
    .prepare('campaign_detail_days'),
);
const storiesOfCampaign = preparedPerDatabase((db) =>
  db
    .select({
      dayId: stories.campaignDayId,
      id: stories.id,
      storyNumber: stories.storyNumber,
      title: stories.title,
      copyText: stories.copyText,
      originalCopy: stories.originalCopy,
      visualDescription: stories.visualDescription,
      storyType: stories.storyType,
      timeBlock: stories.timeBlock,
      stickerInfo: stories.stickerInfo,
      notes: stories.notes,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      isPosted: stories.isPosted,
      postedAt: stories.postedAt,
      ...storySkipColumns,
      updatedAt: stories.updatedAt,
      approvalStatus: storyApprovals.status,
      approvalComment: storyApprovals.comment,
      approvalDecidedAt: storyApprovals.decidedAt,
      approvalDecidedVia: storyApprovals.decidedVia,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .where(eq(campaignDays.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(stories.campaignDayId), asc(stories.storyNumber), asc(stories.id))
    .prepare('campaign_detail_stories'),
);

const mediaOfCampaign = preparedPerDatabase((db) =>
  db
    .select(getTableColumns(storyMedia))
    .from(storyMedia)
    .innerJoin(stories, eq(stories.id, storyMedia.storyId))
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(storyMedia.storyId), asc(storyMedia.position))
    .prepare('campaign_detail_media'),
);

/** The files of every story of the campaign as the API answers them, grouped by story, in order. */
async function mediaOfStories(db: Executor, campaignId: string): Promise<Map<string, StoryMedia[]>> {
  const byStory = new Map<string, StoryMedia[]>();
  for (const row of await mediaOfCampaign(db).execute({ campaignId })) {
    const list = byStory.get(row.storyId);
    if (list) list.push(toStoryMedia(row));
    else byStory.set(row.storyId, [toStoryMedia(row)]);
  }
  return byStory;
}

/**
 * The campaign detail screen (client and admin): the campaign with its client and chat automation, its days by
 * day_order then date, each day's stories by story number. Four queries whatever the campaign size (the last one its stories' files). A
 * campaign the viewer may not see answers exactly like a missing one: 404 'Campaña no encontrada'.
 */
export async function getCampaignDetail({
  db,
  viewer,
  campaignId,
  agencyTimeZone,
}: {
  db: Executor;
  viewer: Viewer;
  campaignId: string;
  /** APP_TIMEZONE: the zone of a client that has none of its own. */
  agencyTimeZone: string;
}): Promise<CampaignDetail> {
  assertUuid(campaignId, CLIENT_AREA_MESSAGES.campaignNotFound);
  const [campaign] = viewer.isAdmin
    ? await campaignForAdmin(db).execute({ campaignId })
    : await campaignForClient(db).execute({ campaignId, userId: viewer.userId });
  if (!campaign) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.campaignNotFound);
  const c = campaign.campaign;

  const dayRows = await daysOfCampaign(db).execute({ campaignId });
  const storyRows = dayRows.length === 0 ? [] : await storiesOfCampaign(db).execute({ campaignId });
  const mediaByStory = storyRows.length === 0 ? new Map() : await mediaOfStories(db, campaignId);

  const dayDates = new Map(dayRows.map((day) => [day.id, day.date]));
  const storiesByDay = new Map<string, CampaignStory[]>();
  let posted = 0;
  let skipped = 0;
  // This loop runs for every story of the campaign: fields written out rather than rest/spread copies, each
  // lookup done once (profile of issue 30: a spread copy of the row per story for its version was most of it).
  for (const row of storyRows) {
    if (row.isPosted) posted++;
    const skip = storySkipOf(row);
    if (skip) skipped++;
    let list = storiesByDay.get(row.dayId);
    if (!list) {
      list = [];
      storiesByDay.set(row.dayId, list);
    }
    const dayDate = dayDates.get(row.dayId) ?? '';
    const media: StoryMedia[] = mediaByStory.get(row.id) ?? [];
    list.push({
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
      postedAt: row.postedAt?.toISOString() ?? null,
      isSkipped: skip !== null,
      skip,
      updatedAt: row.updatedAt.toISOString(),
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
        decidedAt: row.approvalDecidedAt?.toISOString() ?? null,
        decidedVia: row.approvalDecidedVia,
      },
    });
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
      tags: c.manychatTags ?? [],
      notes: c.manychatNotes,
    },
    launchPlan: toLaunchPlan(c.launchPlan),
    days,
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
