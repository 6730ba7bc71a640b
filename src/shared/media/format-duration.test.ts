import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [7_000, '0:07'],
    [59_000, '0:59'],
    [60_000, '1:00'],
    [92_000, '1:32'],
    [600_000, '10:00'],
    [3_725_000, '1:02:05'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('rounds part of a second up, so a video just over a limit does not read as at it', () => {
    expect(formatDuration(60_001)).toBe('1:01');
    expect(formatDuration(6_200)).toBe('0:07');
    expect(formatDuration(1)).toBe('0:01');
  });

  it('gives an empty text for a value that is not a duration', () => {
    expect(formatDuration(-1)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});
