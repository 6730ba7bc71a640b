/** A client's effective zone: its own, else the agency's default (APP_TIMEZONE). */
export function clientTimeZone(own: string | null | undefined, agencyDefault: string): string {
  return own ?? agencyDefault;
}

/** The zones a Spanish-speaking agency picks most, first in the picker, with their Spanish names. */
export const COMMON_TIME_ZONES: readonly { id: string; name: string }[] = [
  { id: 'Europe/Madrid', name: 'España peninsular (Madrid)' },
  { id: 'Atlantic/Canary', name: 'Canarias' },
  { id: 'America/Mexico_City', name: 'México (Ciudad de México)' },
  { id: 'America/Bogota', name: 'Colombia (Bogotá)' },
  { id: 'America/Lima', name: 'Perú (Lima)' },
  { id: 'America/Argentina/Buenos_Aires', name: 'Argentina (Buenos Aires)' },
  { id: 'America/Santiago', name: 'Chile (Santiago)' },
  { id: 'America/Caracas', name: 'Venezuela (Caracas)' },
  { id: 'America/Guayaquil', name: 'Ecuador (Guayaquil)' },
  { id: 'America/Montevideo', name: 'Uruguay (Montevideo)' },
  { id: 'America/New_York', name: 'EE. UU. (Nueva York)' },
  { id: 'Europe/London', name: 'Reino Unido (Londres)' },
];

/** A zone's Spanish name when it is a common one ('Colombia (Bogotá)'), else its IANA id. */
export function timeZoneName(id: string): string {
  return COMMON_TIME_ZONES.find((zone) => zone.id === id)?.name ?? id;
}

export interface TimeZoneOption {
  id: string;
  /** e.g. 'España peninsular (Madrid) (UTC+01:00)' or 'Asia/Tokyo (UTC+09:00)'. */
  label: string;
  /** Minutes east of UTC at `now`. */
  offsetMinutes: number;
}

function offsetMinutes(timeZone: string, now: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : COMMON_TIME_ZONES.map((z) => z.id);
}

/**
 * The picker's list: the common zones first (in COMMON_TIME_ZONES' order), then every other zone the runtime
 * knows by name, each labelled with its current UTC offset.
 */
export function timeZoneOptions(now: Date = new Date()): TimeZoneOption[] {
  const common = new Set(COMMON_TIME_ZONES.map((zone) => zone.id));
  const option = (id: string, name: string): TimeZoneOption => {
    const minutes = offsetMinutes(id, now);
    return { id, label: `${name} (${formatUtcOffset(minutes)})`, offsetMinutes: minutes };
  };
  const rest = supportedTimeZones()
    .filter((id) => !common.has(id))
    .sort((a, b) => a.localeCompare(b))
    .map((id) => option(id, id.replaceAll('_', ' ')));
  return [...COMMON_TIME_ZONES.map((zone) => option(zone.id, zone.name)), ...rest];
}
