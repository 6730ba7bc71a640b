import {
  CAMPAIGN_IMPORT_MAX_DAYS,
  CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY,
  LANDING_URL_PLACEHOLDER,
} from '../constants';
import { isIsoDate } from '../dates';
import { STORY_TYPES, type StoryType } from '../domain/story-types';
import { isHttpUrl } from '../text/http-url';
import { hasHiddenCharacter } from '../text/multi-line';
import { hasControlCharacter } from '../text/single-line';
import { cleanNotes } from './clean-notes';
import {
  IMPORT_MAX_FOLLOW_UP_DELAY_HOURS,
  IMPORT_MAX_FOLLOW_UPS,
  IMPORT_MAX_LAUNCH_STEPS,
  IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MAX_STORY_NUMBER,
  IMPORT_MAX_TAGS,
  IMPORT_TEXT_LIMITS,
} from './field-limits';
import {
  atPosition,
  CAMPAIGN_IMPORT_TEXTS,
  CAMPAIGN_PROBLEMS,
  CHAT_POSITION,
  FIELD_PROBLEMS,
  followUpPosition,
  launchStepPosition,
  positionLabel,
} from './messages';
import { normalizeSticker } from './normalize-sticker';
import { summarizeCampaign } from './summarize-campaign';
import type {
  CampaignImportResult,
  ImportIssue,
  NormalizedCampaign,
  NormalizedChatAutomation,
  NormalizedDay,
  NormalizedFollowUp,
  NormalizedLaunchStep,
  NormalizedStory,
} from './types';

/** The story type used for a missing-from-the-list value (admin spec section 9). */
export const DEFAULT_IMPORT_STORY_TYPE: StoryType = 'TEXTO_PANTALLA';

const TIME_HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const INVALID = Symbol('invalid');
type Checked<T> = T | typeof INVALID;

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads only the object's own keys, so '__proto__' or 'constructor' in a file never mean anything. */
function own(record: JsonRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Collects problems; the list is capped, the count is not. */
class IssueList {
  readonly items: ImportIssue[] = [];
  total = 0;

  add(path: string, message: string): void {
    this.total++;
    if (this.items.length < IMPORT_MAX_LISTED_ERRORS) this.items.push({ path, message });
  }

  get isEmpty(): boolean {
    return this.total === 0;
  }

  toList(): ImportIssue[] {
    const hidden = this.total - this.items.length;
    return hidden > 0
      ? [...this.items, { path: '', message: CAMPAIGN_PROBLEMS.moreErrors(hidden) }]
      : this.items;
  }
}

interface FieldSpec {
  /** The JSON key, as named in the messages. */
  key: string;
  /** Dot path of the object that holds the key ('' at the top level). */
  at: string;
  position: string | null;
  max: number;
  /**
   * A one-line text (title, theme, block name, keyword, URL, tag, step title): no line breaks or other control
   * characters, refused rather than flattened (the same rule as the forms, src/shared/text/single-line.ts).
   */
  singleLine?: boolean;
}

function joinPath(at: string, key: string | number): string {
  return at === '' ? String(key) : `${at}.${key}`;
}

/** A required text: present, a string, not blank after trimming, not too long. Returns it trimmed. */
function requiredText(issues: IssueList, record: JsonRecord, spec: FieldSpec): Checked<string> {
  const value = own(record, spec.key);
  const path = joinPath(spec.at, spec.key);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.required(spec.key)));
    return INVALID;
  }
  return checkedText(issues, value, path, spec);
}

/** An optional text: absent, null or blank give null. */
function optionalText(issues: IssueList, record: JsonRecord, spec: FieldSpec): Checked<string | null> {
  const value = own(record, spec.key);
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return null;
  return checkedText(issues, value, joinPath(spec.at, spec.key), spec);
}

function checkedText(issues: IssueList, value: unknown, path: string, spec: FieldSpec): Checked<string> {
  if (typeof value !== 'string') {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.notText(spec.key)));
    return INVALID;
  }
  if (value.includes('\u0000')) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.invalidCharacters(spec.key)));
    return INVALID;
  }
  if (spec.singleLine && hasControlCharacter(value)) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.notSingleLine(spec.key)));
    return INVALID;
  }
  if (hasHiddenCharacter(value)) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.hiddenCharacters(spec.key)));
    return INVALID;
  }
  const text = value.trim();
  if (text.length > spec.max && [...text].length > spec.max) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.tooLong(spec.key, spec.max)));
    return INVALID;
  }
  return text;
}

