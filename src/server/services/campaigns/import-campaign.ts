import { type SQL, sql } from 'drizzle-orm';
import { CAMPAIGN_IMPORT_TEXTS } from '../../../shared/campaign-import/messages';
import type { NormalizedCampaign } from '../../../shared/campaign-import/types';
import type { Executor } from '../../db/client';
import {
  type CampaignSource,
  campaignDays,
  campaignSource,
  campaignStatus,
  campaigns,
  type FollowUpItem,
  stories,
} from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { columnList, columnName, selectRows, unnestColumns } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { ensureCampaignLinks } from '../links/ensure-campaign-links';
import { type ImportedStoryMedia, mediaRows } from './import-campaign-media';

export interface ImportCampaignInput {
  clientId: string;
  campaign: NormalizedCampaign;
  /** 'import' for a JSON file or a .zip, 'ai' for a campaign built by the AI wizard. */
  source: CampaignSource;
  /**
   * The files of the stories of a .zip import, already whole in storage, by the story's index among all the
   * campaign's stories in file order (day by day, story by story). The caller chose each such story's id, since
   * the files' storage keys contain it; their story_media rows are written with the stories.
   */
  storyMedia?: ReadonlyMap<number, ImportedStoryMedia>;
  /** The user recorded as the uploader of those files. */
  uploadedBy?: string | null;
}

export interface ImportedCampaign {
  campaignId: string;
  totalDays: number;
  totalStories: number;
  /** The story_media rows written (0 without storyMedia). */
  totalMedia: number;
  /** The client the campaign belongs to, as read (and share-locked) in the transaction. */
  client: { id: string; name: string; brandName: string; email: string };
}

interface CampaignRow {
  id: string;
  name: string;
  brandName: string;
  email: string;
  status: string;
  campaignId: string | null;
  totalDays: number;
}

/**
 * Writes a normalised campaign for an active client in TWO statements, whatever its size (a third for the files
 * of a .zip import's stories, when there are any):
 * 1. the client row read and share-locked, then the campaign and its days inserted by data-modifying CTEs
 *    (the campaign only when the client is active, the days from `unnestColumns`);
 * 2. the stories, from `unnestColumns` too, joined to the days just written by (campaign, day_order).
 * Each takes one JSON parameter of column arrays for its rows: 16 parameters in all and the same text for a
 * 1-day campaign as for 120 days × 60 stories (no 65,535-parameter limit to chunk around), so the app only
 * gathers the columns and JSON.stringifies them, and the database parses two short statements. Against the
 * former multi-row VALUES INSERTs (~2,700 parameters for 21 × 10, built by drizzle's query builder) this
 * removes nearly all of the app's CPU per import, and two round trips.
 *
 * 3. the stories' story_media rows (only with `storyMedia`), from `unnestColumns` too, by the story ids the
 *    caller chose (statement 2 writes them for those stories; the others get the column's default).
 * The stories are a statement of their own, not a third CTE, so that the days are visible to whatever runs
 * during the story insert (triggers, as tests/api/reliability-crash.test.ts installs): sub-statements of one
 * WITH cannot see each other's rows.
 *
 * It runs in a transaction of its own (a savepoint when `executor` is already a transaction, so a caller such
 * as the AI pipeline can include it in its own): either the whole campaign is stored or nothing is. The
 * statements are built before the transaction opens, so the connection is held only while they run.
 *
 * NOT_FOUND 'Cliente no encontrado' for an unknown client; CONFLICT when the client is not active (nothing is
 * inserted).
 */
