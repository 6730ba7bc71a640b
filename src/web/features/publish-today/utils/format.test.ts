import { describe, expect, it } from 'vitest';
import { downloadUrl, dueLabel, formatLongDate, overdueLabel, todayCountLabel } from './format';

describe('Publicar hoy texts', () => {
  it('writes the day in Spanish', () => {
    expect(formatLongDate('2026-11-25')).toBe('miércoles, 25 de noviembre');
    expect(formatLongDate('2026-11-30')).toBe('lunes, 30 de noviembre');
  });

  it('says when a story is due, with its day when it is not today', () => {
    const today = '2026-11-25';
    expect(dueLabel({ dayDate: today, timeBlock: 'Mediodía', dueTime: '13:00' }, today)).toBe(
      'Mediodía · 13:00',
    );
    expect(dueLabel({ dayDate: today, timeBlock: null, dueTime: '18:30' }, today)).toBe('18:30');
    expect(dueLabel({ dayDate: today, timeBlock: ' ', dueTime: null }, today)).toBe('Sin hora');
    expect(dueLabel({ dayDate: '2026-11-23', timeBlock: 'Mañana', dueTime: '09:00' }, today)).toBe(
      'lun, 23 nov · Mañana · 09:00',
    );
  });

  it('counts in Spanish', () => {
    expect(todayCountLabel(3, 5)).toBe('3 de 5 publicadas hoy');
    expect(todayCountLabel(0, 1)).toBe('0 de 1 publicada hoy');
    expect(overdueLabel(1)).toBe('1 historia atrasada');
    expect(overdueLabel(2)).toBe('2 historias atrasadas');
  });

  it('asks for a file as a download', () => {
    expect(downloadUrl('/api/media/abc')).toBe('/api/media/abc?download=1');
    expect(downloadUrl('/api/media/abc?v=2')).toBe('/api/media/abc?v=2&download=1');
  });
});