function requiredDate(issues: IssueList, record: JsonRecord, spec: Omit<FieldSpec, 'max'>): Checked<string> {
  const text = requiredText(issues, record, { ...spec, max: Number.POSITIVE_INFINITY });
  if (text === INVALID) return INVALID;
  if (!isIsoDate(text)) {
    issues.add(joinPath(spec.at, spec.key), atPosition(spec.position, FIELD_PROBLEMS.notDate(spec.key)));
    return INVALID;
  }
  return text;
}

function arrayField(issues: IssueList, record: JsonRecord, spec: Omit<FieldSpec, 'max'>): unknown[] | null {
  const value = own(record, spec.key);
  if (!Array.isArray(value)) {
    issues.add(joinPath(spec.at, spec.key), atPosition(spec.position, FIELD_PROBLEMS.notArray(spec.key)));
    return null;
  }
  return value;
}

function storyType(value: string): StoryType {
  const upper = value.toUpperCase();
  return (STORY_TYPES as readonly string[]).includes(upper)
    ? (upper as StoryType)
    : DEFAULT_IMPORT_STORY_TYPE;
}

function validateStory(
  issues: IssueList,
  raw: unknown,
  at: string,
  position: string,
  timeBlock: string | typeof INVALID,
): NormalizedStory | null {
  if (!isRecord(raw)) {
    issues.add(at, atPosition(position, FIELD_PROBLEMS.storyNotObject));
    return null;
  }
  const field = (key: string, max: number): FieldSpec => ({ key, at, position, max });

  let number: Checked<number> = INVALID;
  const rawNumber = own(raw, 'number');
  if (typeof rawNumber !== 'number' || !Number.isFinite(rawNumber)) {
    issues.add(joinPath(at, 'number'), atPosition(position, FIELD_PROBLEMS.notANumber('number')));
  } else if (!Number.isInteger(rawNumber) || rawNumber < 1 || rawNumber > IMPORT_MAX_STORY_NUMBER) {
    issues.add(
      joinPath(at, 'number'),
      atPosition(position, FIELD_PROBLEMS.notPositiveInteger('number', IMPORT_MAX_STORY_NUMBER)),
    );
  } else {
    number = rawNumber;
  }
  const copy = requiredText(issues, raw, field('copy', IMPORT_TEXT_LIMITS.copy));
  const visual = requiredText(issues, raw, field('visual', IMPORT_TEXT_LIMITS.visual));
  const type = requiredText(issues, raw, field('type', Number.POSITIVE_INFINITY));
  const notes = optionalText(issues, raw, field('notes', IMPORT_TEXT_LIMITS.notes));

  let scheduledTime: Checked<string | null> = optionalText(
    issues,
    raw,
    field('scheduled_time', Number.POSITIVE_INFINITY),
  );
  if (typeof scheduledTime === 'string' && !TIME_HH_MM.test(scheduledTime)) {
    issues.add(
      joinPath(at, 'scheduled_time'),
      atPosition(position, FIELD_PROBLEMS.notTime('scheduled_time')),
    );
    scheduledTime = INVALID;
  }

  if (
    number === INVALID ||
    copy === INVALID ||
    visual === INVALID ||
    type === INVALID ||
    notes === INVALID ||
    scheduledTime === INVALID ||
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
    type: storyType(type),
    timeBlock,
    sticker: normalizeSticker(own(raw, 'sticker')),
    notes: cleanNotes(notes),
    scheduledTime,
  };
}

