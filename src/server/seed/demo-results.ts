import { parseStickerInfo } from '../../shared/domain/sticker-info';
import { emptyStickerResults, resultStickerOf } from '../../shared/results/result-sticker';
import type { StickerResults } from '../../shared/results/story-results';
import type { NewStoryRow } from '../db/schema/campaigns';
import type { storyResults } from '../db/schema/results';

/** The latest published stories of each campaign left without numbers: the demo's «Sin números» and reminders. */
const LEFT_MISSING = 2;

/**
 * The demo's story numbers (issue 31 §3): believable, varied and always the same for the same story, entered by the
 * brand for every published story but the LEFT_MISSING latest of each campaign, so the results screen, the report
 * and the agency's dashboard have something to show and something to chase.
 */
export function demoResultRows(
  storyRows: readonly NewStoryRow[],
  campaignOfDay: ReadonlyMap<string, string>,
  author: { userId: string; name: string },
): (typeof storyResults.$inferInsert)[] {
  const byCampaign = new Map<string, NewStoryRow[]>();
  for (const story of storyRows) {
    if (!story.isPosted || !story.postedAt) continue;
    const campaignId = campaignOfDay.get(story.campaignDayId)!;
    byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), story]);
  }
  const rows: (typeof storyResults.$inferInsert)[] = [];
  for (const posted of byCampaign.values()) {
    const sorted = [...posted].sort((a, b) => a.postedAt!.getTime() - b.postedAt!.getTime());
    sorted.slice(0, Math.max(0, sorted.length - LEFT_MISSING)).forEach((story, i) => {
      const seed = (i * 7919 + story.storyNumber * 104_729) % 1000;
      const reach = 420 + ((seed * 37) % 1400);
      const enteredAt = new Date(story.postedAt!.getTime() + 20 * 60 * 60_000);
      rows.push({
        storyId: story.id!,
        reach,
        impressions: Math.round(reach * (1.1 + (seed % 30) / 100)),
        replies: 2 + (seed % 19),
        linkTaps: null,
        keywordDms: seed % 3 === 0 ? 1 + (seed % 9) : 0,
        profileVisits: 5 + (seed % 41),
        follows: seed % 6,
        shares: seed % 11,
        exits: 10 + (seed % 57),
        sticker: demoSticker(story.stickerInfo, reach, seed),
        enteredById: author.userId,
        enteredByName: author.name,
        enteredByRole: 'client',
        enteredAt,
        updatedById: author.userId,
        updatedByName: author.name,
        updatedByRole: 'client',
        updatedAt: enteredAt,
      });
    });
  }
  return rows;
}

function demoSticker(stickerInfo: unknown, reach: number, seed: number): StickerResults | null {
  const sticker = resultStickerOf(parseStickerInfo(stickerInfo));
  if (!sticker) return null;
  const answers = Math.round(reach * (0.04 + (seed % 9) / 100));
  const empty = emptyStickerResults(sticker);
  switch (empty.type) {
    case 'poll':
      return {
        type: 'poll',
        options: empty.options.map((option, i) => ({
          option: option.option,
          votes: Math.round(
            (answers * (i === 0 ? 60 + (seed % 25) : 40 - (seed % 25))) / 100 / Math.max(1, i),
          ),
        })),
      };
    case 'quiz':
      return { type: 'quiz', answers, correct: Math.round(answers * 0.62) };
    case 'question':
      return { type: 'question', answers: Math.max(1, Math.round(answers / 3)) };
    case 'countdown':
      return { type: 'countdown', reminders: Math.round(answers / 2) };
    case 'slider':
      return { type: 'slider', average: 70 + (seed % 25), votes: answers };
  }
}
