import { z } from 'zod';

/** Canonical decimal: '0' or digits without a leading zero. No sign, space, '0x', exponent or decimal point. */
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * An integer read from the URL (a path parameter or a query value): accepted only in its canonical decimal form,
 * so '0x1', '1.0', ' 1', '+1', '1e0' and '01' are refused with `message` instead of being coerced to 1 (one
 * resource, one address). Bounded by `min`/`max` with the same message.
 */
export function urlInteger({ min, max, message }: { min: number; max: number; message: string }) {
  return z
    .string({ error: message })
    .regex(CANONICAL_DECIMAL, message)
    .max(String(max).length, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}
