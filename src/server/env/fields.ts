import { z } from 'zod';
import { isValidTimeZone } from '../../shared/dates';

/** Field types shared by the parts of the environment schema (src/server/env.ts). */

export const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const timeZone = z
  .string()
  .refine(isValidTimeZone, { message: 'must be an IANA time zone such as Europe/Madrid' });

export const origin = z.url().transform((u) => new URL(u).origin);

/** "a, b,c" → ['a', 'b', 'c']; unset → []. */
export const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** Two settings that are given both or neither: an issue on the missing one names the pair. */
export function checkTogether<T extends object>(
  env: T,
  ctx: z.RefinementCtx,
  first: keyof T & string,
  second: keyof T & string,
): void {
  if (Boolean(env[first]) !== Boolean(env[second])) {
    ctx.addIssue({
      code: 'custom',
      path: [env[first] ? second : first],
      message: `${first} and ${second} go together`,
    });
  }
}
