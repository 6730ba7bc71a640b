import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignSlugOf } from '../campaigns/campaign-slug';
import { parseLinkTarget, storyUtmContent, type UtmFields, withUtm } from './utm';

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'];

/** Targets as brands paste them: any host and path, their own query (UTM keys included, repeated), a fragment. */
const queryKey = fc.oneof(
  fc.constantFrom(...UTM_KEYS, 'ref', 'id', 'q', 'utm_term', 'UTM_SOURCE'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const target = fc
  .record({
    url: fc.webUrl({ withQueryParameters: false, withFragments: false }),
    query: fc.array(fc.tuple(queryKey, fc.string({ maxLength: 12 })), { maxLength: 6 }),
    fragment: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
  })
  .map(({ url, query, fragment }) => {
    const parsed = new URL(url);
    for (const [key, value] of query) parsed.searchParams.append(key, value);
    if (fragment !== null) parsed.hash = fragment;
    return parsed.href;
  });
const utm = fc.record<UtmFields>({
  campaign: fc.string({ maxLength: 40 }).map(campaignSlugOf),
  medium: fc.constantFrom('story', 'dm'),
  content: fc
    .tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 99 }))
    .map(([d, s]) => storyUtmContent(d, s)),
});

describe('withUtm over 1,000 generated targets', () => {
  it('sets each UTM key exactly once, keeps every other parameter in order, the origin, path and fragment', () => {
    fc.assert(
      fc.property(target, utm, (href, fields) => {
        const before = new URL(href);
        const after = new URL(withUtm(href, fields));
        for (const key of UTM_KEYS) expect(after.searchParams.getAll(key)).toHaveLength(1);
        expect(after.searchParams.get('utm_source')).toBe('instagram');
        expect(after.searchParams.get('utm_medium')).toBe(fields.medium);
        expect(after.searchParams.get('utm_campaign')).toBe(fields.campaign);
        expect(after.searchParams.get('utm_content')).toBe(fields.content);
        const others = (url: URL) => [...url.searchParams].filter(([key]) => !UTM_KEYS.includes(key));
        expect(others(after)).toEqual(others(before));
        expect(after.origin).toBe(before.origin);
        expect(after.pathname).toBe(before.pathname);
        expect(after.hash).toBe(before.hash);
        expect(parseLinkTarget(after.href)).not.toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent: adding the same UTM twice gives the same address', () => {
    fc.assert(
      fc.property(target, utm, (href, fields) => {
        const once = withUtm(href, fields);
        expect(withUtm(once, fields)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('parseLinkTarget', () => {
  it('takes absolute http and https addresses only', () => {
    expect(parseLinkTarget(' https://cafe.demo/taller?x=1 ')?.href).toBe('https://cafe.demo/taller?x=1');
    expect(parseLinkTarget('http://cafe.demo')?.href).toBe('http://cafe.demo/');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>',
      'ftp://cafe.demo/x',
      '//cafe.demo/x',
      '/relativa',
      'cafe.demo',
      'https://user:pw@cafe.demo/',
      '',
      `https://cafe.demo/${'a'.repeat(2100)}`,
    ])
      expect(parseLinkTarget(bad), bad).toBeNull();
  });
});
