import { STORY_TYPES, type StoryType } from '../domain/story-types';
import type { CampaignFileStoryKey } from './campaign-file';
import { cleanNotes } from './clean-notes';
import { IMPORT_MAX_STORY_NUMBER, IMPORT_TEXT_LIMITS } from './field-limits';
import { type Checked, INVALID, type IssueList } from './issue-list';
import { FIELD_PROBLEMS } from './messages';
import { normalizeSticker } from './normalize-sticker';
import { type FieldReader, readObject } from './read-fields';
import type { NormalizedStory, ValidateCampaignOptions } from './types';
import { validateStoryMedia } from './validate-story-media';

/** The story type used for a missing-from-the-list value (admin spec section 9). */
export const DEFAULT_IMPORT_STORY_TYPE: StoryType = 'TEXTO_PANTALLA';

const TIME_HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A known story type in any case, else the default (the import's rule; a campaign's export writes it too). */
export function normalizeStoryType(value: string): StoryType {
  const upper = value.trim().toUpperCase();
  return (STORY_TYPES as readonly string[]).includes(upper)
    ? (upper as StoryType)
    : DEFAULT_IMPORT_STORY_TYPE;
}

function storyNumber(read: FieldReader<CampaignFileStoryKey>): Checked<number> {
  const value = read.value('number');
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    read.problem('number', FIELD_PROBLEMS.notANumber('number'));
    return INVALID;
  }
  if (!Number.isInteger(value) || value < 1 || value > IMPORT_MAX_STORY_NUMBER) {
    read.problem('number', FIELD_PROBLEMS.notPositiveInteger('number', IMPORT_MAX_STORY_NUMBER));
    return INVALID;
  }
  return value;
}

function scheduledTime(read: FieldReader<CampaignFileStoryKey>): Checked<string | null> {
  const time = read.optional('scheduled_time');
  if (typeof time === 'string' && !TIME_HH_MM.test(time)) {
    read.problem('scheduled_time', FIELD_PROBLEMS.notTime('scheduled_time'));
    return INVALID;
  }
  return time;
}

/**
 * One story of a block: `at` its JSON path, `position` its label ('Día 1, bloque 2, historia 3'), `timeBlock` the
 * block's name (INVALID when the block name has a problem: the story's own problems are still listed), `options`
 * whether the file is a .zip's JSON (where `media` may name files).
 */
export function validateStory(
  issues: IssueList,
  raw: unknown,
  at: string,
  position: string,
  timeBlock: Checked<string>,
  options: ValidateCampaignOptions = {},
): NormalizedStory | null {
  const read = readObject<CampaignFileStoryKey>(issues, raw, at, position, FIELD_PROBLEMS.storyNotObject);
  if (!read) return null;
  const number = storyNumber(read);
  const copy = read.required('copy', { max: IMPORT_TEXT_LIMITS.copy });
  const visual = read.required('visual', { max: IMPORT_TEXT_LIMITS.visual });
  const type = read.required('type');
  const notes = read.optional('notes', { max: IMPORT_TEXT_LIMITS.notes });
  const time = scheduledTime(read);
  const media = validateStoryMedia(read, position, options);
  if (
    number === INVALID ||
    copy === INVALID ||
    visual === INVALID ||
    type === INVALID ||
    notes === INVALID ||
    time === INVALID ||
    media === INVALID ||
    timeBlock === INVALID
  ) {
    return null;
  }
  return {
    number,
    title: `Historia ${number}`,
    copy,
    originalCopy: copy,
    visual,
    type: normalizeStoryType(type),
    timeBlock,
    sticker: normalizeSticker(read.value('sticker')),
    notes: cleanNotes(notes),
    scheduledTime: time,
    ...(media ? { media } : {}),
  };
}
