import type { Executor } from '../../src/server/db/client';
import type { CampaignSource, CampaignStatus, StoredStickerInfo } from '../../src/server/db/schema/campaigns';
import { campaignDays, campaigns, type FollowUpItem, stories } from '../../src/server/db/schema/campaigns';
import { addDaysIso } from '../../src/shared/dates';

export interface FactoryChatAutomation {
  keyword?: string | null;
  autoResponse?: string | null;
  landingUrl?: string | null;
  followUps?: FollowUpItem[];
  tags?: string[];
  notes?: string | null;
}

export interface CreateCampaignOptions {
  clientId: string;
  /** yyyy-mm-dd of day 1; each next day is the next calendar date. */
  startDate: string;
  days: number;
  storiesPerDay: number;
  /** The first N days fully posted, or the 1-based day orders that are fully posted. */
  postedDays?: number | readonly number[];
  chatAutomation?: FactoryChatAutomation;
  title?: string;
  description?: string | null;
  status?: CampaignStatus;
  source?: CampaignSource;
  createdAt?: Date;
  /** Per-story overrides, keyed 'day-story' (1-based), e.g. { '1-2': { stickerInfo: '[object Object]' } }. */
  storyOverrides?: Record<
    string,
    { stickerInfo?: StoredStickerInfo | null; storyType?: string; notes?: string }
  >;
}

export interface FactoryCampaign {
  campaignId: string;
  /** In day order. */
  dayIds: string[];
  /** All stories, day by day in story-number order. */
  storyIds: string[];
  /** storyIdsByDay[d][s]: story s+1 of day d+1. */
  storyIdsByDay: string[][];
  dates: string[];
}

/** A campaign with its days and stories in three multi-row inserts. */
export async function createCampaign(db: Executor, opts: CreateCampaignOptions): Promise<FactoryCampaign> {
  const dates = Array.from({ length: opts.days }, (_, i) => addDaysIso(opts.startDate, i));
  const postedSet = new Set<number>(
    typeof opts.postedDays === 'number'
      ? Array.from({ length: opts.postedDays }, (_, i) => i + 1)
      : (opts.postedDays ?? []),
  );
  const chat = opts.chatAutomation;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      clientId: opts.clientId,
      title: opts.title ?? 'Campaña de prueba',
      description: opts.description === undefined ? 'Descripción de prueba' : opts.description,
      status: opts.status ?? 'active',
      source: opts.source ?? 'import',
      startDate: opts.startDate,
      endDate: dates.at(-1) ?? opts.startDate,
      manychatKeyword: chat?.keyword ?? null,
      manychatAutoResponse: chat?.autoResponse ?? null,
      manychatLandingUrl: chat?.landingUrl ?? null,
      manychatFollowUpSequence: chat?.followUps ?? [],
      manychatTags: chat?.tags ?? [],
      manychatNotes: chat?.notes ?? null,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: campaigns.id });
  const campaignId = campaign!.id;
  if (opts.days === 0) return { campaignId, dayIds: [], storyIds: [], storyIdsByDay: [], dates };

  const dayRows = await db
    .insert(campaignDays)
    .values(
      dates.map((date, i) => ({
        campaignId,
        date,
        dayOrder: i + 1,
        theme: `Tema ${i + 1}`,
        title: `Día ${i + 1}`,
      })),
    )
    .returning({ id: campaignDays.id, dayOrder: campaignDays.dayOrder });
  const dayIds = dayRows.sort((a, b) => a.dayOrder - b.dayOrder).map((d) => d.id);

  const storyIdsByDay: string[][] = dayIds.map(() => []);
  if (opts.storiesPerDay > 0) {
    const postedAt = new Date();
    const values = dayIds.flatMap((campaignDayId, d) =>
      Array.from({ length: opts.storiesPerDay }, (_, s) => {
        const isPosted = postedSet.has(d + 1);
        const override = opts.storyOverrides?.[`${d + 1}-${s + 1}`];
        return {
          campaignDayId,
          storyNumber: s + 1,
          title: `Historia ${s + 1}`,
          copyText: `Copy del día ${d + 1}, historia ${s + 1}`,
          originalCopy: `Copy del día ${d + 1}, historia ${s + 1}`,
          visualDescription: 'Descripción visual',
          storyType: override?.storyType ?? 'TEXTO_PANTALLA',
          timeBlock: 'Mañana',
          stickerInfo: override?.stickerInfo === undefined ? null : override.stickerInfo,
          notes: override?.notes ?? null,
          scheduledDate: dates[d]!,
          scheduledTime: '09:30',
          isPosted,
          postedAt: isPosted ? postedAt : null,
        };
      }),
    );
    const rows = await db
      .insert(stories)
      .values(values)
      .returning({ id: stories.id, dayId: stories.campaignDayId, storyNumber: stories.storyNumber });
    const dayIndex = new Map(dayIds.map((id, i) => [id, i]));
    for (const row of rows.sort((a, b) => a.storyNumber - b.storyNumber)) {
      storyIdsByDay[dayIndex.get(row.dayId)!]!.push(row.id);
    }
  }
  return { campaignId, dayIds, storyIds: storyIdsByDay.flat(), storyIdsByDay, dates };
}
