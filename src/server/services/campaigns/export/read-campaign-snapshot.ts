import { asc, eq } from 'drizzle-orm';
import type {
  CampaignSnapshot,
  CampaignSnapshotDay,
  CampaignSnapshotStory,
} from '../../../../shared/campaign-export/campaign-file-of';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../../shared/campaigns/admin-campaigns';
import type { Executor } from '../../../db/client';
import { campaignDays, campaigns, stories } from '../../../db/schema/campaigns';
import { clients } from '../../../db/schema/clients';
import { AppError } from '../../../errors/app-error';
import { assertUuid } from '../../access/ids';
import { toFollowUpItems } from '../../client-area/follow-up-items';

/** A story as stored, with what the CSV shows of its run. */
export interface StoredStory extends CampaignSnapshotStory {
  id: string;
  /** yyyy-MM-dd: its own date (its day's unless it was moved). */
  scheduledDate: string | null;
  isPosted: boolean;
  postedAt: Date | null;
  isSkipped: boolean;
}

export interface StoredDay extends CampaignSnapshotDay {
  dayOrder: number;
  /** By story number (ties in an order fixed by their content: see readCampaignSnapshot). */
  stories: StoredStory[];
}

/** The campaign to export: its snapshot (campaignFileOf's input) and what the CSV adds. */
export interface StoredCampaign extends CampaignSnapshot {
  id: string;
  /** The client's own IANA zone, null for the agency's (clientTimeZone()). */
  clientTimeZone: string | null;
  days: StoredDay[];
}

/** The stored launch plan (jsonb, written by the AI wizard) as title and description, whatever else it holds. */
function launchPlanOf(stored: unknown): CampaignSnapshot['launchPlan'] {
  if (!Array.isArray(stored)) return null;
  return stored.flatMap((step: unknown) => {
    if (typeof step !== 'object' || step === null) return [];
    const { title, description } = step as Record<string, unknown>;
    return typeof title === 'string' && typeof description === 'string' ? [{ title, description }] : [];
  });
}

/**
 * A campaign with its days and stories, in THREE statements whatever its size (the campaign with its client's time
 * zone, its days, its stories): call it inside one read-only repeatable-read transaction for a consistent snapshot.
 * Days by day_order; stories by day, then number; two stories with one number in a day (which an import allows) in
 * an order fixed by their content, so that the export of a campaign imported from an export lists them alike.
 * NOT_FOUND 'Campaña no encontrada' when it does not exist.
 */
export async function readCampaignSnapshot(db: Executor, campaignId: string): Promise<StoredCampaign> {
  assertUuid(campaignId, ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
  const [row] = await db
    .select({ campaign: campaigns, timeZone: clients.timeZone })
    .from(campaigns)
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(eq(campaigns.id, campaignId));
  if (!row) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
  const c = row.campaign;
  const dayRows = await db
    .select({
      id: campaignDays.id,
      dayOrder: campaignDays.dayOrder,
      date: campaignDays.date,
      theme: campaignDays.theme,
      title: campaignDays.title,
    })
    .from(campaignDays)
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(asc(campaignDays.dayOrder), asc(campaignDays.date));
  const storyRows = await db
    .select({
      dayId: stories.campaignDayId,
      id: stories.id,
      storyNumber: stories.storyNumber,
      copyText: stories.copyText,
      visualDescription: stories.visualDescription,
      storyType: stories.storyType,
      timeBlock: stories.timeBlock,
      stickerInfo: stories.stickerInfo,
      notes: stories.notes,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      isPosted: stories.isPosted,
      postedAt: stories.postedAt,
      skippedAt: stories.skippedAt,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(
      asc(stories.storyNumber),
      asc(stories.timeBlock),
      asc(stories.scheduledTime),
      asc(stories.copyText),
      asc(stories.id),
    );

  const storiesByDay = new Map<string, StoredStory[]>(dayRows.map((day) => [day.id, []]));
  for (const { dayId, skippedAt, ...story } of storyRows) {
    storiesByDay.get(dayId)?.push({ ...story, isSkipped: skippedAt !== null });
  }
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    startDate: c.startDate,
    clientTimeZone: row.timeZone,
    chatAutomation: {
      keyword: c.manychatKeyword,
      autoResponse: c.manychatAutoResponse,
      followUpSequence: toFollowUpItems(c.manychatFollowUpSequence),
      landingUrl: c.manychatLandingUrl,
      tags: c.manychatTags,
      notes: c.manychatNotes,
    },
    launchPlan: launchPlanOf(c.launchPlan),
    days: dayRows.map((day) => ({
      dayOrder: day.dayOrder,
      date: day.date,
      theme: day.theme,
      title: day.title,
      stories: storiesByDay.get(day.id) ?? [],
    })),
  };
}
