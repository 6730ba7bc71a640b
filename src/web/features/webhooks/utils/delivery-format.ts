import { APP_LOCALE } from '@shared/dates';
import { numberFormat } from '@shared/intl-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far ahead an instant is, as the deliveries list says a next retry: «en menos de 1 min», «en 5 min»,
 * «en 2 h 10 min», «en 3 días»; «ahora» once it is due (the worker is about to take it).
 */
export function relativeFutureLabel(instant: string, now: number): string {
  const ms = Date.parse(instant) - now;
  if (Number.isNaN(ms) || ms <= 0) return 'ahora';
  if (ms < MINUTE) return 'en menos de 1 min';
  if (ms < HOUR) return `en ${Math.round(ms / MINUTE)} min`;
  if (ms < DAY) {
    const totalMinutes = Math.round(ms / MINUTE);
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    return minutes === 0 ? `en ${hours} h` : `en ${hours} h ${minutes} min`;
  }
  const days = Math.round(ms / DAY);
  return days === 1 ? 'en 1 día' : `en ${days} días`;
}

/** A request's duration: «85 ms» under a second, «1,2 s» from there. */
export function durationLabel(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return `${numberFormat(APP_LOCALE, { maximumFractionDigits: 1 }).format(ms / 1000)} s`;
}

/** «1 intento», «3 intentos». */
export function attemptsLabel(attempts: number): string {
  return attempts === 1 ? '1 intento' : `${attempts} intentos`;
}
