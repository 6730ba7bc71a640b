import { describe, expect, it } from 'vitest';
import { normalizeSticker } from './normalize-sticker';

describe('normalizeSticker', () => {
  it('keeps poll, question and slider, from an object or a JSON string', () => {
    expect(normalizeSticker({ type: 'poll', options: ['A', 'B'] })).toEqual({
      type: 'poll',
      options: ['A', 'B'],
      prompt: null,
    });
    expect(normalizeSticker('{"type":"question","prompt":"¿Qué opinas?"}')).toEqual({
      type: 'question',
      options: null,
      prompt: '¿Qué opinas?',
    });
    expect(normalizeSticker({ type: ' Slider ', prompt: '¿Cuánto?', emoji: '🔥' })).toEqual({
      type: 'slider',
      options: null,
      prompt: '¿Cuánto?',
      emoji: '🔥',
    });
  });

  it('defaults options and prompt to null and cleans the options', () => {
    expect(normalizeSticker({ type: 'poll', options: 'A, B', prompt: 7 })).toEqual({
      type: 'poll',
      options: null,
      prompt: '7',
    });
    expect(normalizeSticker({ type: 'poll', options: [' Sí ', '', null, 3, { a: 1 }] })).toEqual({
      type: 'poll',
      options: ['Sí', '3'],
      prompt: null,
    });
    expect(normalizeSticker({ type: 'question', prompt: '   ', emoji: '🔥' })).toEqual({
      type: 'question',
      options: null,
      prompt: null,
    });
  });

  it('drops other types and anything that cannot be parsed', () => {
    for (const raw of [
      { type: 'link', url: 'https://x.test' },
      { options: ['A'] },
      '[object Object]',
      '"poll"',
      'null',
      '',
      ['poll'],
      42,
      true,
      null,
      undefined,
    ]) {
      expect(normalizeSticker(raw)).toBeNull();
    }
  });
});