function validateDay(
  issues: IssueList,
  raw: unknown,
  dayIndex: number,
  startDate: Checked<string>,
): NormalizedDay | null {
  const at = `days.${dayIndex}`;
  const position = positionLabel(dayIndex);
  if (!isRecord(raw)) {
    issues.add(at, atPosition(position, FIELD_PROBLEMS.dayNotObject));
    return null;
  }
  const date = requiredDate(issues, raw, { key: 'date', at, position });
  if (date !== INVALID && startDate !== INVALID && date < startDate) {
    issues.add(joinPath(at, 'date'), atPosition(position, FIELD_PROBLEMS.dayBeforeStart(date, startDate)));
  }
  const theme = requiredText(issues, raw, {
    key: 'theme',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.theme,
    singleLine: true,
  });
  const blocks = arrayField(issues, raw, { key: 'blocks', at, position });
  if (!blocks) return null;

  const storyCount = blocks.reduce<number>((sum, block) => {
    const list = isRecord(block) ? own(block, 'stories') : undefined;
    return sum + (Array.isArray(list) ? list.length : 0);
  }, 0);
  if (storyCount > CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY) {
    issues.add(joinPath(at, 'blocks'), CAMPAIGN_PROBLEMS.tooManyStories(position, storyCount));
    return null;
  }

  const stories: NormalizedStory[] = [];
  let isValid = date !== INVALID && theme !== INVALID;
  blocks.forEach((block, blockIndex) => {
    const blockAt = `${at}.blocks.${blockIndex}`;
    const blockPosition = positionLabel(dayIndex, blockIndex);
    if (!isRecord(block)) {
      issues.add(blockAt, atPosition(blockPosition, FIELD_PROBLEMS.blockNotObject));
      isValid = false;
      return;
    }
    const blockName = requiredText(issues, block, {
      key: 'block_name',
      at: blockAt,
      position: blockPosition,
      max: IMPORT_TEXT_LIMITS.blockName,
      singleLine: true,
    });
    const list = arrayField(issues, block, { key: 'stories', at: blockAt, position: blockPosition });
    if (!list) {
      isValid = false;
      return;
    }
    list.forEach((story, storyIndex) => {
      const normalized = validateStory(
        issues,
        story,
        `${blockAt}.stories.${storyIndex}`,
        positionLabel(dayIndex, blockIndex, storyIndex),
        blockName,
      );
      if (normalized) stories.push(normalized);
      else isValid = false;
    });
    if (blockName === INVALID) isValid = false;
  });
  if (!isValid || date === INVALID || theme === INVALID) return null;
  return { dayOrder: dayIndex + 1, date, theme, title: `Día ${dayIndex + 1}`, stories };
}

/**
 * A landing URL is an http(s) address or exactly LANDING_URL_PLACEHOLDER, which the AI writes and the client
 * replaces later (the campaign detail shows it as pending and it does not count toward hasChatAutomation).
 */
function isLandingUrl(value: string): boolean {
  return value === LANDING_URL_PLACEHOLDER || isHttpUrl(value);
}

function textList(
  issues: IssueList,
  record: JsonRecord,
  spec: FieldSpec & { maxItems: number },
): Checked<string[]> {
  const value = own(record, spec.key);
  if (value === undefined || value === null) return [];
  const path = joinPath(spec.at, spec.key);
  if (!Array.isArray(value)) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.notArray(spec.key)));
    return INVALID;
  }
  if (value.length > spec.maxItems) {
    issues.add(path, atPosition(spec.position, FIELD_PROBLEMS.tooManyItems(spec.key, spec.maxItems)));
    return INVALID;
  }
  const items: string[] = [];
  for (const [index, item] of value.entries()) {
    const text = typeof item === 'string' ? item.replaceAll('\u0000', '').trim() : '';
    if (text === '') {
      issues.add(`${path}.${index}`, atPosition(spec.position, FIELD_PROBLEMS.itemNotText(spec.key)));
      return INVALID;
    }
    if (spec.singleLine && hasControlCharacter(text)) {
      issues.add(`${path}.${index}`, atPosition(spec.position, FIELD_PROBLEMS.itemNotSingleLine(spec.key)));
      return INVALID;
    }
    if (hasHiddenCharacter(text)) {
      issues.add(`${path}.${index}`, atPosition(spec.position, FIELD_PROBLEMS.hiddenCharacters(spec.key)));
      return INVALID;
    }
    if (text.length > spec.max && [...text].length > spec.max) {
      issues.add(
        `${path}.${index}`,
        atPosition(spec.position, FIELD_PROBLEMS.itemTooLong(spec.key, spec.max)),
      );
      return INVALID;
    }
    if (!items.includes(text)) items.push(text);
  }
  return items;
}

