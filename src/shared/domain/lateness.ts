/**
 * One rule for "late" (issue 29 §1), shared by the agency's «Hoy» board, its alert e-mail, the reminders and the
 * brand's screens («Publicar hoy», 'Historias Pendientes', the dashboard). A story is late from the instant it
 * is due (storyDueInstant, in its client's zone) until it is posted: a story of today past its time is late at
 * the same moment everywhere, and reads "Atrasada desde las 16:00" in the client's wall time.
 *
 * Where an unpublished story belongs, from the client's point of view:
 * - 'today': due on the client's today (late or not);
 * - 'recent': due on an earlier day, late by at most RECENT_LATE_WINDOW_HOURS (the window of the board's
 *   «Atrasadas»);
 * - 'old': late by more than that, or a leftover of a campaign whose end date has passed in the client's zone
 *   (folded away on the phone, no more reminders);
 * - 'later': due after the client's today.
 * Pure: the caller gives `now` (the server's clock, or the web's estimate of it).
 */
import { APP_LOCALE, addDaysIso, todayInTimeZone } from '../dates';
import { dateTimeFormat } from '../intl-format';
import { wallClockTime } from '../zoned-time';
import type { StoryStatus } from './story-status';

/** «Atrasadas» recientes: late by at most this many hours (the agency's board looks back as far). */
export const RECENT_LATE_WINDOW_HOURS = 48;
const MINUTE_MS = 60_000;
const RECENT_LATE_WINDOW_MS = RECENT_LATE_WINDOW_HOURS * 60 * MINUTE_MS;

export const LATENESS_GROUPS = ['today', 'recent', 'old', 'later'] as const;
export type LatenessGroup = (typeof LATENESS_GROUPS)[number];

export interface LatenessInput {
  /** When the story is due (storyDueInstant in the client's zone). */
  dueAt: Date;
  /** The client's effective IANA zone. */
  timeZone: string;
  now: Date;
  /** The last date of the story's campaign (yyyy-mm-dd); when it is before the client's today, the campaign has ended. */
  campaignEndDate?: string | null;
}

export interface Lateness {
  group: LatenessGroup;
  /** Past its due instant (strictly: at the due minute itself it is not late yet). */
  isLate: boolean;
  /** Whole minutes since it was due (0 when not late). */
  minutesLate: number;
  /** The due date and time on the client's wall calendar and clock (yyyy-mm-dd, HH:mm). */
  dueDate: string;
  dueTime: string;
  /** The client's today at `now`. */
  today: string;
  /** Its campaign's end date is before the client's today. */
  isCampaignEnded: boolean;
}

/** True when a campaign ending on `endDate` (yyyy-mm-dd, inclusive) has ended by `now` in `timeZone`. */
export function isCampaignEnded(endDate: string | null | undefined, timeZone: string, now: Date): boolean {
  return endDate != null && endDate < todayInTimeZone(timeZone, now);
}

/** Where a story due at `dueAt` stands at `now` for a client in `timeZone` (see the module comment). */
export function storyLateness({ dueAt, timeZone, now, campaignEndDate }: LatenessInput): Lateness {
  const lateMs = now.getTime() - dueAt.getTime();
  const isLate = lateMs > 0;
  const today = todayInTimeZone(timeZone, now);
  const dueDate = todayInTimeZone(timeZone, dueAt);
  const isEnded = campaignEndDate != null && campaignEndDate < today;
  let group: LatenessGroup;
  if (isLate && isEnded) group = 'old';
  else if (dueDate === today) group = 'today';
  else if (dueDate > today) group = 'later';
  else group = lateMs <= RECENT_LATE_WINDOW_MS ? 'recent' : 'old';
  return {
    group,
    isLate,
    minutesLate: isLate ? Math.floor(lateMs / MINUTE_MS) : 0,
    dueDate,
    dueTime: wallClockTime(dueAt, timeZone),
    today,
    isCampaignEnded: isEnded,
  };
}

/**
 * Late and still to be chased: late today or recently, in a campaign that has not ended. The agency's board lists
 * these as «Atrasadas», the brand's banner counts them; the older ones are folded away.
 */
export function isRecentlyLate(lateness: Lateness): boolean {
  return lateness.isLate && (lateness.group === 'today' || lateness.group === 'recent');
}

/**
 * The status a screen shows for an unpublished story: 'overdue' from its due instant (a story of today past its
 * time included), 'due_today' before it, 'upcoming' for a later day. Other statuses (published, skipped) stay.
 */
export function statusWithLateness(status: StoryStatus, lateness: Lateness): StoryStatus {
  if (status !== 'overdue' && status !== 'due_today' && status !== 'upcoming') return status;
  if (lateness.isLate) return 'overdue';
  return lateness.group === 'later' ? 'upcoming' : 'due_today';
}

const shortDate = dateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * 'Atrasada desde las 16:00' (today), 'Atrasada desde ayer a las 16:00', 'Atrasada desde el 2 nov' (earlier), in
 * the client's wall time; null when the story is not late.
 */
export function lateSinceLabel(lateness: Lateness): string | null {
  if (!lateness.isLate) return null;
  if (lateness.dueDate === lateness.today) return `Atrasada desde las ${lateness.dueTime}`;
  if (lateness.dueDate === addDaysIso(lateness.today, -1)) {
    return `Atrasada desde ayer a las ${lateness.dueTime}`;
  }
  const [year, month, day] = lateness.dueDate.split('-').map(Number) as [number, number, number];
  return `Atrasada desde el ${shortDate.format(new Date(Date.UTC(year, month - 1, day))).replace(/\./g, '')}`;
}
