import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushMessage } from '../../shared/notifications/push-message';
import type { OutboundGuard } from '../net/outbound-guard';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What one push service said about one message. */
export type PushOutcome =
  | { status: 'delivered' }
  /** 404/410 (or keys nothing can encrypt to): the subscription is gone for good; its row should be deleted. */
  | { status: 'expired'; statusCode: number; error?: string }
  | { status: 'failed'; statusCode: number | null; error: string };

export interface PushSendOptions {
  /** A push service keeps at most one undelivered message per topic (RFC 8030 §5.4): a resend replaces it. */
  topic?: string;
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

const PUSH_TIMEOUT_MS = 10_000;
/** Of a push service's answer only the start of an error text is kept. */
const PUSH_MAX_RESPONSE_BYTES = 4_096;

/**
 * Sends one encrypted Web Push message (RFC 8291 aes128gcm, VAPID RFC 8292). The `web-push` library builds the
 * request (encryption, the signed VAPID header, TTL/Topic/Urgency); it is sent through the outbound guard (the
 * endpoint is an address a browser, i.e. a user, gave: only public addresses, no redirects, bounded time), which
 * also reaches a plain-http push service (the tests'), where web-push's own sender only speaks https. Never throws:
 * the outcome says whether the push service took it, whether the subscription is gone, or why it failed. A refused
 * address is a failure, not an expiry: the row stays (the browser did not unsubscribe) and counts as failed.
 */
export async function sendWebPush(
  keys: VapidKeys,
  target: PushTarget,
  message: PushMessage,
  options: PushSendOptions,
  outbound: OutboundGuard,
): Promise<PushOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttlSeconds,
        ...(options.topic ? { topic: options.topic } : {}),
        ...(options.urgency ? { urgency: options.urgency } : {}),
      },
    );
  } catch (err) {
    // Keys the library cannot encrypt to: the subscription can never work.
    return { status: 'expired', statusCode: 0, error: errorText(err) };
  }
  try {
    const res = await outbound.request(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string | number>,
      body: request.body ? new Uint8Array(request.body) : null,
      timeoutMs: PUSH_TIMEOUT_MS,
      maxResponseBytes: PUSH_MAX_RESPONSE_BYTES,
    });
    if (res.status >= 200 && res.status < 300) return { status: 'delivered' };
    if (res.status === 404 || res.status === 410) return { status: 'expired', statusCode: res.status };
    const text = res.body.toString('utf8').slice(0, 200);
    return { status: 'failed', statusCode: res.status, error: `${res.status} ${text}`.trim() };
  } catch (err) {
    return { status: 'failed', statusCode: null, error: errorText(err) };
  }
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 300);
}

/** A topic for any text: 32 base64url characters of its SHA-256 (RFC 8030 allows at most 32). */
export function pushTopic(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}
