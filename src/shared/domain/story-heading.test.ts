import { describe, expect, it } from 'vitest';
import { storyHeading } from './story-heading';

describe('storyHeading', () => {
  it('names the story by number and title, without repeating a title that is only its number', () => {
    expect(storyHeading(3, 'Teaser del lanzamiento')).toBe('Historia 3: Teaser del lanzamiento');
    expect(storyHeading(3, 'Historia 3')).toBe('Historia 3');
    expect(storyHeading(3, ' historia 3 ')).toBe('Historia 3');
    expect(storyHeading(3, 'Historia 4')).toBe('Historia 3: Historia 4');
    expect(storyHeading(3, '  ')).toBe('Historia 3');
  });
});
