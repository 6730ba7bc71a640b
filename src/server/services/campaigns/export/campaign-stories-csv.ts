import { stringify } from 'csv-stringify/sync';
import { formatDateEs, formatDateTimeEs } from '../../../../shared/dates';
import { parseStickerInfo } from '../../../../shared/domain/sticker-info';
import { STORY_SKIP_TEXTS } from '../../../../shared/domain/story-skip';
import { STORY_STATUS_LABELS } from '../../../../shared/domain/story-status';
import { storyTypeLabel } from '../../../../shared/domain/story-types';
import { safeCsvCell } from '../../results/csv-cell';
import type { StoredCampaign, StoredStory } from './read-campaign-snapshot';

const HEADER = [
  'Día',
  'Fecha',
  'Tema',
  'Franja',
  'Historia',
  'Hora',
  'Tipo',
  'Texto',
  'Descripción visual',
  'Sticker',
  'Notas',
  'Estado',
  'Publicada el',
  'Enlace',
];

export interface StoriesCsvOptions {
  /** The client's IANA zone: «Publicada el» is its wall time. */
  timeZone: string;
  /** The story's tracked short link (PUBLIC_URL/l/{slug}), or null. */
  linkOf(story: StoredStory): string | null;
}

function statusOf(story: StoredStory): string {
  if (story.isPosted) return STORY_STATUS_LABELS.published;
  return story.isSkipped ? STORY_SKIP_TEXTS.label : 'Pendiente';
}

/** 'Encuesta: ¿Cuál prefieres? | Centeno / Espelta', 'Interacción: https://…', or null without a sticker. */
function stickerText(stickerInfo: unknown): string | null {
  const sticker = parseStickerInfo(stickerInfo);
  if (!sticker) return null;
  const details = [sticker.prompt, sticker.options.join(' / '), sticker.emoji, sticker.url].filter(
    (detail): detail is string => Boolean(detail),
  );
  return details.length === 0 ? sticker.label : `${sticker.label}: ${details.join(' | ')}`;
}

/**
 * A campaign's stories as a CSV for an es-ES spreadsheet, one row per story in the campaign's order: UTF-8 with a
 * byte-order mark (Excel reads the accents), ';' between cells, CRLF lines, every text cell through safeCsvCell (a
 * copy starting with '=' is not run as a formula), like the results' CSV (results-csv.ts).
 */
export function campaignStoriesCsv(campaign: StoredCampaign, options: StoriesCsvOptions): string {
  const rows = campaign.days.flatMap((day) =>
    day.stories.map((story) => [
      day.dayOrder,
      formatDateEs(story.scheduledDate ?? day.date),
      day.theme,
      story.timeBlock,
      story.storyNumber,
      story.scheduledTime,
      storyTypeLabel(story.storyType),
      story.copyText,
      story.visualDescription,
      stickerText(story.stickerInfo),
      story.notes,
      statusOf(story),
      story.postedAt ? formatDateTimeEs(story.postedAt, options.timeZone) : null,
      options.linkOf(story),
    ]),
  );
  return `\uFEFF${stringify(
    [HEADER, ...rows].map((row) => row.map(safeCsvCell)),
    { delimiter: ';', record_delimiter: 'windows' },
  )}`;
}
