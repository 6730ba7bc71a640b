import { stringify } from 'csv-stringify/sync';
import { campaignFileName } from '../../../shared/campaigns/campaign-slug';
import { formatDateTimeEs } from '../../../shared/dates';
import type { CampaignResultsResponse, CampaignResultsStory } from '../../../shared/results/campaign-results';
import { formatRate, stickerAnswers } from '../../../shared/results/funnel';
import { RESULT_FIELD_LABELS, RESULT_FIELDS } from '../../../shared/results/result-texts';
import type { StickerResults } from '../../../shared/results/story-results';
import { safeCsvCell } from './csv-cell';

const STICKER_LABELS: Record<StickerResults['type'], string> = {
  poll: 'Encuesta',
  quiz: 'Quiz',
  question: 'Pregunta',
  countdown: 'Cuenta atrás',
  slider: 'Deslizador',
};

const HEADER = [
  'Marca',
  'Campaña',
  'Día',
  'Historia',
  'Hora prevista',
  'Estado',
  ...RESULT_FIELDS.map((field) => RESULT_FIELD_LABELS[field]),
  'Clics contados por el enlace',
  'Sticker',
  'Respuestas al sticker',
  'Detalle del sticker',
  'Interacciones',
  'Tasa de interacción',
  'Apuntados por',
  'Última corrección',
];

/**
 * Every story's numbers as a CSV for an es-ES spreadsheet (issue 31 §4): UTF-8 with a byte-order mark (Excel reads the
 * accents), ';' between cells (',' is the decimal sign there), CRLF lines, every text cell through safeCsvCell.
 */
export function campaignResultsCsv(report: CampaignResultsResponse): string {
  const { campaign } = report;
  const rows = report.stories.map((story) => [
    campaign.brandName,
    campaign.title,
    story.dayOrder,
    story.heading,
    formatDateTimeEs(story.dueAt, campaign.timeZone),
    story.isPosted ? 'Publicada' : story.isSkipped ? 'No se publicará' : 'Pendiente',
    ...RESULT_FIELDS.map((field) => story.results?.[field] ?? null),
    story.trackedClicks,
    story.results?.sticker ? STICKER_LABELS[story.results.sticker.type] : null,
    story.results?.sticker ? stickerAnswers(story.results.sticker) : null,
    stickerDetail(story.results?.sticker ?? null),
    story.funnel && story.results ? story.funnel.interactions : null,
    story.engagementRate === null ? null : formatRate(story.engagementRate),
    authorOf(story, 'enteredBy', campaign.timeZone),
    authorOf(story, 'updatedBy', campaign.timeZone),
  ]);
  return `\uFEFF${stringify(
    [HEADER, ...rows].map((row) => row.map(safeCsvCell)),
    {
      delimiter: ';',
      record_delimiter: 'windows',
    },
  )}`;
}

function stickerDetail(sticker: StickerResults | null): string | null {
  if (!sticker) return null;
  const count = (value: number | null) => (value === null ? '—' : String(value));
  switch (sticker.type) {
    case 'poll':
      return sticker.options.map((option) => `${option.option}: ${count(option.votes)}`).join(' | ');
    case 'quiz':
      return `Respuestas: ${count(sticker.answers)} | Aciertos: ${count(sticker.correct)}`;
    case 'question':
      return `Respuestas: ${count(sticker.answers)}`;
    case 'countdown':
      return `Recordatorios: ${count(sticker.reminders)}`;
    case 'slider':
      return `Media: ${sticker.average === null ? '—' : String(sticker.average).replace('.', ',')} | Votos: ${count(sticker.votes)}`;
  }
}

function authorOf(
  story: CampaignResultsStory,
  which: 'enteredBy' | 'updatedBy',
  timeZone: string,
): string | null {
  const author = story.results?.[which];
  if (!author) return null;
  if (which === 'updatedBy' && author.at === story.results!.enteredBy.at) return null;
  return `${author.name} (${author.role === 'admin' ? 'agencia' : 'cliente'}), ${formatDateTimeEs(author.at, timeZone)}`;
}

/** 'resultados-cafe-de-otono-2026-11-25.csv': the campaign's title, ASCII, and its first date. */
export function resultsFileName(report: CampaignResultsResponse, extension: 'csv' | 'pdf'): string {
  return campaignFileName('resultados', report.campaign, extension);
}