function validateFollowUp(issues: IssueList, raw: unknown, index: number): Checked<NormalizedFollowUp> {
  const at = `chat_automation.follow_up_sequence.${index}`;
  const position = followUpPosition(index);
  if (!isRecord(raw)) {
    issues.add(at, atPosition(position, FIELD_PROBLEMS.followUpNotObject));
    return INVALID;
  }
  const delay = own(raw, 'delay_hours');
  let delayHours: Checked<number> = INVALID;
  if (
    typeof delay !== 'number' ||
    !Number.isFinite(delay) ||
    delay < 0 ||
    delay > IMPORT_MAX_FOLLOW_UP_DELAY_HOURS
  ) {
    issues.add(
      joinPath(at, 'delay_hours'),
      atPosition(position, FIELD_PROBLEMS.notHours('delay_hours', IMPORT_MAX_FOLLOW_UP_DELAY_HOURS)),
    );
  } else {
    delayHours = delay;
  }
  const message = requiredText(issues, raw, {
    key: 'message',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.chatMessage,
  });
  let attachment = optionalText(issues, raw, {
    key: 'attachment',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.chatUrl,
    singleLine: true,
  });
  // Shown to the client as a link: only http(s), never javascript: or data:.
  if (typeof attachment === 'string' && !isHttpUrl(attachment)) {
    issues.add(joinPath(at, 'attachment'), atPosition(position, FIELD_PROBLEMS.notHttpUrl('attachment')));
    attachment = INVALID;
  }
  if (delayHours === INVALID || message === INVALID || attachment === INVALID) return INVALID;
  return { delayHours, message, attachment };
}

function validateChatAutomation(issues: IssueList, raw: unknown): Checked<NormalizedChatAutomation | null> {
  if (raw === undefined || raw === null) return null;
  const at = 'chat_automation';
  if (!isRecord(raw)) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.notObject('chat_automation')));
    return INVALID;
  }
  const position = CHAT_POSITION;
  const keyword = optionalText(issues, raw, {
    key: 'keyword',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.chatKeyword,
    singleLine: true,
  });
  const autoResponse = optionalText(issues, raw, {
    key: 'auto_response',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.chatAutoResponse,
  });
  let landingUrl = optionalText(issues, raw, {
    key: 'landing_url',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.chatUrl,
    singleLine: true,
  });
  if (typeof landingUrl === 'string' && !isLandingUrl(landingUrl)) {
    issues.add(
      joinPath(at, 'landing_url'),
      atPosition(position, FIELD_PROBLEMS.notLandingUrl('landing_url')),
    );
    landingUrl = INVALID;
  }
  const tags = textList(issues, raw, {
    key: 'tags',
    at,
    position,
    max: IMPORT_TEXT_LIMITS.tag,
    maxItems: IMPORT_MAX_TAGS,
    singleLine: true,
  });
  const notes = optionalText(issues, raw, { key: 'notes', at, position, max: IMPORT_TEXT_LIMITS.chatNotes });

  let followUpSequence: Checked<NormalizedFollowUp[]> = [];
  const sequence = own(raw, 'follow_up_sequence');
  if (sequence !== undefined && sequence !== null) {
    const path = joinPath(at, 'follow_up_sequence');
    if (!Array.isArray(sequence)) {
      issues.add(path, atPosition(position, FIELD_PROBLEMS.notArray('follow_up_sequence')));
      followUpSequence = INVALID;
    } else if (sequence.length > IMPORT_MAX_FOLLOW_UPS) {
      issues.add(
        path,
        atPosition(position, FIELD_PROBLEMS.tooManyItems('follow_up_sequence', IMPORT_MAX_FOLLOW_UPS)),
      );
      followUpSequence = INVALID;
    } else {
      const items = sequence.map((item, index) => validateFollowUp(issues, item, index));
      followUpSequence = items.some((item) => item === INVALID) ? INVALID : (items as NormalizedFollowUp[]);
    }
  }
  if (
    keyword === INVALID ||
    autoResponse === INVALID ||
    landingUrl === INVALID ||
    tags === INVALID ||
    notes === INVALID ||
    followUpSequence === INVALID
  ) {
    return INVALID;
  }
  return { keyword, autoResponse, followUpSequence, landingUrl, tags, notes };
}

