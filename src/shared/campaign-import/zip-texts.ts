import { MAX_FILES_PER_STORY } from '../media/media-types';

/** At most this many entries (files and folders) in a campaign .zip. */
export const CAMPAIGN_ZIP_MAX_ENTRIES = 1_000;
/** An entry that inflates to more than this many times its compressed size is taken for a zip bomb… */
export const ZIP_BOMB_RATIO = 100;
/** …when it inflates to more than this (small files compress well and are harmless). */
export const ZIP_BOMB_MIN_BYTES = 1024 * 1024;
/** The campaign's JSON by this name at the root wins when the root holds other .json files. */
export const CAMPAIGN_ZIP_JSON_NAME = 'campaign.json';

const MAX_SHOWN_NAME = 120;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this hides.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A file name as a message shows it: control characters and direction marks as '?', long names shortened. */
export function shownName(name: string): string {
  const printable = name.replace(UNPRINTABLE, '?');
  const chars = [...printable];
  return chars.length > MAX_SHOWN_NAME ? `${chars.slice(0, MAX_SHOWN_NAME - 1).join('')}…` : printable;
}

/** The Spanish texts of the .zip import (the archive as a whole), shared by the panel and the server. */
export const CAMPAIGN_ZIP_TEXTS = {
  validationFailed: 'El .zip contiene errores de validación',
  notAZip: 'El archivo no es un .zip válido o está dañado.',
  noJson:
    'El .zip no contiene el JSON de la campaña: pon un único archivo .json en la raíz del .zip (por ejemplo, campaign.json).',
  severalJson: (names: readonly string[]) =>
    `El .zip contiene varios archivos .json en la raíz (${names.map(shownName).join(', ')}): deja solo el de la campaña o llámalo ${CAMPAIGN_ZIP_JSON_NAME}.`,
  tooManyEntries: (count: number, max: number = CAMPAIGN_ZIP_MAX_ENTRIES) =>
    `El .zip contiene ${count} entradas (archivos y carpetas) y el máximo es ${max}.`,
  unsafeEntry: (name: string) =>
    `El .zip contiene un nombre de archivo no permitido («${shownName(name)}»): se rechazan las rutas absolutas, con letra de unidad, con «..», con barras invertidas o con caracteres de control.`,
  duplicateEntry: (name: string) =>
    `El .zip contiene dos veces el archivo «${shownName(name)}»: deja solo uno.`,
  encrypted: (name: string) =>
    `El archivo «${shownName(name)}» del .zip está protegido con contraseña: crea el .zip sin contraseña.`,
  unsupportedCompression: (name: string) =>
    `El archivo «${shownName(name)}» del .zip usa un método de compresión no admitido: crea el .zip con la compresión estándar (Deflate) o sin comprimir.`,
  bombTotal: (sizeLabel: string) =>
    `El .zip declara ${sizeLabel} descomprimidos: parece una bomba zip y se ha rechazado.`,
  bombRatio: (name: string) =>
    `El archivo «${shownName(name)}» del .zip se descomprime a más de ${ZIP_BOMB_RATIO} veces su tamaño: parece una bomba zip y se ha rechazado.`,
  overlappingEntries: (first: string, second: string) =>
    `Los archivos «${shownName(first)}» y «${shownName(second)}» del .zip comparten los mismos datos comprimidos: parece una bomba zip y se ha rechazado.`,
  corruptEntry: (name: string) =>
    `El archivo «${shownName(name)}» del .zip está dañado o no tiene el tamaño que declara.`,
  jsonTooLarge: (name: string, maxLabel: string) =>
    `El JSON de la campaña («${shownName(name)}») supera el tamaño máximo de ${maxLabel}.`,
  tooLarge: (maxLabel: string) => `El .zip supera el tamaño máximo de ${maxLabel}.`,
  ignoredFiles: (count: number) =>
    count === 1
      ? '1 archivo del .zip no lo nombra ninguna historia y no se importa.'
      : `${count} archivos del .zip no los nombra ninguna historia y no se importan.`,
} as const;

/**
 * The problems of one story's `media` (lower case: the story's position goes in front, 'Día 2, bloque 1,
 * historia 1: falta el archivo «x.jpg» en el .zip').
 */
export const MEDIA_FIELD_PROBLEMS = {
  onlyInZip:
    'el campo "media" nombra archivos, y los archivos solo pueden importarse en un .zip junto al JSON',
  notArray: 'el campo "media" debe ser una lista (array) de nombres de archivo',
  tooMany: (count: number) =>
    `el campo "media" nombra ${count} archivos y el máximo por historia es ${MAX_FILES_PER_STORY}`,
  notName: 'cada elemento de "media" debe ser un nombre de archivo (un texto no vacío)',
  unsafeName: (name: string) =>
    `el nombre «${shownName(name)}» de "media" no es válido: usa una ruta relativa dentro del .zip (como media/dia1.jpg), sin «..», sin barras invertidas ni caracteres de control`,
  duplicate: (name: string) => `el archivo «${shownName(name)}» aparece más de una vez en "media"`,
  missing: (name: string) => `falta el archivo «${shownName(name)}» en el .zip`,
  notMedia: (name: string) =>
    `el archivo «${shownName(name)}» no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV)`,
  fileTooLarge: (name: string, maxLabel: string) =>
    `el archivo «${shownName(name)}» supera el tamaño máximo de ${maxLabel} por archivo`,
} as const;
