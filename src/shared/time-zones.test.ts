import { describe, expect, it } from 'vitest';
import { TimeZone } from './time-zone-schema';
import {
  COMMON_TIME_ZONES,
  clientTimeZone,
  formatUtcOffset,
  timeZoneName,
  timeZoneOptions,
} from './time-zones';

describe('TimeZone', () => {
  it('accepts IANA names and refuses others in Spanish', () => {
    expect(TimeZone.parse('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    const result = TimeZone.safeParse('Marte/Olympus');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Zona horaria no válida');
    expect(TimeZone.safeParse('').success).toBe(false);
  });
});

describe('clientTimeZone', () => {
  it("is the client's own zone, else the agency's", () => {
    expect(clientTimeZone('America/Lima', 'Europe/Madrid')).toBe('America/Lima');
    expect(clientTimeZone(null, 'Europe/Madrid')).toBe('Europe/Madrid');
  });
});

describe('timeZoneName', () => {
  it('is the Spanish name of a common zone, else the id', () => {
    expect(timeZoneName('America/Bogota')).toBe('Colombia (Bogotá)');
    expect(timeZoneName('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('timeZoneOptions', () => {
  const options = timeZoneOptions(new Date('2026-11-25T05:30:00Z'));

  it('puts the common zones first, with Spanish labels and current offsets', () => {
    expect(options.slice(0, COMMON_TIME_ZONES.length).map((o) => o.id)).toEqual(
      COMMON_TIME_ZONES.map((z) => z.id),
    );
    expect(options[0]).toEqual({
      id: 'Europe/Madrid',
      label: 'España peninsular (Madrid) (UTC+01:00)',
      offsetMinutes: 60,
    });
    expect(options.find((o) => o.id === 'America/Mexico_City')?.offsetMinutes).toBe(-360);
    expect(timeZoneOptions(new Date('2026-07-01T12:00:00Z'))[0]?.label).toContain('UTC+02:00');
  });

  it('lists every other zone once, each valid', () => {
    const ids = options.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('Asia/Tokyo');
    expect(options.every((o) => TimeZone.safeParse(o.id).success)).toBe(true);
  });

  it('formats offsets', () => {
    expect(formatUtcOffset(-180)).toBe('UTC-03:00');
    expect(formatUtcOffset(330)).toBe('UTC+05:30');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
  });
});
