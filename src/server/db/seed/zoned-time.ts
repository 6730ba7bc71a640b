import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** Offset (ms) of `timeZone` from UTC at `instant`: local wall time minus UTC. */
function timeZoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
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
 * For a wall time skipped by a DST jump the result lands just after the jump.
 */
export function zonedWallTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstOffset = timeZoneOffsetMs(new Date(wallAsUtc), timeZone);
  const candidate = wallAsUtc - firstOffset;
  const secondOffset = timeZoneOffsetMs(new Date(candidate), timeZone);
  return new Date(secondOffset === firstOffset ? candidate : wallAsUtc - secondOffset);
}

/** Spanish long form used for the AI wizard's launch date: 'viernes, 14 de noviembre de 2025 a las 12:00'. */
export function formatSpanishLaunchDatetime(date: string, time: string): string {
  return `${format(parseISO(date), "EEEE, d 'de' MMMM 'de' yyyy", { locale: es })} a las ${time}`;
}
