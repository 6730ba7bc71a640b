import { IMPORT_MAX_LISTED_ERRORS } from './field-limits';
import { CAMPAIGN_PROBLEMS } from './messages';
import type { ImportIssue } from './types';

/** What a field check returns when the field has a problem (already listed). */
export const INVALID = Symbol('invalid');
export type Checked<T> = T | typeof INVALID;

/** Collects problems; the list is capped, the count is not. */
export class IssueList {
  readonly items: ImportIssue[] = [];
  total = 0;

  add(path: string, message: string): void {
    this.total++;
    if (this.items.length < IMPORT_MAX_LISTED_ERRORS) this.items.push({ path, message });
  }

  get isEmpty(): boolean {
    return this.total === 0;
  }

  toList(): ImportIssue[] {
    const hidden = this.total - this.items.length;
    return hidden > 0
      ? [...this.items, { path: '', message: CAMPAIGN_PROBLEMS.moreErrors(hidden) }]
      : this.items;
  }
}
