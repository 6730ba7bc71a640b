import { and, asc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { StoredApprovalStatus } from '../../../shared/approvals/approval-state';
import type { AutoPublishState } from '../../../shared/instagram/auto-publish';
import type { StoryMedia } from '../../../shared/media/story-media';
import type { ProofKind } from '../../../shared/proofs/story-proof';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-query';
import { type StoryApprovalRow, storyApprovals } from '../../db/schema/approvals';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { storyAutoPublish } from '../../db/schema/instagram';
import { storyMedia } from '../../db/schema/media';
import { storyProofs } from '../../db/schema/proofs';
import { storyResults } from '../../db/schema/results';
import { campaignOfUser } from '../access/viewer';
import { toStoryMedia } from '../media/media-dto';
import { storySkipColumns } from '../stories/story-skip-columns';

/* The statements of the campaign detail read (get-campaign-detail.ts). */

// The four statements, built once per database (their SQL text never changes; only the ids do). Lookups by
// primary and foreign keys: named, so PostgreSQL parses them once per connection.
const campaignFields = {
  campaign: campaigns,
  client: { id: clients.id, name: clients.name, brandName: clients.brandName, timeZone: clients.timeZone },
};
export const campaignForAdmin = preparedPerDatabase((db) =>
  db
    .select(campaignFields)
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, sql.placeholder('campaignId')))
    .prepare('campaign_detail_campaign_admin'),
);
export const campaignForClient = preparedPerDatabase((db) =>
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
export const daysOfCampaign = preparedPerDatabase((db) =>
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
/**
 * A story of the campaign as the driver answers it: the statement names every column after its field, and the
 * rows are read without drizzle's mapping (`all()`), which cost about as much as the rest of the read for 168
 * stories (profile of issue 30). Timestamps arrive as text on both drivers (drizzle sets their parsers so), jsonb
 * parsed, integers and booleans as such: what drizzle's mapping would give, less its Dates.
 */
export interface StoryDbRow {
  dayId: string;
  id: string;
  storyNumber: number;
  title: string;
  copyText: string;
  originalCopy: string | null;
  visualDescription: string | null;
  storyType: string;
  timeBlock: string | null;
  stickerInfo: unknown;
  notes: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
  isPosted: boolean;
  postedAt: string | null;
  skippedAt: string | null;
  skipReason: string | null;
  skippedByName: string | null;
  skippedByAgency: boolean;
  updatedAt: string;
  approvalStatus: StoredApprovalStatus | null;
  approvalComment: string | null;
  approvalDecidedAt: string | null;
  approvalDecidedVia: StoryApprovalRow['decidedVia'];
  proofId: string | null;
  proofKind: ProofKind | null;
  proofLinkUrl: string | null;
  proofCreatedAt: string | null;
  proofByName: string | null;
  proofByRole: 'admin' | 'client' | null;
  hasResults: boolean;
  autoPublishState: AutoPublishState | null;
  autoPublishReason: string | null;
}

const named = (value: SQLWrapper, name: keyof StoryDbRow) => sql`${value}`.as(name);
const storiesOfCampaign = preparedPerDatabase((db) =>
  db
    .select({
      dayId: named(stories.campaignDayId, 'dayId'),
      id: named(stories.id, 'id'),
      storyNumber: named(stories.storyNumber, 'storyNumber'),
      title: named(stories.title, 'title'),
      copyText: named(stories.copyText, 'copyText'),
      originalCopy: named(stories.originalCopy, 'originalCopy'),
      visualDescription: named(stories.visualDescription, 'visualDescription'),
      storyType: named(stories.storyType, 'storyType'),
      timeBlock: named(stories.timeBlock, 'timeBlock'),
      stickerInfo: named(stories.stickerInfo, 'stickerInfo'),
      notes: named(stories.notes, 'notes'),
      scheduledDate: named(stories.scheduledDate, 'scheduledDate'),
      scheduledTime: named(stories.scheduledTime, 'scheduledTime'),
      isPosted: named(stories.isPosted, 'isPosted'),
      postedAt: named(stories.postedAt, 'postedAt'),
      skippedAt: named(storySkipColumns.skippedAt, 'skippedAt'),
      skipReason: named(storySkipColumns.skipReason, 'skipReason'),
      skippedByName: named(storySkipColumns.skippedByName, 'skippedByName'),
      skippedByAgency: named(storySkipColumns.skippedByAgency, 'skippedByAgency'),
      updatedAt: named(stories.updatedAt, 'updatedAt'),
      approvalStatus: named(storyApprovals.status, 'approvalStatus'),
      approvalComment: named(storyApprovals.comment, 'approvalComment'),
      approvalDecidedAt: named(storyApprovals.decidedAt, 'approvalDecidedAt'),
      approvalDecidedVia: named(storyApprovals.decidedVia, 'approvalDecidedVia'),
      proofId: named(storyProofs.id, 'proofId'),
      proofKind: named(storyProofs.kind, 'proofKind'),
      proofLinkUrl: named(storyProofs.linkUrl, 'proofLinkUrl'),
      proofCreatedAt: named(storyProofs.createdAt, 'proofCreatedAt'),
      proofByName: named(storyProofs.createdByName, 'proofByName'),
      proofByRole: named(storyProofs.createdByRole, 'proofByRole'),
      hasResults: sql`${storyResults.storyId} is not null`.as('hasResults'),
      autoPublishState: named(storyAutoPublish.state, 'autoPublishState'),
      autoPublishReason: named(storyAutoPublish.reason, 'autoPublishReason'),
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .leftJoin(storyApprovals, eq(storyApprovals.storyId, stories.id))
    .leftJoin(storyProofs, eq(storyProofs.storyId, stories.id))
    .leftJoin(storyResults, eq(storyResults.storyId, stories.id))
    .leftJoin(storyAutoPublish, eq(storyAutoPublish.storyId, stories.id))
    .where(eq(campaignDays.campaignId, sql.placeholder('campaignId')))
    .orderBy(asc(stories.campaignDayId), asc(stories.storyNumber), asc(stories.id))
    .prepare('campaign_detail_stories'),
);

/**
 * The rows of a drizzle prepared statement as the driver answers them, without drizzle's mapping: both drivers'
 * prepared queries have `all()` for it (node-postgres and PGlite), which drizzle's types leave out.
 */
function unmappedRows<Row>(prepared: unknown, values: Record<string, unknown>): Promise<Row[]> {
  return (prepared as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}

/** The campaign's stories by day id, story number and id, unmapped (StoryDbRow). */
export function storyRowsOfCampaign(db: Executor, campaignId: string): Promise<StoryDbRow[]> {
  return unmappedRows<StoryDbRow>(storiesOfCampaign(db), { campaignId });
}

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
export async function mediaOfStories(db: Executor, campaignId: string): Promise<Map<string, StoryMedia[]>> {
  const byStory = new Map<string, StoryMedia[]>();
  for (const row of await mediaOfCampaign(db).execute({ campaignId })) {
    const list = byStory.get(row.storyId);
    if (list) list.push(toStoryMedia(row));
    else byStory.set(row.storyId, [toStoryMedia(row)]);
  }
  return byStory;
}
