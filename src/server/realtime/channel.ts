import { ServerEvent } from '../../shared/realtime/server-events';

/** The one PostgreSQL NOTIFY channel every instance LISTENs on. */
export const APP_EVENTS_CHANNEL = 'app_events';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; we stay clear of it. An AI request (the largest event)
 * is well under 2 KB.
 */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;

/**
 * Who an event is for: one user's browsers, or every signed-in admin's (one NOTIFY however many admins there
 * are; each instance's hub knows the role of its streams).
 */
export type Audience = { userId: string } | { role: 'admin' };

/** What travels on the channel: the event and who it is for. */
export type Envelope = Audience & { event: ServerEvent };

export function encodeEnvelope(envelope: Envelope): string {
  return 'userId' in envelope
    ? JSON.stringify({ u: envelope.userId, e: envelope.event })
    : JSON.stringify({ r: envelope.role, e: envelope.event });
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
  const { u, r, e } = raw as { u?: unknown; r?: unknown; e?: unknown };
  const event = ServerEvent.safeParse(e);
  if (!event.success) return null;
  if (typeof u === 'string' && u) return { userId: u, event: event.data };
  if (r === 'admin') return { role: 'admin', event: event.data };
  return null;
}
