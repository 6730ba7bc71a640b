import { describe, expect, it } from 'vitest';
import { progressPercentage } from './progress';

describe('progressPercentage', () => {
  it('is posted over total, rounded to a whole percent', () => {
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(2, 3)).toBe(67);
    expect(progressPercentage(1, 8)).toBe(13);
    expect(progressPercentage(5, 5)).toBe(100);
    expect(progressPercentage(199, 200)).toBe(100);
    expect(progressPercentage(0, 7)).toBe(0);
  });

  it('is 0 for an empty campaign and never leaves 0..100', () => {
    expect(progressPercentage(0, 0)).toBe(0);
    expect(progressPercentage(9, 3)).toBe(100);
    expect(progressPercentage(-1, 3)).toBe(0);
  });

  it('is published over (total − skipped): stories that will not be published leave the denominator', () => {
    expect(progressPercentage(8, 10, 2)).toBe(100);
    expect(progressPercentage(4, 10, 2)).toBe(50);
    expect(progressPercentage(0, 10, 2)).toBe(0);
    expect(progressPercentage(1, 4, 1)).toBe(33);
  });

  it('is 0 when every story is skipped, and never leaves 0..100 with odd counts', () => {
    expect(progressPercentage(0, 3, 3)).toBe(0);
    expect(progressPercentage(0, 3, 9)).toBe(0);
    expect(progressPercentage(3, 3, 1)).toBe(100);
    expect(progressPercentage(1, 3, -2)).toBe(33);
  });
});
