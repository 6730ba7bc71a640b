import { LANDING_URL_PLACEHOLDER } from '../constants';
import { isHttpUrl } from '../text/http-url';
import type { CampaignFileChatAutomationKey, CampaignFileFollowUpKey } from './campaign-file';
import {
  IMPORT_MAX_FOLLOW_UP_DELAY_HOURS,
  IMPORT_MAX_FOLLOW_UPS,
  IMPORT_MAX_TAGS,
  IMPORT_TEXT_LIMITS,
} from './field-limits';
import { type Checked, INVALID, type IssueList } from './issue-list';
import { isRecord } from './json-record';
import { atPosition, CHAT_POSITION, FIELD_PROBLEMS, followUpPosition } from './messages';
import { FieldReader } from './read-fields';
import type { NormalizedChatAutomation, NormalizedFollowUp } from './types';

/**
 * A landing URL is an http(s) address or exactly LANDING_URL_PLACEHOLDER, which the AI writes and the client
 * replaces later (the campaign detail shows it as pending and it does not count toward hasChatAutomation).
 */
function isLandingUrl(value: string): boolean {
  return value === LANDING_URL_PLACEHOLDER || isHttpUrl(value);
}

/** An optional one-line address that must pass `isValid`, else `problem` is listed. */
function optionalUrl<K extends string>(
  read: FieldReader<K>,
  key: K,
  isValid: (url: string) => boolean,
  problem: (field: string) => string,
): Checked<string | null> {
  const url = read.optional(key, { max: IMPORT_TEXT_LIMITS.chatUrl, singleLine: true });
  if (typeof url === 'string' && !isValid(url)) {
    read.problem(key, problem(key));
    return INVALID;
  }
  return url;
}

function delayHours(read: FieldReader<CampaignFileFollowUpKey>): Checked<number> {
  const delay = read.value('delay_hours');
  if (
    typeof delay !== 'number' ||
    !Number.isFinite(delay) ||
    delay < 0 ||
    delay > IMPORT_MAX_FOLLOW_UP_DELAY_HOURS
  ) {
    read.problem('delay_hours', FIELD_PROBLEMS.notHours('delay_hours', IMPORT_MAX_FOLLOW_UP_DELAY_HOURS));
    return INVALID;
  }
  return delay;
}

function validateFollowUp(read: FieldReader<CampaignFileFollowUpKey>): Checked<NormalizedFollowUp> {
  const delay = delayHours(read);
  const message = read.required('message', { max: IMPORT_TEXT_LIMITS.chatMessage });
  // Shown to the client as a link: only http(s), never javascript: or data:.
  const attachment = optionalUrl(read, 'attachment', isHttpUrl, FIELD_PROBLEMS.notHttpUrl);
  const human = read.value('human_agent');
  if (human !== undefined && human !== null && typeof human !== 'boolean') {
    read.problem('human_agent', FIELD_PROBLEMS.notBoolean('human_agent'));
    return INVALID;
  }
  if (delay === INVALID || message === INVALID || attachment === INVALID) return INVALID;
  return { delayHours: delay, message, attachment, ...(human === true ? { humanAgent: true } : {}) };
}

/** The optional chat automation: null when absent; INVALID when anything in it has a problem (all are listed). */
export function validateChatAutomation(
  issues: IssueList,
  raw: unknown,
): Checked<NormalizedChatAutomation | null> {
  if (raw === undefined || raw === null) return null;
  const at = 'chat_automation';
  if (!isRecord(raw)) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.notObject(at)));
    return INVALID;
  }
  const read = new FieldReader<CampaignFileChatAutomationKey>(issues, raw, at, CHAT_POSITION);
  const keyword = read.optional('keyword', { max: IMPORT_TEXT_LIMITS.chatKeyword, singleLine: true });
  const autoResponse = read.optional('auto_response', { max: IMPORT_TEXT_LIMITS.chatAutoResponse });
  const landingUrl = optionalUrl(read, 'landing_url', isLandingUrl, FIELD_PROBLEMS.notLandingUrl);
  const tags = read.list('tags', {
    max: IMPORT_TEXT_LIMITS.tag,
    maxItems: IMPORT_MAX_TAGS,
    singleLine: true,
  });
  const notes = read.optional('notes', { max: IMPORT_TEXT_LIMITS.chatNotes });
  const sequence = read.objects(
    'follow_up_sequence',
    {
      maxItems: IMPORT_MAX_FOLLOW_UPS,
      position: followUpPosition,
      notObject: FIELD_PROBLEMS.followUpNotObject,
    },
    validateFollowUp,
  );
  if (
    keyword === INVALID ||
    autoResponse === INVALID ||
    landingUrl === INVALID ||
    tags === INVALID ||
    notes === INVALID ||
    sequence === INVALID
  ) {
    return INVALID;
  }
  return { keyword, autoResponse, followUpSequence: sequence ?? [], landingUrl, tags, notes };
}
