import { COMMON_TIME_ZONES } from './time-zones.ts';

/**
 * A zone as a place a reader recognises: the city of a common zone ('Europe/Madrid' → 'Madrid',
 * 'America/Mexico_City' → 'Ciudad de México', 'Atlantic/Canary' → 'Canarias'), else the last part of its IANA name
 * made readable ('America/Argentina/Buenos_Aires' → 'Buenos Aires', 'UTC' → 'UTC').
 */
export function timeZonePlace(id: string): string {
  const common = COMMON_TIME_ZONES.find((zone) => zone.id === id);
  if (common) return /\(([^)]+)\)\s*$/.exec(common.name)?.[1] ?? common.name;
  return (id.split('/').at(-1) ?? id).replaceAll('_', ' ');
}

/** A wall time with its zone named: '16:00 (hora de Ciudad de México)'. For e-mails read anywhere. */
export function zonedTimeLabel(time: string, timeZone: string): string {
  return `${time} (hora de ${timeZonePlace(timeZone)})`;
}
