import { describe, expect, it } from 'vitest';
import {
  addFunnels,
  EMPTY_FUNNEL,
  engagementRate,
  formatRate,
  funnelRates,
  rankStories,
  stickerAnswers,
  storyFunnel,
} from './funnel';
import type { StoryResultValues } from './story-results';

const values = (partial: Partial<StoryResultValues>): StoryResultValues => ({
  reach: null,
  impressions: null,
  replies: null,
  linkTaps: null,
  keywordDms: null,
  profileVisits: null,
  follows: null,
  shares: null,
  exits: null,
  sticker: null,
  ...partial,
});

describe('stickerAnswers', () => {
  it('counts a poll’s votes, a quiz’s or question’s answers, a countdown’s reminders, a slider’s votes', () => {
    expect(
      stickerAnswers({
        type: 'poll',
        options: [
          { option: 'a', votes: 3 },
          { option: 'b', votes: null },
        ],
      }),
    ).toBe(3);
    expect(stickerAnswers({ type: 'quiz', answers: 8, correct: 2 })).toBe(8);
    expect(stickerAnswers({ type: 'question', answers: null })).toBe(0);
    expect(stickerAnswers({ type: 'countdown', reminders: 4 })).toBe(4);
    expect(stickerAnswers({ type: 'slider', average: 80, votes: 6 })).toBe(6);
    expect(stickerAnswers(null)).toBe(0);
  });
});

describe('storyFunnel', () => {
  it('adds replies and sticker answers, and takes the tracked taps when none were entered', () => {
    const entered = values({
      reach: 100,
      replies: 2,
      keywordDms: 1,
      sticker: { type: 'question', answers: 5 },
    });
    expect(storyFunnel(entered, 9)).toEqual({ reach: 100, interactions: 7, linkClicks: 9, keywordDms: 1 });
    expect(storyFunnel({ ...entered, linkTaps: 4 }, 9).linkClicks).toBe(4);
    expect(storyFunnel(null, 3)).toEqual({ ...EMPTY_FUNNEL, linkClicks: 3 });
    expect(storyFunnel(null, null)).toEqual(EMPTY_FUNNEL);
  });
});

describe('funnelRates and formatRate', () => {
  it('gives each step its rate from the one before, none after a zero', () => {
    const rates = funnelRates({ reach: 1000, interactions: 100, linkClicks: 0, keywordDms: 0 });
    expect(rates.map((r) => r.rateFromPrevious)).toEqual([null, 0.1, 0, null]);
    expect(rates.map((r) => r.label)).toEqual([
      'Alcance',
      'Interacciones',
      'Clics en el enlace',
      'Mensajes con la palabra clave',
    ]);
    expect(formatRate(0.125)).toBe('12,5 %');
    expect(formatRate(null)).toBe('—');
  });

  it('adds funnels step by step', () => {
    expect(
      addFunnels([
        { reach: 1, interactions: 2, linkClicks: 3, keywordDms: 4 },
        { reach: 10, interactions: 20, linkClicks: 30, keywordDms: 40 },
      ]),
    ).toEqual({ reach: 11, interactions: 22, linkClicks: 33, keywordDms: 44 });
  });
});

describe('rankStories', () => {
  const story = (id: string, reach: number, interactions: number) => ({
    id,
    funnel: { reach, interactions, linkClicks: 0, keywordDms: 0 },
  });

  it('ranks by engagement, leaving out stories without reach, and needs two to rank', () => {
    const stories = [story('a', 100, 5), story('b', 100, 20), story('c', 0, 9), story('d', 100, 1)];
    expect(engagementRate(stories[2]!.funnel)).toBeNull();
    const { best, worst } = rankStories(stories);
    expect(best.map((s) => s.id)).toEqual(['b']);
    expect(worst.map((s) => s.id)).toEqual(['d']);
    expect(rankStories([story('a', 10, 1)])).toEqual({ best: [], worst: [] });
    const six = rankStories(Array.from({ length: 6 }, (_, i) => story(String(i), 100, i)));
    expect(six.best.map((s) => s.id)).toEqual(['5', '4', '3']);
    expect(six.worst.map((s) => s.id)).toEqual(['0', '1', '2']);
  });
});
