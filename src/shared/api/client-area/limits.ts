/** The client area's limits and Spanish messages of the edits, without zod (the web's forms and pages import them light). */

import { CHAT_MESSAGE_MAX_LENGTH, COPY_TEXT_MAX_LENGTH } from '../story-text-limits';

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
