import { eq, getTableColumns } from 'drizzle-orm';
import { CAMPAIGN_IMPORT_TEXTS } from '../../../shared/campaign-import/messages';
import type { NormalizedCampaign } from '../../../shared/campaign-import/types';
import type { Executor } from '../../db/client';
import {
  type CampaignSource,
  campaignDays,
  campaigns,
  type FollowUpItem,
  type NewStoryRow,
  stories,
} from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../http/app-error';

/** PostgreSQL refuses a statement with more than 65,535 bind parameters. */
const MAX_BIND_PARAMETERS = 65_535;
/** Story rows per INSERT: even if every column of the table were bound, one statement stays under the limit. */
export const STORY_INSERT_CHUNK_SIZE = Math.floor(
  MAX_BIND_PARAMETERS / Object.keys(getTableColumns(stories)).length,
);

export interface ImportCampaignInput {
  clientId: string;
  campaign: NormalizedCampaign;
  /** 'import' for a JSON file, 'ai' for a campaign built by the AI wizard. */
  source: CampaignSource;
}

export interface ImportedCampaign {
  campaignId: string;
  totalDays: number;
  totalStories: number;
  /** The client the campaign belongs to, as read (and share-locked) in the transaction. */
  client: { id: string; name: string; brandName: string; email: string };
}

/**
 * Writes a normalised campaign for an active client: the campaign row, all its days in one INSERT, then its
 * stories in multi-row INSERTs chunked under PostgreSQL's parameter limit. All of it in one transaction (a
 * savepoint when `executor` is already a transaction, so a caller such as the AI pipeline can include it in
 * its own): either the whole campaign is stored or nothing is. The query count depends on the story count
 * only through the chunks (1 + 1 + 1 + ceil(stories / chunk)).
 *
 * NOT_FOUND 'Cliente no encontrado' for an unknown client; CONFLICT when the client is not active.
 */
export async function importCampaign(
  executor: Executor,
  input: ImportCampaignInput,
): Promise<ImportedCampaign> {
  const { campaign } = input;
  return executor.transaction(async (tx) => {
    // FOR SHARE: a concurrent client deletion or status change waits until this import is committed.
    const [client] = await tx
      .select({
        id: clients.id,
        name: clients.name,
        brandName: clients.brandName,
        email: clients.email,
        status: clients.status,
      })
      .from(clients)
      .where(eq(clients.id, input.clientId))
      .for('share');
    if (!client) throw new AppError('NOT_FOUND', CAMPAIGN_IMPORT_TEXTS.clientNotFound);
    if (client.status !== 'active') throw new AppError('CONFLICT', CAMPAIGN_IMPORT_TEXTS.clientNotActive);

    const chat = campaign.chatAutomation;
    const [created] = await tx
      .insert(campaigns)
      .values({
        clientId: client.id,
        title: campaign.title,
        description: campaign.description,
        status: campaign.status,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        source: input.source,
        manychatKeyword: chat?.keyword ?? null,
        manychatAutoResponse: chat?.autoResponse ?? null,
        manychatLandingUrl: chat?.landingUrl ?? null,
        manychatFollowUpSequence: (chat?.followUpSequence ?? []).map(
          (item): FollowUpItem => ({
            delay_hours: item.delayHours,
            message: item.message,
            ...(item.attachment ? { attachment: item.attachment } : {}),
          }),
        ),
        manychatTags: chat?.tags ?? [],
        manychatNotes: chat?.notes ?? null,
        launchPlan: campaign.launchPlan,
      })
      .returning({ id: campaigns.id });
    if (!created) throw new Error('importCampaign: the campaign insert returned no row');

    const dayRows = await tx
      .insert(campaignDays)
      .values(
        campaign.days.map((day) => ({
          campaignId: created.id,
          dayOrder: day.dayOrder,
          date: day.date,
          theme: day.theme,
          title: day.title,
        })),
      )
      .returning({ id: campaignDays.id, dayOrder: campaignDays.dayOrder });
    const dayIdByOrder = new Map(dayRows.map((row) => [row.dayOrder, row.id]));

    const storyRows: NewStoryRow[] = campaign.days.flatMap((day) => {
      const campaignDayId = dayIdByOrder.get(day.dayOrder);
      if (!campaignDayId) throw new Error(`importCampaign: day ${day.dayOrder} was not inserted`);
      return day.stories.map((story) => ({
        campaignDayId,
        storyNumber: story.number,
        title: story.title,
        copyText: story.copy,
        originalCopy: story.originalCopy,
        visualDescription: story.visual,
        storyType: story.type,
        timeBlock: story.timeBlock,
        stickerInfo: story.sticker ? { ...story.sticker } : null,
        notes: story.notes,
        scheduledDate: day.date,
        scheduledTime: story.scheduledTime,
      }));
    });
    for (let start = 0; start < storyRows.length; start += STORY_INSERT_CHUNK_SIZE) {
      await tx.insert(stories).values(storyRows.slice(start, start + STORY_INSERT_CHUNK_SIZE));
    }

    return {
      campaignId: created.id,
      totalDays: dayRows.length,
      totalStories: storyRows.length,
      client: { id: client.id, name: client.name, brandName: client.brandName, email: client.email },
    };
  });
}
