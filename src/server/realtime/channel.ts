import { ServerEvent } from '../../shared/ai/contract';

/** The one PostgreSQL NOTIFY channel every instance LISTENs on. */
export const APP_EVENTS_CHANNEL = 'app_events';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; we stay clear of it. An AI request (the only event
 * today) is well under 2 KB.
 */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;

/** What travels on the channel: the event and the user it is for. */
export interface Envelope {
  userId: string;
  event: ServerEvent;
}

export function encodeEnvelope(envelope: Envelope): string {
  return JSON.stringify({ u: envelope.userId, e: envelope.event });
}

/** The envelope of a notification, or null for a payload that is not ours or not a valid event. */
export function decodeEnvelope(payload: string): Envelope | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { u, e } = raw as { u?: unknown; e?: unknown };
  if (typeof u !== 'string' || !u) return null;
  const event = ServerEvent.safeParse(e);
  return event.success ? { userId: u, event: event.data } : null;
}
