import {
  CAMPAIGN_IMPORT_MAX_DAYS,
  CAMPAIGN_IMPORT_MAX_FILE_BYTES,
  CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY,
  LANDING_URL_PLACEHOLDER,
} from '../constants';
import { IMPORT_MAX_LISTED_ERRORS } from './field-limits';

const MAX_FILE_MB = CAMPAIGN_IMPORT_MAX_FILE_BYTES / (1024 * 1024);

/** The texts of the import panel and of the import errors (admin spec sections 2, 5 and 8), in Spanish. */
export const CAMPAIGN_IMPORT_TEXTS = {
  invalidFileType: 'Por favor selecciona un archivo JSON válido',
  unreadableJson: 'Error al leer el archivo JSON. Verifica que el formato sea válido.',
  validationFailed: 'El archivo JSON contiene errores de validación',
  fileTooLarge: `El archivo supera el tamaño máximo de ${MAX_FILE_MB} MB.`,
  noClientSelected: 'Por favor selecciona un cliente antes de importar',
  clientNotFound: 'Cliente no encontrado',
  clientNotActive:
    'Solo se pueden importar campañas para clientes activos. Activa el cliente antes de importar.',
  importFailedTitle: 'Error al crear campaña',
  importFailedFallback: 'Error al importar la campaña',
  successTitle: '¡Campaña creada exitosamente!',
  emailSentTitle: 'Email enviado',
  emailFailedWarning: 'La campaña se creó correctamente, pero no se pudo enviar el email de notificación.',
} as const;

/** 'Día 2', 'Día 2, bloque 1', 'Día 2, bloque 1, historia 3' (1-based positions). */
export function positionLabel(day: number, block?: number, story?: number): string {
  let label = `Día ${day + 1}`;
  if (block !== undefined) label += `, bloque ${block + 1}`;
  if (story !== undefined) label += `, historia ${story + 1}`;
  return label;
}

/** 'Día 2: el campo…' under a position; 'El campo…' at the top level. */
export function atPosition(position: string | null, text: string): string {
  return position ? `${position}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
}

/** The lower-case text of each problem; atPosition() puts the position in front. */
export const FIELD_PROBLEMS = {
  required: (field: string) => `el campo "${field}" es obligatorio`,
  notText: (field: string) => `el campo "${field}" debe ser un texto`,
  tooLong: (field: string, max: number) => `el campo "${field}" no puede tener más de ${max} caracteres`,
  invalidCharacters: (field: string) => `el campo "${field}" contiene caracteres no válidos (\\u0000)`,
  notArray: (field: string) => `el campo "${field}" debe ser una lista (array)`,
  notObject: (field: string) => `el campo "${field}" debe ser un objeto`,
  notANumber: (field: string) => `el campo "${field}" debe ser un número`,
  notPositiveInteger: (field: string, max: number) =>
    `el campo "${field}" debe ser un número entero entre 1 y ${max}`,
  notHours: (field: string, max: number) =>
    `el campo "${field}" debe ser un número de horas entre 0 y ${max}`,
  notDate: (field: string) =>
    `el campo "${field}" debe ser una fecha válida con el formato AAAA-MM-DD (por ejemplo, 2026-03-02)`,
  notTime: (field: string) =>
    `el campo "${field}" debe ser una hora con el formato HH:mm (por ejemplo, 09:30)`,
  notLandingUrl: (field: string) =>
    `el campo "${field}" debe ser una dirección que empiece por http:// o https://, o el marcador ${LANDING_URL_PLACEHOLDER}`,
  hiddenCharacters: (field: string) =>
    `el campo "${field}" contiene caracteres de control o marcas invisibles de dirección del texto (solo se admiten saltos de línea y tabuladores)`,
  notBoolean: (field: string) => `el campo "${field}" debe ser true o false`,
  notHttpUrl: (field: string) =>
    `el campo "${field}" debe ser una dirección que empiece por http:// o https://`,
  notSingleLine: (field: string) =>
    `el campo "${field}" no puede contener saltos de línea ni caracteres de control`,
  itemNotSingleLine: (field: string) =>
    `cada elemento de "${field}" no puede contener saltos de línea ni caracteres de control`,
  tooManyItems: (field: string, max: number) => `el campo "${field}" admite como máximo ${max} elementos`,
  itemNotText: (field: string) => `cada elemento de "${field}" debe ser un texto no vacío`,
  itemTooLong: (field: string, max: number) =>
    `cada elemento de "${field}" puede tener como máximo ${max} caracteres`,
  dayNotObject: 'debe ser un objeto con los campos "date", "theme" y "blocks"',
  blockNotObject: 'debe ser un objeto con los campos "block_name" y "stories"',
  storyNotObject: 'debe ser un objeto con los campos "number", "copy", "visual" y "type"',
  followUpNotObject: 'debe ser un objeto con los campos "delay_hours" y "message"',
  launchStepNotObject: 'debe ser un objeto con los campos "step", "title" y "description"',
  dayBeforeStart: (date: string, start: string) =>
    `la fecha ${date} es anterior a la fecha de inicio de la campaña (${start})`,
} as const;

export const CAMPAIGN_PROBLEMS = {
  notAnObject:
    'El archivo debe contener un objeto JSON con los campos "campaign_title", "start_date" y "days"',
  noDays: 'El campo "days" debe contener al menos un día',
  tooManyDays: (count: number) =>
    `La campaña tiene ${count} días y el máximo permitido es ${CAMPAIGN_IMPORT_MAX_DAYS}`,
  tooManyStories: (position: string, count: number) =>
    `${position}: tiene ${count} historias y el máximo permitido por día es ${CAMPAIGN_IMPORT_MAX_STORIES_PER_DAY}`,
  moreErrors: (count: number) =>
    `Y ${count} ${count === 1 ? 'error más' : 'errores más'} (se muestran los ${IMPORT_MAX_LISTED_ERRORS} primeros).`,
} as const;

/** Position label of the chat-automation block and of one follow-up message. */
export const CHAT_POSITION = 'Automatización de chat';
export function followUpPosition(index: number): string {
  return `${CHAT_POSITION}, mensaje de seguimiento ${index + 1}`;
}
export function launchStepPosition(index: number): string {
  return `Plan de lanzamiento, paso ${index + 1}`;
}
