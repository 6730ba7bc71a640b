import { isRecord, type JsonRecord } from '../../shared/campaign-import/json-record';
import type { ImportIssue, NormalizedCampaign } from '../../shared/campaign-import/types';
import { validateCampaignImport } from '../../shared/campaign-import/validate-campaign-import';
import { addDaysIso } from '../../shared/dates';
import { MAX_STORIES_PER_DAY, MIN_STORIES_PER_DAY } from './prompt';

export interface PrepareOptions {
  /** The launch date in the app's time zone: day N is dated startDate + N - 1. */
  startDate: string;
  /** Days asked for (7, 14 or 21). */
  days: number;
  /** Title used when the answer has none (salvage only). */
  fallbackTitle: string;
}

export type PreparedCampaign =
  | { ok: true; campaign: NormalizedCampaign; partial: boolean }
  | { ok: false; errors: ImportIssue[] };

/**
 * Puts what the generator can be trusted least with into place before validation: the dates (day N is the
 * launch date + N - 1), at most the asked-for days and 10 stories a day, and story numbers 1..n within each day.
 * Everything else is judged by validateCampaignImport, the JSON import's own validator (which takes the
 * landing-URL placeholder the prompt asks for as it is).
 */
function normalizeCandidate(raw: unknown, opts: PrepareOptions): unknown {
  if (!isRecord(raw)) return raw;
  const candidate: JsonRecord = { ...raw, start_date: opts.startDate };
  if (Array.isArray(raw.days)) {
    candidate.days = raw.days.slice(0, opts.days).map((day, index) => {
      if (!isRecord(day)) return day;
      let kept = 0;
      const blocks = Array.isArray(day.blocks)
        ? day.blocks.map((block) => {
            if (!isRecord(block) || !Array.isArray(block.stories)) return block;
            const stories = block.stories
              .slice(0, Math.max(0, MAX_STORIES_PER_DAY - kept))
              .map((story) => (isRecord(story) ? { ...story, number: ++kept } : story));
            return { ...block, stories };
          })
        : day.blocks;
      return { ...day, date: addDaysIso(opts.startDate, index), blocks };
    });
  }
  return candidate;
}

/** Fewer days than asked, or a day under the minimum of stories: saved, but reported as partial. */
export function isPartial(campaign: NormalizedCampaign, days: number): boolean {
  return campaign.days.length < days || campaign.days.some((d) => d.stories.length < MIN_STORIES_PER_DAY);
}

/** Validates a generator's answer as a whole, exactly as a JSON import file. */
export function prepareCampaign(raw: unknown, opts: PrepareOptions): PreparedCampaign {
  const result = validateCampaignImport(normalizeCandidate(raw, opts));
  if (!result.ok) return { ok: false, errors: result.errors };
  return { ok: true, campaign: result.campaign, partial: isPartial(result.campaign, opts.days) };
}

/**
 * The last resort after the repair attempt: keeps the days that validate on their own (and the chat automation
 * and launch plan when they do), so that what the model got right is still saved as a partial campaign. Fails
 * when not one day is usable.
 */
export function salvageCampaign(raw: unknown, opts: PrepareOptions): PreparedCampaign {
  const candidate = normalizeCandidate(raw, opts);
  if (!isRecord(candidate) || !Array.isArray(candidate.days)) return prepareCampaign(raw, opts);
  const base = (extra: JsonRecord): JsonRecord => ({
    campaign_title: candidate.campaign_title,
    start_date: opts.startDate,
    days: [],
    ...extra,
  });
  const titleOk = validateCampaignImport(
    base({ days: [{ date: opts.startDate, theme: 'x', blocks: [] }] }),
  ).ok;
  const title = titleOk ? candidate.campaign_title : opts.fallbackTitle;
  const usableDays = candidate.days.filter(
    (day) => validateCampaignImport({ campaign_title: title, start_date: opts.startDate, days: [day] }).ok,
  );
  const probe = (key: 'description' | 'chat_automation' | 'launch_plan') =>
    validateCampaignImport({
      campaign_title: title,
      start_date: opts.startDate,
      days: usableDays.slice(0, 1),
      [key]: candidate[key],
    }).ok
      ? candidate[key]
      : null;
  if (usableDays.length === 0) return prepareCampaign(raw, opts);
  const result = validateCampaignImport({
    campaign_title: title,
    start_date: opts.startDate,
    description: probe('description'),
    chat_automation: probe('chat_automation'),
    launch_plan: probe('launch_plan'),
    days: usableDays,
  });
  if (!result.ok) return { ok: false, errors: result.errors };
  return { ok: true, campaign: result.campaign, partial: true };
}
