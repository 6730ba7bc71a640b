import { addDaysIso, isIsoDate } from '../dates';
import { blockTime, UNKNOWN_BLOCK_TIME } from '../domain/time-blocks';
import { DUPLICATE_TEXTS } from './duplicate-texts';

/**
 * The dates and times of a duplicated campaign (issue 33). Stories store wall times in their client's zone (a date
 * and an 'HH:mm'), so a copy keeps each story's day offset and local time in the target client's zone by keeping
 * those values, whatever the zones and their daylight-saving changes: only the dates move (by whole days) and,
 * when asked, the times (by whole minutes, never past midnight).
 */

export type RepeatEvery = 'week' | 'month';

const DAY_MS = 86_400_000;
const LAST_DATE = '9999-12-31';

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first days of `count` copies starting on `startDate`: one per week, or one per calendar month on the same
 * day of the month (the month's last day when it has no such day: 31 January, 28 February, 31 March).
 */
export function repeatStartDates(startDate: string, every: RepeatEvery, count: number): string[] {
  if (!isIsoDate(startDate)) throw new RangeError(`Fecha no válida: ${startDate}`);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, k) => {
    if (every === 'week') return addDaysIso(startDate, 7 * k);
    const months = year * 12 + (month - 1) + k;
    const y = Math.floor(months / 12);
    const m = (months % 12) + 1;
    const lastDay = new Date(0);
    lastDay.setUTCFullYear(y, m, 0);
    const d = Math.min(day, lastDay.getUTCDate());
    return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });
}

/**
 * Null when copies starting on `starts` do not overlap a campaign of `lengthDays` days; else the refusal's text.
 */
export function overlapProblem(
  starts: readonly string[],
  lengthDays: number,
  every: RepeatEvery,
): string | null {
  for (let k = 1; k < starts.length; k++) {
    if (daysBetween(starts[k - 1]!, starts[k]!) < lengthDays)
      return DUPLICATE_TEXTS.overlap(lengthDays, every);
  }
  return null;
}

/** True when a copy of a campaign from `startDate` to `endDate` moved to `newStart` still ends by 9999-12-31. */
export function fitsCalendar(startDate: string, endDate: string, newStart: string): boolean {
  return daysBetween(newStart, LAST_DATE) >= daysBetween(startDate, endDate);
}

export interface StoryClock {
  id: string;
  /** 'Historia N'. */
  title: string;
  /** 'Día N'. */
  dayTitle: string;
  scheduledTime: string | null;
  timeBlock: string | null;
}

export type ShiftedTimes =
  | { ok: true; times: Map<string, string | null> }
  | { ok: false; message: string; storyId: string };

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhMm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Each story's time in the copy. Without a shift, the stored value (a story without a time keeps following its
 * block's time). With one, the story's due time (its own, else its block's from the documented table) moved by
 * `shiftMinutes`; a time that would leave the day is refused, naming the first story it concerns.
 */
export function shiftStoryTimes(stories: readonly StoryClock[], shiftMinutes: number): ShiftedTimes {
  const times = new Map<string, string | null>();
  for (const story of stories) {
    if (shiftMinutes === 0) {
      times.set(story.id, story.scheduledTime);
      continue;
    }
    const base = story.scheduledTime ?? blockTime(story.timeBlock) ?? UNKNOWN_BLOCK_TIME;
    const moved = toMinutes(base) + shiftMinutes;
    if (moved < 0 || moved >= 24 * 60) {
      const wrapped = toHhMm(((moved % 1440) + 1440) % 1440);
      const direction = moved < 0 ? 'previous' : 'next';
      return {
        ok: false,
        storyId: story.id,
        message: DUPLICATE_TEXTS.crossesMidnight(story.title, story.dayTitle, direction, wrapped),
      };
    }
    times.set(story.id, toHhMm(moved));
  }
  return { ok: true, times };
}
