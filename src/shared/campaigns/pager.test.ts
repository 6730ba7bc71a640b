import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPager, pageCountOf } from './pager';

describe('pageCountOf', () => {
  it('rounds up to whole pages and is 0 for an empty list', () => {
    expect(pageCountOf(0, 10)).toBe(0);
    expect(pageCountOf(1, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(95, 10)).toBe(10);
  });
});

describe('buildPager (admin spec section 9)', () => {
  it('shows one link per page when there are five pages or fewer', () => {
    expect(buildPager(1, 3)).toEqual({
      pages: [1, 2, 3],
      current: 1,
      hasPrevious: false,
      hasNext: true,
      previous: null,
      next: 2,
    });
    expect(buildPager(3, 3)).toMatchObject({
      pages: [1, 2, 3],
      hasPrevious: true,
      previous: 2,
      hasNext: false,
    });
  });

  it('shows at most five links, numbered 1 to 5 even when the current page is beyond them', () => {
    expect(buildPager(8, 12)).toEqual({
      pages: [1, 2, 3, 4, 5],
      current: 8,
      hasPrevious: true,
      hasNext: true,
      previous: 7,
      next: 9,
    });
    expect(buildPager(12, 12)).toMatchObject({ pages: [1, 2, 3, 4, 5], hasNext: false, next: null });
  });

  it('offers no links and no next for an empty list', () => {
    expect(buildPager(1, 0)).toEqual({
      pages: [],
      current: 1,
      hasPrevious: false,
      hasNext: false,
      previous: null,
      next: null,
    });
  });

  it('from a page beyond the end, "previous" goes back to the last page', () => {
    expect(buildPager(40, 3)).toMatchObject({ hasPrevious: true, previous: 3, hasNext: false });
    expect(buildPager(4, 0)).toMatchObject({ hasPrevious: true, previous: 1 });
  });

  it('treats a current page that is not a positive integer as page 1', () => {
    expect(buildPager(0, 4).current).toBe(1);
    expect(buildPager(-3, 4).current).toBe(1);
    expect(buildPager(2.5, 4).current).toBe(1);
    expect(buildPager(Number.NaN, 4).current).toBe(1);
  });

  it('always keeps its invariants', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 0, max: 300 }), (current, count) => {
        const pager = buildPager(current, count);
        expect(pager.pages.length).toBe(Math.min(count, 5));
        pager.pages.forEach((page, i) => {
          expect(page).toBe(i + 1);
        });
        expect(pager.current).toBeGreaterThanOrEqual(1);
        expect(pager.hasNext).toBe(pager.current < count);
        expect(pager.hasPrevious).toBe(pager.current > 1);
        if (pager.next !== null) expect(pager.next).toBe(pager.current + 1);
        if (pager.previous !== null) {
          expect(pager.previous).toBeLessThan(pager.current);
          expect(pager.previous).toBeLessThanOrEqual(Math.max(count, 1));
        }
      }),
    );
  });
});
