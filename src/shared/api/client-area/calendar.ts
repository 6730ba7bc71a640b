/**
 * The client's private calendar feed: the management API (GET, POST and DELETE /api/client/calendar) and the shape
 * of the secret in the feed's URL (GET /api/calendar/{token}.ics, public: the token is the credential).
 */
import { z } from 'zod';
import { Instant } from './common';

export const CALENDAR_TEXTS = {
  /** The feed's 404: an unknown, revoked or malformed token, or a client that is not active. */
  feedNotFound: 'Calendario no encontrado',
} as const;

/** 32 random bytes in base64url without padding: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CalendarToken = z
  .string()
  .regex(TOKEN_PATTERN, CALENDAR_TEXTS.feedNotFound)
  .describe('Secreto del enlace: 32 bytes aleatorios en base64url (43 caracteres)');

/** The feed as its owner sees it in 'Mi Perfil'. */
export const CalendarFeed = z
  .object({
    /** https://…/api/calendar/<token>.ics: for "subscribe by URL" in any calendar app. */
    url: z.string().describe('URL del calendario (.ics)'),
    /** The same address as webcal://, which opens the device's calendar app to subscribe. */
    webcalUrl: z.string().describe('La misma URL con webcal://, para abrir la app de calendario'),
    /** When this link was created or last renewed (null when the audit log no longer says). */
    createdAt: Instant.nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** null: the client has no feed (never created, or revoked). */
export const CalendarFeedResponse = z.object({ feed: CalendarFeed.nullable() });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

/** DELETE answers that there is no feed any more. */
export const RevokedCalendarFeedResponse = z.object({ feed: z.null() });
export type RevokedCalendarFeedResponse = z.infer<typeof RevokedCalendarFeedResponse>;
