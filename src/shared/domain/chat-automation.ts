import {
  CHAT_AUTOMATION_MIN_FIELDS,
  DEFAULT_CHAT_KEYWORD,
  HOURS_PER_DAY,
  LANDING_URL_PLACEHOLDER,
} from '../constants';

/**
 * The chat-automation rules of the campaign detail (client spec sections 2, 4 and 9): when the section counts
 * as present, how a follow-up delay reads, and the text of 'copy everything'.
 */

export interface ChatAutomationFields {
  keyword: string | null;
  autoResponse: string | null;
  followUpSequence: readonly { delayHours: number; message: string; attachment?: string | null }[];
  landingUrl: string | null;
  /** The landing page's tracked short link, when it has one (issue 31). */
  landingLink?: { url: string } | null;
  tags: readonly string[];
  notes: string | null;
}

const isFilled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** A landing URL that is set and is not the '[URL_LANDING_CON_CHECKOUT]' placeholder. */
export function hasRealLandingUrl(url: string | null | undefined): boolean {
  return isFilled(url) && url!.trim() !== LANDING_URL_PLACEHOLDER;
}

/**
 * Present when at least two of: follow-up sequence non-empty; tags non-empty; notes non-blank; keyword
 * non-blank; auto response non-blank; landing URL non-blank and not the placeholder.
 */
export function hasChatAutomation(config: ChatAutomationFields | null | undefined): boolean {
  if (!config) return false;
  const present = [
    config.followUpSequence.length > 0,
    config.tags.length > 0,
    isFilled(config.notes),
    isFilled(config.keyword),
    isFilled(config.autoResponse),
    hasRealLandingUrl(config.landingUrl),
  ].filter(Boolean).length;
  return present >= CHAT_AUTOMATION_MIN_FIELDS;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A follow-up delay: hours under a day ('1 hora', '2 horas'), otherwise days and hours ('1 día',
 * '2 días y 2 horas'). Fractions are rounded to the hour; negative or invalid values read '0 horas'.
 */
export function formatFollowUpDelay(delayHours: number): string {
  const hours = Number.isFinite(delayHours) ? Math.max(0, Math.round(delayHours)) : 0;
  if (hours < HOURS_PER_DAY) return plural(hours, 'hora', 'horas');
  const days = Math.floor(hours / HOURS_PER_DAY);
  const rest = hours % HOURS_PER_DAY;
  const dayText = plural(days, 'día', 'días');
  return rest === 0 ? dayText : `${dayText} y ${plural(rest, 'hora', 'horas')}`;
}

/** The keyword to show and copy: the configured one, or 'QUIERO'. */
export function chatKeyword(keyword: string | null | undefined): string {
  return isFilled(keyword) ? keyword!.trim() : DEFAULT_CHAT_KEYWORD;
}

/** The 'copy everything' text: every part of the configuration, in the order the accordion shows them. */
export function chatAutomationCopyText(config: ChatAutomationFields): string {
  const sections: string[] = [`Palabra clave: ${chatKeyword(config.keyword)}`];
  if (isFilled(config.autoResponse))
    sections.push(`Mensaje automático inicial:\n${config.autoResponse!.trim()}`);
  if (config.followUpSequence.length > 0) {
    const lines = config.followUpSequence.map((item, i) => {
      const attachment = isFilled(item.attachment) ? `\n   Adjunto: ${item.attachment!.trim()}` : '';
      return `${i + 1}. Tras ${formatFollowUpDelay(item.delayHours)}: ${item.message.trim()}${attachment}`;
    });
    sections.push(`Secuencia de seguimiento:\n${lines.join('\n')}`);
  }
  if (isFilled(config.landingUrl)) {
    // The tracked short link is what the automation's message should carry (issue 31): the clicks are counted.
    const tracked = config.landingLink?.url;
    sections.push(
      tracked
        ? `URL de la landing (con seguimiento): ${tracked}\n   Lleva a ${config.landingUrl!.trim()}`
        : `URL de la landing: ${config.landingUrl!.trim()}`,
    );
  }
  if (config.tags.length > 0) sections.push(`Etiquetas: ${config.tags.join(', ')}`);
  if (isFilled(config.notes)) sections.push(`Notas:\n${config.notes!.trim()}`);
  return sections.join('\n\n');
}