export async function importCampaign(
  executor: Executor,
  input: ImportCampaignInput,
): Promise<ImportedCampaign> {
  const { campaign } = input;
  const campaignStatement = campaignAndDaysStatement(input);
  const storyColumns = storyRows(campaign, input.storyMedia);
  const media = input.storyMedia?.size ? mediaRows(input.storyMedia, input.uploadedBy ?? null) : null;
  return executor.transaction(async (tx) => {
    const [row] = await selectRows<CampaignRow>(tx, campaignStatement);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_IMPORT_TEXTS.clientNotFound);
    if (row.status !== 'active' || !row.campaignId) {
      throw new AppError('CONFLICT', CAMPAIGN_IMPORT_TEXTS.clientNotActive);
    }
    const [written] = await selectRows<{ totalStories: number }>(
      tx,
      storiesStatement(row.campaignId, storyColumns.rows),
    );
    // Each story joins its day by day_order: one whose day was not written would be left out silently.
    if (row.totalDays !== campaign.days.length || written?.totalStories !== storyColumns.count) {
      throw new Error(
        `importCampaign: wrote ${row.totalDays} days and ${written?.totalStories} stories of ${campaign.days.length} and ${storyColumns.count}`,
      );
    }
    let totalMedia = 0;
    if (media) {
      const [files] = await selectRows<{ totalMedia: number }>(tx, media.statement);
      totalMedia = files?.totalMedia ?? 0;
      if (totalMedia !== media.count) {
        throw new Error(`importCampaign: wrote ${totalMedia} story files of ${media.count}`);
      }
    }
    // Its landing page's tracked link (issue 31); an imported sticker is never a link (normalizeSticker).
    await ensureCampaignLinks({ db: tx, campaignId: row.campaignId, only: 'landing' });
    return {
      campaignId: row.campaignId,
      totalDays: row.totalDays,
      totalStories: written.totalStories,
      totalMedia,
      client: { id: row.id, name: row.name, brandName: row.brandName, email: row.email },
    };
  });
}

/** Statement 1: the client share-locked, the campaign (when the client is active) and its days. */
function campaignAndDaysStatement({ clientId, campaign, source }: ImportCampaignInput): SQL {
  const chat = campaign.chatAutomation;
  const followUps = (chat?.followUpSequence ?? []).map(
    (item): FollowUpItem => ({
      delay_hours: item.delayHours,
      message: item.message,
      ...(item.attachment ? { attachment: item.attachment } : {}),
      ...(item.humanAgent ? { human_agent: true } : {}),
    }),
  );
  const { days } = campaign;
  const dayRows = unnestColumns('day', {
    day_order: { type: 'int4', values: days.map((day) => day.dayOrder) },
    date: { type: 'date', values: days.map((day) => day.date) },
    theme: { type: 'text', values: days.map((day) => day.theme) },
    title: { type: 'text', values: days.map((day) => day.title) },
  });
  const c = campaigns;
  const d = campaignDays;
  return sql`
    with client as (
      select ${clients.id} as id, ${clients.name} as name, ${clients.brandName} as brand_name,
        ${clients.email} as email, ${clients.status} as status
      from ${clients} where ${clients.id} = ${clientId}
      for share
    ),
    new_campaign as (
      insert into ${c} (${columnList(
        c.clientId,
        c.title,
        c.description,
        c.status,
        c.startDate,
        c.endDate,
        c.source,
        c.manychatKeyword,
        c.manychatAutoResponse,
        c.manychatLandingUrl,
        c.manychatFollowUpSequence,
        c.manychatTags,
        c.manychatNotes,
        c.launchPlan,
      )})
      select client.id, ${campaign.title}, ${campaign.description},
        ${campaign.status}::${sql.identifier(campaignStatus.enumName)},
        ${campaign.startDate}::date, ${campaign.endDate}::date, ${source}::${sql.identifier(campaignSource.enumName)},
        ${chat?.keyword ?? null}, ${chat?.autoResponse ?? null}, ${chat?.landingUrl ?? null},
        ${JSON.stringify(followUps)}::text::jsonb, ${sql.param(chat?.tags ?? [])}::text[], ${chat?.notes ?? null},
        ${campaign.launchPlan ? JSON.stringify(campaign.launchPlan) : null}::text::jsonb
      from client where client.status = 'active'
      returning ${columnName(c.id)} as id
    ),
    new_days as (
      insert into ${d} (${columnList(d.campaignId, d.dayOrder, d.date, d.theme, d.title)})
      select new_campaign.id, day.day_order, day.date, day.theme, day.title
      from new_campaign, ${dayRows}
      order by day.ord
      returning 1
    )
    select client.id, client.name, client.brand_name as "brandName", client.email, client.status::text as status,
      (select id from new_campaign) as "campaignId",
      (select count(*)::int from new_days) as "totalDays"
    from client`;
}

