/**
 * The results form's fields, labels and messages (issue 31 §3), without zod: the campaign screen and the agency's
 * lists name the numbers too.
 */

/** The counts of a story's results, in the form's order. */
export const RESULT_FIELDS = [
  'reach',
  'impressions',
  'replies',
  'linkTaps',
  'keywordDms',
  'profileVisits',
  'follows',
  'shares',
  'exits',
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

/** Labels as Instagram's insights say them in Spanish, so the brand copies each number to its place. */
export const RESULT_FIELD_LABELS: Record<ResultField, string> = {
  reach: 'Cuentas alcanzadas',
  impressions: 'Impresiones',
  replies: 'Respuestas',
  linkTaps: 'Toques en el enlace',
  keywordDms: 'Mensajes con la palabra clave',
  profileVisits: 'Visitas al perfil',
  follows: 'Seguimientos',
  shares: 'Veces compartida',
  exits: 'Salidas',
};

export const RESULT_TEXTS = {
  notANumber: 'Escribe un número.',
  notInteger: 'Escribe un número entero, sin decimales.',
  negative: 'No puede ser negativo.',
  tooLarge: 'Es un número demasiado grande: revísalo.',
  sliderRange: 'La media del deslizador va de 0 a 100.',
  sliderDecimals: 'La media admite un decimal como mucho.',
  impressionsBelowReach: 'Las impresiones no pueden ser menos que las cuentas alcanzadas.',
  correctAboveAnswers: 'Los aciertos no pueden ser más que las respuestas.',
  stickerMismatch: 'Los resultados del sticker no corresponden al sticker de esta historia.',
  pollOptionsMismatch: 'Las opciones de la encuesta no coinciden con las de la historia.',
  notPosted: 'Solo se apuntan resultados de historias publicadas.',
  saved: 'Resultados guardados',
} as const;
