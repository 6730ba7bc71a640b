import { isIsoDate } from '../dates';
import { hasHiddenCharacter } from '../text/multi-line';
import { hasControlCharacter } from '../text/single-line';
import { type Checked, INVALID, type IssueList } from './issue-list';
import { isRecord, type JsonRecord, own } from './json-record';
import { atPosition, FIELD_PROBLEMS } from './messages';

/** How long a text may be, and whether it must stay on one line. */
export interface TextRule {
  /** Longest text in characters (code points), after trimming. */
  max: number;
  /**
   * A one-line text (title, theme, block name, keyword, URL, tag, step title): no line breaks or other control
   * characters, refused rather than flattened (the same rule as the forms, src/shared/text/single-line.ts).
   */
  singleLine?: boolean;
}

const ANY_LENGTH: TextRule = { max: Number.POSITIVE_INFINITY };

export function joinPath(at: string, key: string | number): string {
  return at === '' ? String(key) : `${at}.${key}`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The first problem of a text's characters or length (checked in this order), or null. */
function textProblem(raw: string, text: string, rule: TextRule): 'singleLine' | 'hidden' | 'tooLong' | null {
  if (rule.singleLine && hasControlCharacter(raw)) return 'singleLine';
  if (hasHiddenCharacter(raw)) return 'hidden';
  if (text.length > rule.max && [...text].length > rule.max) return 'tooLong';
  return null;
}

/**
 * The checks of the fields of one object of the file. `at` is the object's JSON path (0-based, dot-separated, ''
 * at the top level) and `position` its Spanish label ('Día 2, bloque 1', null at the top level); K are the keys
 * the object may hold (the CampaignFile*Key types). Each check lists at most one problem per field, in the
 * validator's fixed order, and returns the value trimmed or INVALID.
 */
export class FieldReader<K extends string> {
  readonly #issues: IssueList;
  readonly #record: JsonRecord;
  readonly at: string;
  readonly position: string | null;

  constructor(issues: IssueList, record: JsonRecord, at: string, position: string | null) {
    this.#issues = issues;
    this.#record = record;
    this.at = at;
    this.position = position;
  }

  /** The raw value of an own key. */
  value(key: K): unknown {
    return own(this.#record, key);
  }

  /** Lists a problem of the field `key` (or of its item `index`), under the object's position. */
  problem(key: K, text: string, index?: number): void {
    const path = joinPath(this.at, key);
    this.#issues.add(index === undefined ? path : `${path}.${index}`, atPosition(this.position, text));
  }

  /** A required text: present, a string, not blank after trimming, not too long. Returns it trimmed. */
  required(key: K, rule: TextRule = ANY_LENGTH): Checked<string> {
    const value = this.value(key);
    if (isBlank(value)) {
      this.problem(key, FIELD_PROBLEMS.required(key));
      return INVALID;
    }
    return this.#text(key, value, rule);
  }

  /** An optional text: absent, null or blank give null. */
  optional(key: K, rule: TextRule = ANY_LENGTH): Checked<string | null> {
    const value = this.value(key);
    return isBlank(value) ? null : this.#text(key, value, rule);
  }

  /** A required yyyy-MM-dd that is a real calendar date. */
  date(key: K): Checked<string> {
    const text = this.required(key);
    if (text === INVALID) return INVALID;
    if (!isIsoDate(text)) {
      this.problem(key, FIELD_PROBLEMS.notDate(key));
      return INVALID;
    }
    return text;
  }

  /** A required array, as it is (its items are checked by the caller). */
  array(key: K): unknown[] | null {
    const value = this.value(key);
    if (!Array.isArray(value)) {
      this.problem(key, FIELD_PROBLEMS.notArray(key));
      return null;
    }
    return value;
  }

  /**
   * An optional list of non-empty texts (tags): U+0000 removed, each trimmed, duplicates dropped; the first bad
   * item makes the whole list INVALID.
   */
  list(key: K, rule: TextRule & { maxItems: number }): Checked<string[]> {
    const value = this.#items(key, rule.maxItems);
    if (value === INVALID) return INVALID;
    if (value === undefined) return [];
    const items: string[] = [];
    for (const [index, item] of value.entries()) {
      const text = typeof item === 'string' ? item.replaceAll('\u0000', '').trim() : '';
      const problem = text === '' ? 'empty' : textProblem(text, text, rule);
      if (problem) {
        this.problem(key, ITEM_PROBLEM_TEXTS[problem](key, rule.max), index);
        return INVALID;
      }
      if (!items.includes(text)) items.push(text);
    }
    return items;
  }

  /**
   * An optional list of objects (follow-ups, launch steps): absent or null give null; a value that is not a list
   * or has too many items, one problem. Otherwise every item is read (`check` gets its reader; an item that is not
   * an object gets `item.notObject`) and all their problems are listed; INVALID when any item has one.
   */
  objects<IK extends string, T>(
    key: K,
    item: { maxItems: number; position: (index: number) => string; notObject: string },
    check: (read: FieldReader<IK>, index: number) => Checked<T>,
  ): Checked<T[] | null> {
    const value = this.#items(key, item.maxItems);
    if (value === INVALID) return INVALID;
    if (value === undefined) return null;
    const path = joinPath(this.at, key);
    const items = value.map((raw, index) => {
      const read = readObject<IK>(
        this.#issues,
        raw,
        `${path}.${index}`,
        item.position(index),
        item.notObject,
      );
      return read ? check(read, index) : INVALID;
    });
    return items.some((checked) => checked === INVALID) ? INVALID : (items as T[]);
  }

  /** The items of an optional list: undefined when absent or null, INVALID (listed) when not a list or too long. */
  #items(key: K, maxItems: number): Checked<unknown[]> | undefined {
    const value = this.value(key);
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) {
      this.problem(key, FIELD_PROBLEMS.notArray(key));
      return INVALID;
    }
    if (value.length > maxItems) {
      this.problem(key, FIELD_PROBLEMS.tooManyItems(key, maxItems));
      return INVALID;
    }
    return value;
  }

  #text(key: K, value: unknown, rule: TextRule): Checked<string> {
    if (typeof value !== 'string') {
      this.problem(key, FIELD_PROBLEMS.notText(key));
      return INVALID;
    }
    const text = value.trim();
    const problem = value.includes('\u0000') ? 'nul' : textProblem(value, text, rule);
    if (problem) {
      this.problem(key, TEXT_PROBLEM_TEXTS[problem](key, rule.max));
      return INVALID;
    }
    return text;
  }
}

/**
 * The reader of one object of the file (a day, block, story, follow-up or launch step), or null when `raw` is not
 * an object: then `notObject` is listed at its path, under its position.
 */
export function readObject<K extends string>(
  issues: IssueList,
  raw: unknown,
  at: string,
  position: string,
  notObject: string,
): FieldReader<K> | null {
  if (!isRecord(raw)) {
    issues.add(at, atPosition(position, notObject));
    return null;
  }
  return new FieldReader<K>(issues, raw, at, position);
}

const TEXT_PROBLEM_TEXTS = {
  nul: FIELD_PROBLEMS.invalidCharacters,
  singleLine: FIELD_PROBLEMS.notSingleLine,
  hidden: FIELD_PROBLEMS.hiddenCharacters,
  tooLong: FIELD_PROBLEMS.tooLong,
} satisfies Record<string, (field: string, max: number) => string>;

const ITEM_PROBLEM_TEXTS = {
  empty: FIELD_PROBLEMS.itemNotText,
  singleLine: FIELD_PROBLEMS.itemNotSingleLine,
  hidden: FIELD_PROBLEMS.hiddenCharacters,
  tooLong: FIELD_PROBLEMS.itemTooLong,
} satisfies Record<string, (field: string, max: number) => string>;
