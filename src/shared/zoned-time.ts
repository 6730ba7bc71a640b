import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { dateTimeFormat } from './intl-format';

/** Offset (ms) of `timeZone` from UTC at `instant`: local wall time minus UTC. */
function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  // Due instants are computed per story: the formatter is built once per zone (intl-format.ts).
  const formatter = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` (yyyy-MM-dd) `time` (HH:mm).
 * A wall time skipped by a spring-forward jump moves forward by the jump (02:30 → 03:30 in Madrid); a wall
 * time that occurs twice in a fall-back takes the first (the earlier, still-summer instant).
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force a day either side bracket any change on this date; try the larger first (it gives
  // the earlier instant, i.e. the first of an ambiguous pair) and keep the first that reads back as asked.
  const offsets = [
    timeZoneOffsetMs(new Date(wallAsUtc - 86_400_000), timeZone),
    timeZoneOffsetMs(new Date(wallAsUtc + 86_400_000), timeZone),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = wallAsUtc - offset;
    if (timeZoneOffsetMs(new Date(candidate), timeZone) === offset) return new Date(candidate);
  }
  // A gap: no offset reads back. Shift by the offset before the change, which lands after the jump by the
  // same amount the wall time was into the gap.
  const before = timeZoneOffsetMs(new Date(wallAsUtc - 86_400_000), timeZone);
  return new Date(wallAsUtc - before);
}

/** The wall-clock time (HH:mm, 24 h) of `timeZone` at `instant`. */
export function wallClockTime(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(
    instant,
  );
}

/** Spanish long form used for the AI wizard's launch date: 'viernes, 14 de noviembre de 2025 a las 12:00'. */
export function formatSpanishLaunchDatetime(date: string, time: string): string {
  return `${format(parseISO(date), "EEEE, d 'de' MMMM 'de' yyyy", { locale: es })} a las ${time}`;
}

/** Minutes since local midnight of `instant` in `timeZone` (a wall-clock reading: 08:00 → 480). */
export function wallClockMinutes(instant: Date, timeZone: string): number {
  const [hours, minutes] = wallClockTime(instant, timeZone).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
