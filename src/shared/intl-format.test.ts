import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

const instant = new Date('2026-03-29T01:30:00Z');

describe('dateTimeFormat', () => {
  it('gives the same formatter for the same locale and options', () => {
    const options = { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' } as const;
    expect(dateTimeFormat('es-ES', options)).toBe(dateTimeFormat('es-ES', { ...options }));
  });

  it('keeps formatters of other time zones, locales and options apart', () => {
    const madrid = dateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });
    const tokyo = dateTimeFormat('es-ES', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
    const english = dateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: '2-digit',
      minute: '2-digit',
    });
    const withDay = dateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit' });
    expect(new Set([madrid, tokyo, english, withDay]).size).toBe(4);
    // 01:30 UTC on the night the clocks move forward in Madrid: 03:30 there, 10:30 in Tokyo.
    expect(madrid.format(instant)).toBe('03:30');
    expect(tokyo.format(instant)).toBe('10:30');
  });

  it('formats exactly as a formatter built for the call', () => {
    const options = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'America/Mexico_City',
    } as const;
    expect(dateTimeFormat('es-ES', options).format(instant)).toBe(
      new Intl.DateTimeFormat('es-ES', options).format(instant),
    );
  });

  it('throws for an unknown time zone, every time (nothing is kept)', () => {
    expect(() => dateTimeFormat('es-ES', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('es-ES', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('numberFormat', () => {
  it('keeps one formatter per locale and options', () => {
    expect(numberFormat('es-ES')).toBe(numberFormat('es-ES'));
    expect(numberFormat('es-ES', { maximumFractionDigits: 1 })).not.toBe(numberFormat('es-ES'));
    expect(numberFormat('es-ES').format(12345)).toBe('12.345');
  });
});
