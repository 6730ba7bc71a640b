/** Campaign files in the import format (docs/campaign-import.md), dated relative to today. */

/** The agency's time zone: the server's APP_TIMEZONE and the browser's in playwright.config.ts. */
export const TIME_ZONE = 'Europe/Madrid';

/** yyyy-mm-dd of today + `offset` days in the agency's time zone. */
export function isoDay(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);
}

export interface CampaignFileStory {
  number: number;
  copy: string;
  visual: string;
  /** TEXTO_PANTALLA, EL_HABLANDO or TESTIMONIO_CLIENTE. */
  type: string;
  sticker?: { type: string; options?: string[]; prompt?: string };
  notes?: string;
  /** HH:mm, its publication time (else its block's). */
  scheduled_time?: string | null;
}

export interface CampaignFile {
  campaign_title: string;
  start_date: string;
  description?: string;
  days: { date: string; theme: string; blocks: { block_name: string; stories: CampaignFileStory[] }[] }[];
  [field: string]: unknown;
}

/**
 * A campaign like the demo's one in progress: `dayCount` days from `firstDayOffset` days from today (by default
 * 8 days, day 1 three days ago: overdue days, today, the days to come), two blocks of two stories a day, none
 * posted.
 */
export function campaignFile(
  title: string,
  { firstDayOffset = -3, dayCount = 8 }: { firstDayOffset?: number; dayCount?: number } = {},
): CampaignFile {
  const days = Array.from({ length: dayCount }, (_, i) => ({
    date: isoDay(firstDayOffset + i),
    theme: `Tema del día ${i + 1}`,
    blocks: [
      {
        block_name: 'Mañana',
        stories: [
          {
            number: 1,
            copy: `Buenos días, día ${i + 1}`,
            visual: 'Producto en la mesa',
            type: 'TEXTO_PANTALLA',
          },
          {
            number: 2,
            copy: `¿Cuál prefieres hoy? Día ${i + 1}`,
            visual: 'Dos tazas',
            type: 'EL_HABLANDO',
            sticker: { type: 'poll', options: ['Solo', 'Con leche'] },
          },
        ],
      },
      {
        block_name: 'Tarde',
        stories: [
          {
            number: 3,
            copy: `Lo que dicen de nosotros, día ${i + 1}`,
            visual: 'Cliente',
            type: 'TESTIMONIO_CLIENTE',
          },
          {
            number: 4,
            copy: `Hasta mañana, día ${i + 1}`,
            visual: 'Cierre de la tienda',
            type: 'TEXTO_PANTALLA',
          },
        ],
      },
    ],
  })) satisfies CampaignFile['days'];
  return { campaign_title: title, start_date: days[0]!.date, days };
}
