import { APP_LOCALE } from '@shared/dates';

/** Built once: a formatter costs far more to make than to use (src/shared/intl-format.ts). */
const plural = new Intl.PluralRules(APP_LOCALE);
const number = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });

/**
 * A tracked link's taps as the campaign screen and «Publicar hoy» say them (issue 31): '0 clics', '1 clic',
 * '12.345 clics' (numbers in Spanish: es-ES groups thousands from five digits on, so '1234 clics').
 */
export function clicksLabel(count: number): string {
  return `${number.format(count)} ${plural.select(count) === 'one' ? 'clic' : 'clics'}`;
}
