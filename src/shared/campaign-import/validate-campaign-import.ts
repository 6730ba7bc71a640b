import { CAMPAIGN_IMPORT_MAX_DAYS } from '../constants';
import type { CampaignFileKey } from './campaign-file';
import { IMPORT_TEXT_LIMITS } from './field-limits';
import { INVALID, IssueList } from './issue-list';
import { isRecord } from './json-record';
import { CAMPAIGN_IMPORT_TEXTS, CAMPAIGN_PROBLEMS } from './messages';
import { FieldReader } from './read-fields';
import { summarizeCampaign } from './summarize-campaign';
import type {
  CampaignImportResult,
  NormalizedCampaign,
  NormalizedDay,
  ValidateCampaignOptions,
} from './types';
import { validateChatAutomation } from './validate-chat-automation';
import { validateDay } from './validate-day';
import { validateLaunchPlan } from './validate-launch-plan';

function failure(issues: IssueList): CampaignImportResult {
  return { ok: false, message: CAMPAIGN_IMPORT_TEXTS.validationFailed, errors: issues.toList() };
}

/**
 * Validates a parsed import file (admin spec sections 3 and 5; the shape is CampaignFile) and normalises it into
 * a campaign ready to be written. Every problem is listed in Spanish with the day, block and story by 1-based
 * position, in file order; the checks go on after a problem. Never throws. Hand-written rather than a zod
 * schema: docs/decisions/015-campaign-import-validator-stays-hand-written.md. With `{ source: 'zip' }` (the JSON
 * of a .zip import) a story's `media` names files of the archive; otherwise it is refused.
 */
export function validateCampaignImport(
  value: unknown,
  options: ValidateCampaignOptions = {},
): CampaignImportResult {
  const issues = new IssueList();
  if (!isRecord(value)) {
    issues.add('', CAMPAIGN_PROBLEMS.notAnObject);
    return failure(issues);
  }
  const read = new FieldReader<CampaignFileKey>(issues, value, '', null);
  const title = read.required('campaign_title', { max: IMPORT_TEXT_LIMITS.campaignTitle, singleLine: true });
  const startDate = read.date('start_date');
  const description = read.optional('description', { max: IMPORT_TEXT_LIMITS.description });
  const chatAutomation = validateChatAutomation(issues, read.value('chat_automation'));
  const launchPlan = validateLaunchPlan(read);

  const rawDays = read.array('days');
  if (!rawDays) return failure(issues);
  if (rawDays.length === 0) {
    issues.add('days', CAMPAIGN_PROBLEMS.noDays);
    return failure(issues);
  }
  if (rawDays.length > CAMPAIGN_IMPORT_MAX_DAYS) {
    issues.add('days', CAMPAIGN_PROBLEMS.tooManyDays(rawDays.length));
    return failure(issues);
  }
  const days = rawDays.map((day, index) => validateDay(issues, day, index, startDate, options));

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
