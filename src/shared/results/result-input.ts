/**
 * What the brand types in a results field, as a number: Instagram in Spanish writes «1.234» for a thousand and
 * more, and «72,5» for a decimal. '' is null (not entered); anything else that is not a number is NaN, which the
 * schema refuses with «Escribe un número.».
 */

/** Thousands grouped with dots (1.234 or 12.345.678): the dots are not decimals. */
const GROUPED_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

export function parseResultInput(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (GROUPED_THOUSANDS.test(compact)) return Number(compact.replaceAll('.', ''));
  if (!PLAIN_NUMBER.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A number as the field shows it again (no grouping: what the numeric keyboard types). */
export function resultInputText(value: number | null | undefined): string {
  return value == null ? '' : String(value).replace('.', ',');
}
