import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_AREA_MESSAGES } from '../../../shared/api/client-area/limits';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { parseStickerInfo } from '../../../shared/domain/sticker-info';
import { storyHeading } from '../../../shared/domain/story-heading';
import { resultStickerOf } from '../../../shared/results/result-sticker';
import type { StoryResultsResponse } from '../../../shared/results/story-results';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaignDays, campaigns, stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { assertUuid } from '../access/ids';
import { ownedStory } from '../access/story-access';

/** Instagram keeps a story, and its numbers, for 24 hours after it is posted. */
export const STORY_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * When Instagram stops showing a story's numbers: 24 h after it went up, which is its mark when marked before its
 * time, else its planned time (the real posting time is not known).
 */
export function numbersExpireAt(dueAt: Date, postedAt: Date | null): string {
  const wentUpAt = postedAt && postedAt < dueAt ? postedAt : dueAt;
  return new Date(wentUpAt.getTime() + STORY_LIFETIME_MS).toISOString();
}

export interface ResultStory {
  clientId: string;
  isPosted: boolean;
  view: Pick<StoryResultsResponse, 'story' | 'sticker' | 'keyword'>;
}

/**
 * The story a results form is about, as its viewer may see it (404 when it is not theirs), with what the form
 * asks: its sticker's answers and its campaign's chat keyword. `lock` takes the story's row FOR SHARE, so that a
 * save does not race an «unmark published».
 */
export async function readResultStory({
  db,
  viewer,
  storyId,
  agencyTimeZone,
  lock = false,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
  agencyTimeZone: string;
  lock?: boolean;
}): Promise<ResultStory> {
  assertUuid(storyId, CLIENT_AREA_MESSAGES.storyNotFound);
  const query = db
    .select({
      id: stories.id,
      storyNumber: stories.storyNumber,
      title: stories.title,
      stickerInfo: stories.stickerInfo,
      isPosted: stories.isPosted,
      postedAt: stories.postedAt,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
      dayDate: campaignDays.date,
      dayOrder: campaignDays.dayOrder,
      dayTitle: campaignDays.title,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      keyword: campaigns.manychatKeyword,
      clientId: clients.id,
      brandName: clients.brandName,
      timeZone: clients.timeZone,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .innerJoin(campaigns, eq(campaigns.id, campaignDays.campaignId))
    .innerJoin(clients, eq(clients.id, campaigns.clientId))
    .where(and(eq(stories.id, storyId), ownedStory(viewer)));
  const [row] = lock ? await query.for('share', { of: stories }) : await query;
  if (!row) throw new AppError('NOT_FOUND', CLIENT_AREA_MESSAGES.storyNotFound);
  const timeZone = clientTimeZone(row.timeZone, agencyTimeZone);
  const dueAt = storyDueInstant(row, timeZone);
  const postedAt = row.postedAt ?? null;
  return {
    clientId: row.clientId,
    isPosted: row.isPosted,
    view: {
      story: {
        id: row.id,
        campaignId: row.campaignId,
        campaignTitle: row.campaignTitle,
        brandName: row.brandName,
        dayOrder: row.dayOrder,
        dayTitle: row.dayTitle,
        storyNumber: row.storyNumber,
        heading: storyHeading(row.storyNumber, row.title),
        dueAt: dueAt.toISOString(),
        postedAt: postedAt?.toISOString() ?? null,
        timeZone,
        numbersExpireAt: numbersExpireAt(dueAt, postedAt),
      },
      sticker: resultStickerOf(parseStickerInfo(row.stickerInfo)),
      keyword: row.keyword?.trim() || null,
    },
  };
}

/** Human taps counted by all of a story's tracked links (null: it has none). */
export async function trackedClicksOfStory(db: Executor, storyId: string): Promise<number | null> {
  const [row] = await selectRows<{ links: number; clicks: number }>(
    db,
    sql`select count(distinct l.id)::int as links, count(c.id)::int as clicks
          from tracked_links l left join link_clicks c on c.link_id = l.id
         where l.story_id = ${storyId}`,
  );
  return row && row.links > 0 ? row.clicks : null;
}
