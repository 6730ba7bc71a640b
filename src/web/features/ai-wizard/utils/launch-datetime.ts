import { DEFAULT_LAUNCH_DAYS_AHEAD, DEFAULT_LAUNCH_HOUR, DEFAULT_LAUNCH_MINUTE } from '@shared/constants';
import { addDays, format, isValid, startOfDay } from 'date-fns';
import { es } from 'date-fns/locale';

/** The launch the wizard asks for: a calendar day picked in the browser plus an hour (0-23) and a minute (0-59). */
export type LaunchChoice = {
  /** Local midnight of the chosen day; undefined until a day is picked. */
  date: Date | undefined;
  hour: number;
  minute: number;
};

/** Spec section 5: the default launch is the next day at 12:00. */
export function defaultLaunch(now: Date = new Date()): LaunchChoice {
  return {
    date: startOfDay(addDays(now, DEFAULT_LAUNCH_DAYS_AHEAD)),
    hour: DEFAULT_LAUNCH_HOUR,
    minute: DEFAULT_LAUNCH_MINUTE,
  };
}

/** The chosen instant in the browser's time zone, or null without a valid day. */
export function launchInstant(choice: LaunchChoice): Date | null {
  if (!choice.date || !isValid(choice.date)) return null;
  const instant = new Date(choice.date);
  instant.setHours(choice.hour, choice.minute, 0, 0);
  return instant;
}

/** The first day the calendar lets the user pick (days before today are disabled). */
export function firstSelectableDay(now: Date = new Date()): Date {
  return startOfDay(now);
}

/** 'lunes, 23 de noviembre de 2026 a las 12:00', the way the request stores the launch. */
export function formatLaunchEs(instant: Date): string {
  return format(instant, "EEEE, d 'de' MMMM 'de' yyyy 'a las' HH:mm", { locale: es });
}

/** 0..23 and 0..59 for the hour and minute selects. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
