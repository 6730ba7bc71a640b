/**
 * The funnel of a story, a day and a campaign (issue 31 §4): reach → interactions (replies and sticker answers) →
 * link clicks → keyword DMs, with the rate between each step. One rule for the results screen, the PDF, the CSV and
 * the agency's dashboard. Pure.
 */
import { numberFormat } from '../intl-format';
import type { StickerResults, StoryResultValues } from './story-results';

export const FUNNEL_STEPS = ['reach', 'interactions', 'linkClicks', 'keywordDms'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type Funnel = Record<FunnelStep, number>;

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  reach: 'Alcance',
  interactions: 'Interacciones',
  linkClicks: 'Clics en el enlace',
  keywordDms: 'Mensajes con la palabra clave',
};

export const EMPTY_FUNNEL: Funnel = { reach: 0, interactions: 0, linkClicks: 0, keywordDms: 0 };

/** Answers to a sticker: a poll's votes, a quiz's or question's answers, a countdown's reminders, a slider's votes. */
export function stickerAnswers(sticker: StickerResults | null): number {
  if (!sticker) return 0;
  switch (sticker.type) {
    case 'poll':
      return sticker.options.reduce((sum, option) => sum + (option.votes ?? 0), 0);
    case 'quiz':
    case 'question':
      return sticker.answers ?? 0;
    case 'countdown':
      return sticker.reminders ?? 0;
    case 'slider':
      return sticker.votes ?? 0;
  }
}

/**
 * A story's funnel: its numbers when entered; link clicks are the taps the brand entered, else those the tracked link
 * counted (which need no one to enter them). Missing counts are 0.
 */
export function storyFunnel(values: StoryResultValues | null, trackedClicks: number | null): Funnel {
  return {
    reach: values?.reach ?? 0,
    interactions: (values?.replies ?? 0) + stickerAnswers(values?.sticker ?? null),
    linkClicks: values?.linkTaps ?? trackedClicks ?? 0,
    keywordDms: values?.keywordDms ?? 0,
  };
}

export function addFunnels(funnels: readonly Funnel[]): Funnel {
  const total = { ...EMPTY_FUNNEL };
  for (const funnel of funnels) for (const step of FUNNEL_STEPS) total[step] += funnel[step];
  return total;
}

/** A step's value and its rate from the step before (null for the first step, or when the one before is 0). */
export interface FunnelStepRate {
  step: FunnelStep;
  label: string;
  value: number;
  rateFromPrevious: number | null;
}

export function funnelRates(funnel: Funnel): FunnelStepRate[] {
  return FUNNEL_STEPS.map((step, i) => {
    const previous = i === 0 ? 0 : funnel[FUNNEL_STEPS[i - 1]!];
    return {
      step,
      label: FUNNEL_STEP_LABELS[step],
      value: funnel[step],
      rateFromPrevious: i === 0 || previous === 0 ? null : funnel[step] / previous,
    };
  });
}

/**
 * How well a story did for its audience: (interactions + link clicks) per account reached. null without reach
 * (it cannot be ranked).
 */
export function engagementRate(funnel: Funnel): number | null {
  return funnel.reach > 0 ? (funnel.interactions + funnel.linkClicks) / funnel.reach : null;
}

/** The best and worst stories by engagement rate (`count` each; none when fewer than two can be ranked). */
export function rankStories<T extends { funnel: Funnel }>(
  stories: readonly T[],
  count = 3,
): { best: T[]; worst: T[] } {
  const ranked = stories
    .map((story) => ({ story, rate: engagementRate(story.funnel) }))
    .filter((entry): entry is { story: T; rate: number } => entry.rate !== null)
    .sort((a, b) => b.rate - a.rate || b.story.funnel.reach - a.story.funnel.reach);
  if (ranked.length < 2) return { best: [], worst: [] };
  const size = Math.min(count, Math.floor(ranked.length / 2));
  return {
    best: ranked.slice(0, size).map((entry) => entry.story),
    worst: ranked
      .slice(-size)
      .reverse()
      .map((entry) => entry.story),
  };
}

/** '12,5 %' (es-ES), or '—' without a rate. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${numberFormat('es-ES', { maximumFractionDigits: 1 }).format(rate * 100)} %`;
}
