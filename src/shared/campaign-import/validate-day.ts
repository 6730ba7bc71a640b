import { CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY } from '../constants';
import type { CampaignFileBlockKey, CampaignFileDayKey } from './campaign-file';
import { IMPORT_TEXT_LIMITS } from './field-limits';
import { type Checked, INVALID, type IssueList } from './issue-list';
import { isRecord, own } from './json-record';
import { CAMPAIGN_PROBLEMS, FIELD_PROBLEMS, positionLabel } from './messages';
import { joinPath, readObject } from './read-fields';
import type { NormalizedDay, NormalizedStory, ValidateCampaignOptions } from './types';
import { validateStory } from './validate-story';

/** The stories of every block of a day, counted before any is checked (the per-day limit). */
function countStories(blocks: unknown[]): number {
  return blocks.reduce<number>((sum, block) => {
    const list = isRecord(block) ? own(block, 'stories') : undefined;
    return sum + (Array.isArray(list) ? list.length : 0);
  }, 0);
}

/**
 * The stories of one block, appended to `stories` in file order, each with the block's name as its time block.
 * False when the block or any of its stories has a problem (all of them are listed).
 */
function validateBlock(
  issues: IssueList,
  block: unknown,
  dayIndex: number,
  blockIndex: number,
  stories: NormalizedStory[],
  options: ValidateCampaignOptions,
): boolean {
  const at = `days.${dayIndex}.blocks.${blockIndex}`;
  const position = positionLabel(dayIndex, blockIndex);
  const read = readObject<CampaignFileBlockKey>(issues, block, at, position, FIELD_PROBLEMS.blockNotObject);
  if (!read) return false;
  const blockName = read.required('block_name', { max: IMPORT_TEXT_LIMITS.blockName, singleLine: true });
  const list = read.array('stories');
  if (!list) return false;
  let isValid = blockName !== INVALID;
  list.forEach((story, storyIndex) => {
    const storyAt = `${at}.stories.${storyIndex}`;
    const storyPosition = positionLabel(dayIndex, blockIndex, storyIndex);
    const normalized = validateStory(issues, story, storyAt, storyPosition, blockName, options);
    if (normalized) stories.push(normalized);
    else isValid = false;
  });
  return isValid;
}

/**
 * One day of the file (`dayIndex` 0-based): date (a real date, not before the campaign's start), theme and its
 * blocks of stories, or null when anything in it has a problem (all of them are listed). A day over the
 * per-day story limit is refused as a whole, without checking its stories.
 */
export function validateDay(
  issues: IssueList,
  raw: unknown,
  dayIndex: number,
  startDate: Checked<string>,
  options: ValidateCampaignOptions = {},
): NormalizedDay | null {
  const at = `days.${dayIndex}`;
  const position = positionLabel(dayIndex);
  const read = readObject<CampaignFileDayKey>(issues, raw, at, position, FIELD_PROBLEMS.dayNotObject);
  if (!read) return null;
  const date = read.date('date');
  if (date !== INVALID && startDate !== INVALID && date < startDate) {
    read.problem('date', FIELD_PROBLEMS.dayBeforeStart(date, startDate));
  }
  const theme = read.required('theme', { max: IMPORT_TEXT_LIMITS.theme, singleLine: true });
  const blocks = read.array('blocks');
  if (!blocks) return null;

  const storyCount = countStories(blocks);
  if (storyCount > CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY) {
    issues.add(joinPath(at, 'blocks'), CAMPAIGN_PROBLEMS.tooManyStories(position, storyCount));
    return null;
  }

  const stories: NormalizedStory[] = [];
  let isValid = true;
  blocks.forEach((block, blockIndex) => {
    if (!validateBlock(issues, block, dayIndex, blockIndex, stories, options)) isValid = false;
  });
  if (!isValid || date === INVALID || theme === INVALID) return null;
  return { dayOrder: dayIndex + 1, date, theme, title: `Día ${dayIndex + 1}`, stories };
}
