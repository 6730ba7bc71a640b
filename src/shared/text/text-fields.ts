import { multiLineString } from './multi-line';
import { singleLineString } from './single-line';

/**
 * The text fields of the forms and request bodies, built in one place: trimmed, bounded, one-line (names, phone,
 * industry: no line breaks or control characters) or multi-line (copy, messages, descriptions: line breaks kept,
 * hidden characters refused). Each caller gives its own Spanish messages.
 */

interface RequiredTextOptions {
  max: number;
  tooLong: string;
  /** The message below `min` characters after trimming (an empty field, when `min` is 1). */
  tooShort: string;
  /** At least this many characters after trimming; 1 unless told. */
  min?: number;
  /** The message for a value that is missing or not a string; zod's own unless told. */
  missing?: string;
  singleLine?: boolean;
}

function baseText(singleLine: boolean, missing: string | undefined) {
  const params = missing ? { error: missing } : undefined;
  return singleLine ? singleLineString(params) : multiLineString(params);
}

/** A required text: trimmed, between `min` (1) and `max` characters. */
export function requiredText({
  max,
  tooLong,
  tooShort,
  min = 1,
  missing,
  singleLine = false,
}: RequiredTextOptions) {
  return baseText(singleLine, missing).trim().min(min, tooShort).max(max, tooLong);
}

/** An optional text: trimmed, at most `max` characters; empty, missing or null is stored as null. */
export function optionalText({
  max,
  tooLong,
  singleLine = false,
}: Omit<RequiredTextOptions, 'tooShort' | 'min'>) {
  return baseText(singleLine, undefined)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}
