/**
 * One Intl.DateTimeFormat per locale and options, kept for the life of the process or the page. Building one costs
 * far more than using it (tens of microseconds, more on a phone, against one or two for `format`), and the server
 * asks for today on every request while the screens format dates per day and per story: on the campaign screen,
 * building them anew was 90 ms of a mid-range phone's first view (4× CPU slowdown, 2026-11-26).
 *
 * The key is the options as written, so the same options in another key order make a second formatter: harmless.
 * The cache is bounded by the formats the code writes times the time zones in use. An unknown time zone throws
 * RangeError, as the constructor does, and is not kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, kept like dateTimeFormat's (a report formats thousands of counts). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}
