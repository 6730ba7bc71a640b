import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCampaignFile } from './parse-campaign-file';
import { validImportFile } from './testing/valid-file';
import type { CampaignImportResult } from './types';
import { validateCampaignImport } from './validate-campaign-import';

/** The contract: a campaign with a matching summary, or a Spanish message with a list of problems. */
function expectWellFormed(result: CampaignImportResult) {
  if (result.ok) {
    const { campaign, summary } = result;
    expect(campaign.status).toBe('active');
    expect(summary.totalDays).toBe(campaign.days.length);
    expect(summary.totalStories).toBe(campaign.days.reduce((n, d) => n + d.stories.length, 0));
    expect(campaign.endDate >= campaign.startDate).toBe(true);
    expect(campaign.endDate).toBe([...campaign.days.map((d) => d.date)].sort().at(-1));
    for (const day of campaign.days) {
      expect(day.title).toBe(`Día ${day.dayOrder}`);
      for (const story of day.stories) {
        expect(story.title).toBe(`Historia ${story.number}`);
        expect(story.originalCopy).toBe(story.copy);
        expect(['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE']).toContain(story.type);
        expect(story.sticker === null || ['poll', 'question', 'slider'].includes(story.sticker.type)).toBe(
          true,
        );
        expect(story.notes === null || story.notes.trim() !== '').toBe(true);
      }
    }
  } else {
    expect(typeof result.message).toBe('string');
    expect(result.message.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(typeof error.path).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
    }
  }
}

/** One mutation of a valid file: replace, delete or retype a value somewhere in it. */
type Mutation = { pathSeed: number[]; kind: 'replace' | 'delete'; value: unknown };

function collectPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) collectPaths(item, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectPaths(item, [...prefix, key], out);
  }
  return out;
}

function applyMutation(file: Record<string, unknown>, mutation: Mutation) {
  const paths = collectPaths(file).filter((p) => p.length > 0);
  if (paths.length === 0) return;
  const target = paths[(mutation.pathSeed[0] ?? 0) % paths.length]!;
  let parent: unknown = file;
  for (const key of target.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[key];
  const last = target.at(-1)!;
  const container = parent as Record<string | number, unknown>;
  if (mutation.kind === 'delete') {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else delete container[last];
  } else {
    container[last] = mutation.value;
  }
}

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  pathSeed: fc.array(fc.nat(), { minLength: 1, maxLength: 1 }),
  kind: fc.constantFrom('replace', 'delete'),
  value: fc.oneof(
    fc.jsonValue(),
    fc.constantFrom('', '   ', '2026-02-30', '2026-03-05', 'REEL', '[object Object]', -1, 0, 1.5, 3),
  ),
});

describe('campaign import: property-based', () => {
  it('never throws on random junk values', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectWellFormed(validateCampaignImport(value));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'grapheme' })), (text) => {
        expectWellFormed(parseCampaignFile(text));
      }),
      { numRuns: 500 },
    );
  });

  it('on a mutated valid file, always gives a well-formed campaign or a list of errors', () => {
    fc.assert(
      fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (mutations) => {
        const file = validImportFile();
        for (const mutation of mutations) applyMutation(file, mutation);
        const result = parseCampaignFile(JSON.stringify(file));
        expectWellFormed(result);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('a valid file survives any JSON formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), (indent) => {
        const result = parseCampaignFile(JSON.stringify(validImportFile(), null, indent));
        expect(result.ok).toBe(true);
      }),
    );
  });
});
