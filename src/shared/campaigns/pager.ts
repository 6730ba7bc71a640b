import { PAGER_MAX_PAGE_LINKS } from '../constants';

/** Number of pages for `total` items shown `pageSize` at a time (0 when there is nothing to show). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export interface Pager {
  /** The page-number links: at most PAGER_MAX_PAGE_LINKS, always counted from 1 (spec section 9). */
  pages: number[];
  /** The page shown, clamped to 1 when it is not a positive integer. */
  current: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Targets of the previous/next links (null when there is none). */
  previous: number | null;
  next: number | null;
}

/**
 * The admin campaign list's pager (admin spec section 9): previous/next and up to five page-number links,
 * numbered 1 to 5 even when the current page is beyond them. A page past the end still offers "previous",
 * so the user can walk back into the list.
 */
export function buildPager(current: number, pageCount: number, maxLinks = PAGER_MAX_PAGE_LINKS): Pager {
  const page = Number.isInteger(current) && current >= 1 ? current : 1;
  const count = Math.max(0, Math.floor(pageCount));
  const linkCount = Math.min(count, Math.max(0, maxLinks));
  const pages = Array.from({ length: linkCount }, (_, i) => i + 1);
  const hasPrevious = page > 1;
  const hasNext = page < count;
  return {
    pages,
    current: page,
    hasPrevious,
    hasNext,
    previous: hasPrevious ? Math.min(page - 1, Math.max(count, 1)) : null,
    next: hasNext ? page + 1 : null,
  };
}
