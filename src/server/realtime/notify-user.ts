import { sql } from 'drizzle-orm';
import type { ServerEvent } from '../../shared/realtime/server-events';
import type { Executor } from '../db/client';
import { APP_EVENTS_CHANNEL, type Audience, encodeEnvelope, MAX_NOTIFY_PAYLOAD_BYTES } from './channel';

export class RealtimePayloadTooLargeError extends Error {
  override name = 'RealtimePayloadTooLargeError';
}

/**
 * Publishes an event for one user's browsers, on every instance, through PostgreSQL NOTIFY. Run it on the
 * transaction that makes the change: PostgreSQL delivers the notification when that transaction commits, and
 * never when it rolls back. Outside a transaction it is delivered at once.
 *
 * NOTIFY refuses payloads of 8000 bytes or more. An AI request whose free texts (an error message) push it over
 * is sent with those texts shortened (the stored row keeps them whole); anything still too large throws
 * RealtimePayloadTooLargeError before touching the database.
 */
export async function notifyUser(executor: Executor, userId: string, event: ServerEvent): Promise<void> {
  await publish(executor, { userId }, event);
}

/**
 * Publishes an event for every signed-in admin's browsers, on every instance: one NOTIFY, whatever the number of
 * admins (each hub hands it to the streams it knows to be an admin's). Same transaction rule as notifyUser.
 */
export async function notifyAdmins(executor: Executor, event: ServerEvent): Promise<void> {
  await publish(executor, { role: 'admin' }, event);
}

async function publish(executor: Executor, audience: Audience, event: ServerEvent): Promise<void> {
  let payload = encodeEnvelope({ ...audience, event });
  if (byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES)
    payload = encodeEnvelope({ ...audience, event: shortened(event) });
  const bytes = byteLength(payload);
  if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new RealtimePayloadTooLargeError(
      `realtime event ${event.type} is ${bytes} bytes; the limit is ${MAX_NOTIFY_PAYLOAD_BYTES}`,
    );
  }
  await executor.execute(sql`select pg_notify(${APP_EVENTS_CHANNEL}, ${payload})`);
}

const SHORTENED_TEXT_CHARS = 1_000;

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

function shorten(text: string): string;
function shorten(text: string | null): string | null;
function shorten(text: string | null): string | null {
  return text && text.length > SHORTENED_TEXT_CHARS ? `${text.slice(0, SHORTENED_TEXT_CHARS - 1)}…` : text;
}

/** The free texts of an AI request shortened; other events have none. */
function shortened(event: ServerEvent): ServerEvent {
  if (event.type !== 'ai_request.updated') return event;
  const { request } = event;
  return {
    ...event,
    request: { ...request, message: shorten(request.message), errorMessage: shorten(request.errorMessage) },
  };
}
