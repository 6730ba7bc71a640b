import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds, rounded to the nearest second', () => {
    expect(formatDuration(15_000)).toBe('0:15');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(75_400)).toBe('1:15');
    expect(formatDuration(600_000)).toBe('10:00');
  });

  it('adds hours only when there are some', () => {
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('never shows a clip with some length as 0:00, and reads nonsense as 0:00', () => {
    expect(formatDuration(300)).toBe('0:01');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});
