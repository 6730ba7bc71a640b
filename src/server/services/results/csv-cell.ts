/**
 * A text cell of an exported CSV that a spreadsheet will not run: Excel, LibreOffice and Google Sheets read a cell
 * starting with = + - @ (or a tab or carriage return before one) as a formula, which a story's title or a brand's
 * name could smuggle in (CSV injection, OWASP). Such a cell is prefixed with an apostrophe, which spreadsheets show
 * as text. Numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCsvCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}
