import { describe, expect, it } from 'vitest';
import { formatLocalTime, formatOverdue, storyLabel } from './format';

describe('the board’s wording', () => {
  it('names a story once when its title is only «Historia N»', () => {
    expect(storyLabel({ number: 3, title: 'Historia 3' })).toBe('Historia 3');
    expect(storyLabel({ number: 3, title: '  ' })).toBe('Historia 3');
    expect(storyLabel({ number: 2, title: 'Vídeo del producto' })).toBe('Historia 2: Vídeo del producto');
  });

  it('says how long ago in hours and minutes', () => {
    expect(formatOverdue(0.5)).toBe('hace menos de 1 min');
    expect(formatOverdue(45)).toBe('hace 45 min');
    expect(formatOverdue(120)).toBe('hace 2 h');
    expect(formatOverdue(135)).toBe('hace 2 h 15 min');
  });

  it('adds the client’s zone only when it is not the agency’s', () => {
    expect(formatLocalTime('19:00', 'Europe/Madrid', 'Europe/Madrid')).toBe('19:00');
    expect(formatLocalTime('12:00', 'America/Mexico_City', 'Europe/Madrid')).toBe(
      '12:00 · México (Ciudad de México)',
    );
  });
});
