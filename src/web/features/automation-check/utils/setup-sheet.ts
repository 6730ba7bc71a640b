import type { CampaignDay, CampaignStory, FollowUpItem } from '@shared/api/client-area/campaigns';
import { storyText } from '@shared/automation-check/check-keywords';
import { invitedKeywords, normalizeKeyword, showsKeyword } from '@shared/automation-check/keywords';

/** A story of the set-up sheet: where and when it is, and what it says of the keyword. */
export interface KeywordStory {
  id: string;
  dayOrder: number;
  /** yyyy-MM-dd: its own date, else its day's. */
  date: string;
  /** 'HH:mm', or null when it has no time. */
  time: string | null;
  storyNumber: number;
  /** It asks its audience to write the keyword («Responde CAFÉ»), rather than only showing it. */
  asks: boolean;
  /** The sentences (of its copy and sticker) that show or ask for it. */
  sentence: string;
}

/** What the sheet reads of a day and its stories. */
export type SheetDay = Pick<CampaignDay, 'dayOrder' | 'date'> & {
  stories: readonly Pick<
    CampaignStory,
    'id' | 'storyNumber' | 'copyText' | 'stickerInfo' | 'scheduledDate' | 'scheduledTime'
  >[];
};

/** A text's sentences: split after . ! ? … and at line breaks, trimmed, without the empty ones. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?…])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The stories that show or ask for `keyword`, in the campaign's order, as the shared check reads them
 * (storyText: the copy, the sticker's question, options and text; invitedKeywords / showsKeyword).
 */
export function keywordStories(days: readonly SheetDay[], keyword: string): KeywordStory[] {
  const normalized = normalizeKeyword(keyword);
  if (!normalized) return [];
  const asksFor = (text: string) => invitedKeywords(text).some((k) => k.normalized === normalized);
  const found: KeywordStory[] = [];
  for (const day of days) {
    for (const story of day.stories) {
      const text = storyText({ id: story.id, label: '', copy: story.copyText, sticker: story.stickerInfo });
      const asks = asksFor(text);
      if (!asks && !showsKeyword(text, normalized)) continue;
      const sentences = sentencesOf(text).filter(
        (sentence) => asksFor(sentence) || showsKeyword(sentence, normalized),
      );
      found.push({
        id: story.id,
        dayOrder: day.dayOrder,
        date: story.scheduledDate ?? day.date,
        time: story.scheduledTime,
        storyNumber: story.storyNumber,
        asks,
        sentence: (sentences.length > 0 ? sentences : [text.trim()]).join(' '),
      });
    }
  }
  return found;
}

/** A follow-up as the sheet lists it: its hours after the person's message, and who sends it. */
export interface TimedFollowUp {
  message: string;
  attachment: string | null;
  /** Hours after the person's message: the delays add up (each counts from the message before it). */
  atHours: number;
  isHuman: boolean;
}

/** The follow-ups with their cumulative times, as «Revisar automatizaciones» counts them. */
export function timedFollowUps(items: readonly FollowUpItem[]): TimedFollowUp[] {
  let elapsed = 0;
  return items.map((item) => {
    elapsed += Number.isFinite(item.delayHours) ? Math.max(0, item.delayHours) : 0;
    return {
      message: item.message,
      attachment: item.attachment?.trim() || null,
      atHours: Math.round(elapsed * 10) / 10,
      isHuman: item.humanAgent === true,
    };
  });
}
