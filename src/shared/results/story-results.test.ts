import { describe, expect, it } from 'vitest';
import { RESULT_TEXTS } from './result-texts';
import { RESULT_COUNT_MAX, StoryResultsBody } from './story-results';

const issues = (body: unknown) =>
  StoryResultsBody.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('StoryResultsBody', () => {
  it('takes every field optional, null or missing', () => {
    expect(StoryResultsBody.parse({})).toEqual({});
    expect(StoryResultsBody.parse({ reach: null, sticker: null })).toEqual({ reach: null, sticker: null });
    expect(issues({ reach: 0, impressions: RESULT_COUNT_MAX })).toEqual([]);
  });

  it('gives each bad count its Spanish field error', () => {
    expect(issues({ reach: -1 })).toEqual([['reach', RESULT_TEXTS.negative]]);
    expect(issues({ exits: 1.5 })).toEqual([['exits', RESULT_TEXTS.notInteger]]);
    expect(issues({ follows: RESULT_COUNT_MAX + 1 })).toEqual([['follows', RESULT_TEXTS.tooLarge]]);
    expect(issues({ shares: Number.NaN })).toEqual([['shares', RESULT_TEXTS.notANumber]]);
    expect(issues({ replies: '3' })).toEqual([['replies', RESULT_TEXTS.notANumber]]);
  });

  it('checks impressions against reach and a quiz’s hits against its answers', () => {
    expect(issues({ reach: 10, impressions: 9 })).toEqual([
      ['impressions', RESULT_TEXTS.impressionsBelowReach],
    ]);
    expect(issues({ reach: 10, impressions: 10 })).toEqual([]);
    expect(issues({ impressions: 9 })).toEqual([]);
    expect(issues({ sticker: { type: 'quiz', answers: 4, correct: 5 } })).toEqual([
      ['sticker.correct', RESULT_TEXTS.correctAboveAnswers],
    ]);
  });

  it('keeps the slider average between 0 and 100 with one decimal', () => {
    const slider = (average: number) => ({ sticker: { type: 'slider', average, votes: 1 } });
    expect(issues(slider(72.5))).toEqual([]);
    for (const tenth of [0.1, 1.1, 4.35 - 0.05, 99.9]) expect(issues(slider(tenth))).toEqual([]);
    expect(issues(slider(100.5))).toEqual([['sticker.average', RESULT_TEXTS.sliderRange]]);
    expect(issues(slider(33.33))).toEqual([['sticker.average', RESULT_TEXTS.sliderDecimals]]);
  });
});