/**
 * The stories' columns, in file order (day by day, story by story); day_order links each to its day. `id` is the
 * id chosen for a story with files (storyMedia), null for the others (the column's default).
 */
function storyRows(
  campaign: NormalizedCampaign,
  storyMedia: ReadonlyMap<number, ImportedStoryMedia> | undefined,
): { rows: SQL; count: number } {
  const story = {
    id: [] as (string | null)[],
    day_order: [] as number[],
    story_number: [] as number[],
    title: [] as string[],
    copy_text: [] as string[],
    original_copy: [] as string[],
    visual_description: [] as string[],
    story_type: [] as string[],
    time_block: [] as string[],
    sticker_info: [] as (object | null)[],
    notes: [] as (string | null)[],
    scheduled_time: [] as (string | null)[],
  };
  for (const day of campaign.days) {
    for (const item of day.stories) {
      story.id.push(storyMedia?.get(story.id.length)?.storyId ?? null);
      story.day_order.push(day.dayOrder);
      story.story_number.push(item.number);
      story.title.push(item.title);
      story.copy_text.push(item.copy);
      story.original_copy.push(item.originalCopy);
      story.visual_description.push(item.visual);
      story.story_type.push(item.type);
      story.time_block.push(item.timeBlock);
      story.sticker_info.push(item.sticker);
      story.notes.push(item.notes);
      story.scheduled_time.push(item.scheduledTime);
    }
  }
  const rows = unnestColumns('story', {
    id: { type: 'text', values: story.id },
    day_order: { type: 'int4', values: story.day_order },
    story_number: { type: 'int4', values: story.story_number },
    title: { type: 'text', values: story.title },
    copy_text: { type: 'text', values: story.copy_text },
    original_copy: { type: 'text', values: story.original_copy },
    visual_description: { type: 'text', values: story.visual_description },
    story_type: { type: 'text', values: story.story_type },
    time_block: { type: 'text', values: story.time_block },
    sticker_info: { type: 'jsonb', values: story.sticker_info },
    notes: { type: 'text', values: story.notes },
    scheduled_time: { type: 'text', values: story.scheduled_time },
  });
  return { rows, count: story.day_order.length };
}

/** Statement 2: the stories, each under the day of its day_order in the campaign, with that day's date. */
function storiesStatement(campaignId: string, rows: SQL): SQL {
  const d = campaignDays;
  const s = stories;
  return sql`
    with new_stories as (
      insert into ${s} (${columnList(
        s.id,
        s.campaignDayId,
        s.storyNumber,
        s.title,
        s.copyText,
        s.originalCopy,
        s.visualDescription,
        s.storyType,
        s.timeBlock,
        s.stickerInfo,
        s.notes,
        s.scheduledDate,
        s.scheduledTime,
      )})
      select coalesce(story.id::uuid, gen_random_uuid()), ${d.id}, story.story_number, story.title, story.copy_text, story.original_copy,
        story.visual_description, story.story_type, story.time_block, story.sticker_info, story.notes,
        ${d.date}, story.scheduled_time
      from ${rows}
      join ${d} on ${d.campaignId} = ${campaignId} and ${d.dayOrder} = story.day_order
      order by story.ord
      returning 1
    )
    select count(*)::int as "totalStories" from new_stories`;
}
