import { describe, expect, it } from 'vitest';
import { dayHeading, dayTitleBeyondNumber, storyHeading } from './story-heading';

describe('dayHeading', () => {
  it('names a day by its order and its title, once', () => {
    expect(dayHeading(2, 'Lanzamiento')).toBe('Día 2: Lanzamiento');
    expect(dayHeading(2, 'Día 2')).toBe('Día 2');
    expect(dayHeading(2, ' día 2 ')).toBe('Día 2');
    expect(dayHeading(3, '')).toBe('Día 3');
    expect(dayTitleBeyondNumber(2, 'Día 2')).toBeNull();
    expect(dayTitleBeyondNumber(2, 'Lanzamiento')).toBe('Lanzamiento');
  });
});

describe('storyHeading', () => {
  it('names the story by number and title, without repeating a title that is only its number', () => {
    expect(storyHeading(3, 'Teaser del lanzamiento')).toBe('Historia 3: Teaser del lanzamiento');
    expect(storyHeading(3, 'Historia 3')).toBe('Historia 3');
    expect(storyHeading(3, ' historia 3 ')).toBe('Historia 3');
    expect(storyHeading(3, 'Historia 4')).toBe('Historia 3: Historia 4');
    expect(storyHeading(3, '  ')).toBe('Historia 3');
  });
});
