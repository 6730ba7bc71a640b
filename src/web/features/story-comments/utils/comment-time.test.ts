import { describe, expect, it } from 'vitest';
import { formatCommentTime, timeZoneLabel } from './comment-time';

describe('formatCommentTime', () => {
  const now = new Date('2026-11-25T15:00:00Z');

  it('says today and yesterday in the client’s zone, else the es-ES date and time', () => {
    expect(formatCommentTime('2026-11-25T09:05:00Z', 'Europe/Madrid', now)).toBe('hoy a las 10:05');
    expect(formatCommentTime('2026-11-24T22:30:00Z', 'Europe/Madrid', now)).toBe('ayer a las 23:30');
    expect(formatCommentTime('2026-11-20T08:00:00Z', 'Europe/Madrid', now)).toBe('20/11/2026 a las 09:00');
  });

  it('decides the day in the client’s zone, not the browser’s', () => {
    // 05:00 UTC on the 25th is still the 24th in Mexico City (UTC-6).
    expect(formatCommentTime('2026-11-25T05:00:00Z', 'America/Mexico_City', now)).toBe('ayer a las 23:00');
    expect(formatCommentTime('2026-11-25T05:00:00Z', 'Europe/Madrid', now)).toBe('hoy a las 06:00');
  });

  it('gives nothing for an invalid instant', () => {
    expect(formatCommentTime('no', 'Europe/Madrid', now)).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone in Spanish with its offset', () => {
    expect(timeZoneLabel('America/Mexico_City', new Date('2026-11-25T15:00:00Z'))).toBe(
      'hora estándar central (GMT-6)',
    );
  });
});
