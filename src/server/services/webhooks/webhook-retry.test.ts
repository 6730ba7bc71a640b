import { describe, expect, it } from 'vitest';
import {
  nextWebhookAttemptAt,
  parseRetryAfter,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
} from './webhook-retry';

const now = new Date('2026-11-29T10:00:00.000Z');
const at = (attempt: number, random: number, retryAfterMs: number | null = null, createdAt = now) =>
  nextWebhookAttemptAt({
    attempt,
    now,
    deliveryCreatedAt: createdAt,
    retryAfterMs,
    random: () => random,
  })?.getTime();

describe('nextWebhookAttemptAt', () => {
  it('follows the Standard Webhooks schedule, ±20 %', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([
      5, 300, 1800, 7200, 18_000, 36_000, 36_000,
    ]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
    expect(at(1, 0.5)! - now.getTime()).toBe(5_000);
    expect(at(1, 0)! - now.getTime()).toBe(4_000);
    expect(at(1, 0.999_999)! - now.getTime()).toBe(6_000);
    expect(at(3, 0.5)! - now.getTime()).toBe(30 * 60_000);
  });

  it('gives up after the last attempt', () => {
    expect(at(WEBHOOK_MAX_ATTEMPTS, 0.5)).toBeUndefined();
  });

  it('keeps on for at least 24 h however the jitter falls', () => {
    let clock = now.getTime();
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt++) {
      clock = nextWebhookAttemptAt({
        attempt,
        now: new Date(clock),
        deliveryCreatedAt: now,
        random: () => 0,
      })!.getTime();
    }
    expect(clock - now.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('waits for Retry-After when it is longer than the schedule', () => {
    expect(at(1, 0.5, 60_000)! - now.getTime()).toBe(60_000);
    expect(at(2, 0.5, 1_000)! - now.getTime()).toBe(5 * 60_000);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, bounded to 1 s…24 h', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(1_000);
    expect(parseRetryAfter('999999', now)).toBe(24 * 3_600_000);
    expect(parseRetryAfter(new Date(now.getTime() + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(1_000);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('pronto', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
