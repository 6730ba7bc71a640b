/**
 * What the client area's contract files share (src/shared/api/client-area/*): limits and Spanish messages of the
 * edits, the date formats and the optional-text fields.
 *
 * Dates: calendar dates are 'yyyy-mm-dd'; instants are ISO 8601 strings in UTC. Every response whose meaning
 * depends on "today" carries `today`, computed by the server in APP_TIMEZONE: the browser never uses its own
 * clock or zone to decide a story's status or a campaign's badge.
 */
import { z } from 'zod';
import { optionalText } from '../../text/text-fields';
import { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH } from '../story-text-limits';

// --- Limits and messages of the edits ---------------------------------------------------------------

export { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH };
/** Profile fields. */
export const PROFILE_NAME_MAX_LENGTH = 200;
export const PROFILE_PHONE_MAX_LENGTH = 50;
export const PROFILE_INDUSTRY_MAX_LENGTH = 100;
export const PROFILE_DESCRIPTION_MAX_LENGTH = 2_000;
/** Each field of the AI-info block. */
export const AI_INFO_FIELD_MAX_LENGTH = 5_000;
/** The overdue list is capped; `overdueTotal` tells how many there are in all. */
export const OVERDUE_LIST_LIMIT = 100;
/** Stories due today are capped too (a day holds 4 to 8 per campaign). */
export const DUE_TODAY_LIST_LIMIT = 100;

export const CLIENT_AREA_MESSAGES = {
  emptyMessage: 'El mensaje no puede estar vacío',
  messageTooLong: `El mensaje no puede tener más de ${CHAT_MESSAGE_MAX_LENGTH} caracteres`,
  emptyCopy: 'El copy no puede estar vacío',
  copyTooLong: `El copy no puede tener más de ${COPY_TEXT_MAX_LENGTH} caracteres`,
  followUpOutOfRange: 'El mensaje de seguimiento indicado no existe',
  campaignNotFound: 'Campaña no encontrada',
  storyNotFound: 'Historia no encontrada',
  clientNotFound: 'No se encontraron datos del cliente',
  nameRequired: 'El nombre es obligatorio',
  brandNameRequired: 'El nombre de la marca es obligatorio',
  fieldTooLong: 'El texto es demasiado largo',
} as const;

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha no válida (aaaa-mm-dd)');
export const Instant = z.string().describe('Instante ISO 8601 (UTC)');
/** Today in APP_TIMEZONE, decided by the server. */
export const Today = IsoDate.describe('Hoy en la zona horaria de la agencia (APP_TIMEZONE)');

/** An optional text of the client's forms: trimmed; empty (or missing, or null) is stored as null. */
export const optionalClientText = (max: number, options: { singleLine?: boolean } = {}) =>
  optionalText({ max, tooLong: CLIENT_AREA_MESSAGES.fieldTooLong, ...options });
