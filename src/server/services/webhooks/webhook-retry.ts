/**
 * When a failed webhook delivery is tried again: the Standard Webhooks schedule (after the first attempt fails:
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), each delay with ±20 % jitter so that endpoints that failed together
 * are not retried together, the last retry never less than 24 h after the delivery was made, and a receiver's
 * `Retry-After` obeyed when it asks for longer (bounded to 1 s…24 h). Pure functions (the caller gives the clock).
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The delay before retry n (index n-1), after attempt n failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
] as const;

/** Attempts in all: the first one and a retry per delay. Past the last, the delivery has failed. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** The share of a delay it may move either way. */
export const WEBHOOK_RETRY_JITTER = 0.2;

/** The span the whole schedule covers at least (issue 34: retries for at least 24 h). */
export const WEBHOOK_RETRY_MIN_SPAN_MS = 24 * HOUR;

/** The bounds of a `Retry-After` that is obeyed. */
export const RETRY_AFTER_MIN_MS = SECOND;
export const RETRY_AFTER_MAX_MS = 24 * HOUR;

/**
 * When attempt `attempt + 1` runs, after attempt `attempt` failed at `now`; null when it was the last. `random`
 * gives [0, 1) (Math.random); `retryAfterMs` is the receiver's ask, already bounded.
 */
export function nextWebhookAttemptAt(input: {
  attempt: number;
  now: Date;
  deliveryCreatedAt: Date;
  retryAfterMs?: number | null;
  random?: () => number;
}): Date | null {
  const base = WEBHOOK_RETRY_DELAYS_MS[input.attempt - 1];
  if (base === undefined) return null;
  const random = input.random ?? Math.random;
  const jittered = Math.round(base * (1 + WEBHOOK_RETRY_JITTER * (2 * random() - 1)));
  let at = input.now.getTime() + Math.max(jittered, input.retryAfterMs ?? 0);
  if (input.attempt === WEBHOOK_RETRY_DELAYS_MS.length) {
    at = Math.max(at, input.deliveryCreatedAt.getTime() + WEBHOOK_RETRY_MIN_SPAN_MS);
  }
  return new Date(at);
}

/**
 * A `Retry-After` header in milliseconds from `now`: seconds (`120`) or an HTTP date, bounded to 1 s…24 h; null
 * when absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const header = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!header) return null;
  let ms: number;
  if (/^\d+$/.test(header)) ms = Number(header) * SECOND;
  else {
    // An HTTP date names its day and month («Sun, 06 Nov 1994 08:49:37 GMT»); `-5` is no date.
    if (!/[A-Za-z]{3}/.test(header)) return null;
    const date = Date.parse(header);
    if (Number.isNaN(date)) return null;
    ms = date - now.getTime();
  }
  return Math.min(RETRY_AFTER_MAX_MS, Math.max(RETRY_AFTER_MIN_MS, ms));
}