function validateLaunchPlan(issues: IssueList, raw: unknown): Checked<NormalizedLaunchStep[] | null> {
  if (raw === undefined || raw === null) return null;
  const at = 'launch_plan';
  if (!Array.isArray(raw)) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.notArray(at)));
    return INVALID;
  }
  if (raw.length > IMPORT_MAX_LAUNCH_STEPS) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.tooManyItems(at, IMPORT_MAX_LAUNCH_STEPS)));
    return INVALID;
  }
  const steps = raw.map((item, index): Checked<NormalizedLaunchStep> => {
    const itemAt = `${at}.${index}`;
    const position = launchStepPosition(index);
    if (!isRecord(item)) {
      issues.add(itemAt, atPosition(position, FIELD_PROBLEMS.launchStepNotObject));
      return INVALID;
    }
    const title = requiredText(issues, item, {
      key: 'title',
      at: itemAt,
      position,
      max: IMPORT_TEXT_LIMITS.launchStepTitle,
      singleLine: true,
    });
    const description = requiredText(issues, item, {
      key: 'description',
      at: itemAt,
      position,
      max: IMPORT_TEXT_LIMITS.launchStepDescription,
    });
    if (title === INVALID || description === INVALID) return INVALID;
    return { step: index + 1, title, description };
  });
  return steps.some((step) => step === INVALID) ? INVALID : (steps as NormalizedLaunchStep[]);
}

function failure(issues: IssueList): CampaignImportResult {
  return { ok: false, message: CAMPAIGN_IMPORT_TEXTS.validationFailed, errors: issues.toList() };
}

/**
 * Validates a parsed import file (admin spec sections 3 and 5) and normalises it into a campaign ready to be
 * written. Every problem is listed in Spanish with the day, block and story by 1-based position. Never throws.
 */
export function validateCampaignImport(value: unknown): CampaignImportResult {
  const issues = new IssueList();
  if (!isRecord(value)) {
    issues.add('', CAMPAIGN_PROBLEMS.notAnObject);
    return failure(issues);
  }
  const top = (key: string, max: number): FieldSpec => ({ key, at: '', position: null, max });
  const title = requiredText(issues, value, {
    ...top('campaign_title', IMPORT_TEXT_LIMITS.campaignTitle),
    singleLine: true,
  });
  const startDate = requiredDate(issues, value, { key: 'start_date', at: '', position: null });
  const description = optionalText(issues, value, top('description', IMPORT_TEXT_LIMITS.description));
  const chatAutomation = validateChatAutomation(issues, own(value, 'chat_automation'));
  const launchPlan = validateLaunchPlan(issues, own(value, 'launch_plan'));

  const rawDays = arrayField(issues, value, { key: 'days', at: '', position: null });
  if (!rawDays) return failure(issues);
  if (rawDays.length === 0) {
    issues.add('days', CAMPAIGN_PROBLEMS.noDays);
    return failure(issues);
  }
  if (rawDays.length > CAMPAIGN_IMPORT_MAX_DAYS) {
    issues.add('days', CAMPAIGN_PROBLEMS.tooManyDays(rawDays.length));
    return failure(issues);
  }
  const days = rawDays.map((day, index) => validateDay(issues, day, index, startDate));

  if (
    !issues.isEmpty ||
    title === INVALID ||
    startDate === INVALID ||
    description === INVALID ||
    chatAutomation === INVALID ||
    launchPlan === INVALID ||
    days.some((day) => day === null)
  ) {
    return failure(issues);
  }
  const validDays = days as NormalizedDay[];
  // yyyy-MM-dd strings sort as dates; every day is on or after start_date.
  const endDate =
    validDays
      .map((day) => day.date)
      .sort()
      .at(-1) ?? startDate;
  const campaign: NormalizedCampaign = {
    title,
    description,
    startDate,
    endDate,
    status: 'active',
    days: validDays,
    chatAutomation,
    launchPlan,
  };
  return { ok: true, campaign, summary: summarizeCampaign(campaign) };
}
