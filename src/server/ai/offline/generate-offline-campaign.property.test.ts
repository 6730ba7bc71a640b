import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '../../../shared/dates';
import { generateOfflineCampaign } from './generate-offline-campaign';
import { offlineInputArbitrary as input } from './testing/arbitraries';
import { validateGenerated } from './testing/validate-generated';
import { isWellFormedText } from './text';

const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** Characters as a reader counts them (an emoji or a letter with its accents is one). */
function graphemeCount(text: string): number {
  return Array.from(segmenter.segment(text)).length;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('generateOfflineCampaign (property)', () => {
  it('always produces a campaign the import accepts, whatever the brief, duration and start date', () => {
    fc.assert(
      fc.property(input, (value) => {
        const file = generateOfflineCampaign(value);
        const result = validateGenerated(file);
        if (!result.ok) throw new Error(JSON.stringify(result.errors.slice(0, 5)));
        const duration = value.brief.campaignDuration;
        expect(result.summary.totalDays).toBe(duration);
        expect(file.days.map((day) => day.date)).toEqual(
          Array.from({ length: duration }, (_, index) => addDaysIso(value.startDate, index)),
        );
        for (const day of result.summary.days) {
          expect(day.storyCount).toBeGreaterThanOrEqual(4);
          expect(day.storyCount).toBeLessThanOrEqual(10);
        }
        expect(file.chat_automation.keyword).toMatch(/^[A-Z]{3,12}$/);
        // Excerpts stay excerpts: no story carries a whole 4,000-character answer.
        for (const story of result.campaign.days.flatMap((day) => day.stories)) {
          expect(graphemeCount(story.copy)).toBeLessThanOrEqual(400);
        }
        // Every text can be stored as UTF-8 (no lone surrogate from a broken emoji or from the input).
        for (const text of strings(file)) expect(isWellFormedText(text)).toBe(true);
        // Deterministic.
        expect(generateOfflineCampaign(value)).toEqual(file);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
