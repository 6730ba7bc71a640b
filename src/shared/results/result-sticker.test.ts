import { describe, expect, it } from 'vitest';
import { parseStickerInfo } from '../domain/sticker-info';
import {
  emptyStickerResults,
  quizCorrectPercent,
  resultStickerOf,
  stickerResultsMismatch,
} from './result-sticker';
import { RESULT_TEXTS } from './result-texts';

const of = (raw: unknown) => resultStickerOf(parseStickerInfo(raw));

describe('resultStickerOf', () => {
  it('asks a poll its options, a quiz its options, a slider its emoji', () => {
    expect(of({ type: 'poll', prompt: '¿Sí?', options: ['Sí', 'No'] })).toEqual({
      type: 'poll',
      prompt: '¿Sí?',
      options: ['Sí', 'No'],
      emoji: null,
    });
    expect(of({ type: 'QUIZ', options: ['A', 'B'] })).toMatchObject({ type: 'quiz', options: ['A', 'B'] });
    expect(of({ type: 'emoji_slider', emoji: '🔥' })).toMatchObject({ type: 'slider', emoji: '🔥' });
    expect(of({ type: 'countdown', title: 'Lanzamiento' })).toMatchObject({
      type: 'countdown',
      prompt: 'Lanzamiento',
    });
    expect(of({ type: 'question', question: '¿Qué opinas?' })).toMatchObject({ type: 'question' });
  });

  it('asks nothing of a link sticker (its taps are a count of their own), an unknown one or none', () => {
    expect(of({ type: 'link', url: 'https://x.example' })).toBeNull();
    expect(of({ type: 'mention' })).toBeNull();
    expect(of(null)).toBeNull();
    expect(of('[object Object]')).toBeNull();
  });
});

describe('emptyStickerResults and stickerResultsMismatch', () => {
  const poll = of({ type: 'poll', options: ['Sí', 'No'] })!;

  it('starts each type empty, a poll with one entry per option', () => {
    expect(emptyStickerResults(poll)).toEqual({
      type: 'poll',
      options: [
        { option: 'Sí', votes: null },
        { option: 'No', votes: null },
      ],
    });
    expect(emptyStickerResults(of({ type: 'slider' })!)).toEqual({
      type: 'slider',
      average: null,
      votes: null,
    });
  });

  it('accepts the answers of the story’s own sticker and refuses others', () => {
    expect(stickerResultsMismatch(poll, emptyStickerResults(poll))).toBeNull();
    expect(stickerResultsMismatch(poll, null)).toBeNull();
    expect(stickerResultsMismatch(null, { type: 'question', answers: 2 })).toBe(RESULT_TEXTS.stickerMismatch);
    expect(stickerResultsMismatch(poll, { type: 'quiz', answers: 1, correct: 1 })).toBe(
      RESULT_TEXTS.stickerMismatch,
    );
    expect(
      stickerResultsMismatch(poll, {
        type: 'poll',
        options: [
          { option: 'No', votes: 1 },
          { option: 'Sí', votes: 2 },
        ],
      }),
    ).toBe(RESULT_TEXTS.pollOptionsMismatch);
  });

  it('gives a poll without valid options two generic ones, which the answers must then use', () => {
    const bare = of({ type: 'poll', options: [] })!;
    const empty = emptyStickerResults(bare);
    expect(empty).toMatchObject({ options: [{ option: 'Opción 1' }, { option: 'Opción 2' }] });
    expect(stickerResultsMismatch(bare, empty)).toBeNull();
  });
});

describe('quizCorrectPercent', () => {
  it('rounds hits over answers, and says nothing without answers', () => {
    expect(quizCorrectPercent(3, 2)).toBe(67);
    expect(quizCorrectPercent(0, 0)).toBeNull();
    expect(quizCorrectPercent(null, 2)).toBeNull();
  });
});
