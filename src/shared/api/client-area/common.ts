/**
 * What the client area's contract files share (src/shared/api/client-area/*): the date formats and the
 * optional-text fields (the limits and Spanish messages of the edits are in limits.ts, without zod).
 *
 * Dates: calendar dates are 'yyyy-mm-dd'; instants are ISO 8601 strings in UTC. Every response whose meaning
 * depends on "today" carries `today`, computed by the server in APP_TIMEZONE: the browser never uses its own
 * clock or zone to decide a story's status or a campaign's badge.
 */
import { z } from 'zod';
import { optionalText } from '../../text/text-fields';
import { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH } from '../story-text-limits';
import { CLIENT_AREA_MESSAGES } from './limits';

export { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH };

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (aaaa-mm-dd)');
export const Instant = z.string().describe('Instante ISO 8601 (UTC)');
/** Today in APP_TIMEZONE, decided by the server. */
export const Today = IsoDate.describe('Hoy en la zona horaria de la agencia (APP_TIMEZONE)');

/** An optional text of the client's forms: trimmed; empty (or missing, or null) is stored as null. */
export const optionalClientText = (max: number, options: { singleLine?: boolean } = {}) =>
  optionalText({ max, tooLong: CLIENT_AREA_MESSAGES.fieldTooLong, ...options });
