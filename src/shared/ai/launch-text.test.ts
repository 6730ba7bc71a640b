import { describe, expect, it } from 'vitest';
import { formatLaunchText, launchStartDate } from './launch-text';

describe('formatLaunchText', () => {
  it('writes the launch instant in Spanish in the app time zone', () => {
    // 11:00 UTC is 12:00 in Madrid in November (CET)
    expect(formatLaunchText('2025-11-14T11:00:00.000Z', 'Europe/Madrid')).toBe(
      'viernes, 14 de noviembre de 2025 a las 12:00',
    );
    // summer time (CEST), a single-digit day and a two-digit hour before ten
    expect(formatLaunchText(new Date('2026-07-05T06:05:00Z'), 'Europe/Madrid')).toBe(
      'domingo, 5 de julio de 2026 a las 08:05',
    );
    expect(formatLaunchText('2026-01-01T00:30:00Z', 'America/Mexico_City')).toBe(
      'miércoles, 31 de diciembre de 2025 a las 18:30',
    );
  });

  it('uses a 24-hour clock and answers an empty text for an invalid instant', () => {
    expect(formatLaunchText('2026-03-10T22:45:00Z', 'UTC')).toBe('martes, 10 de marzo de 2026 a las 22:45');
    expect(formatLaunchText('2026-03-10T00:00:00Z', 'UTC')).toBe('martes, 10 de marzo de 2026 a las 00:00');
    expect(formatLaunchText('no es una fecha')).toBe('');
  });
});

describe('launchStartDate', () => {
  it('is the calendar date of the launch in the app time zone', () => {
    expect(launchStartDate('2025-11-14T23:30:00Z', 'Europe/Madrid')).toBe('2025-11-15');
    expect(launchStartDate('2025-11-14T23:30:00Z', 'UTC')).toBe('2025-11-14');
  });
});
