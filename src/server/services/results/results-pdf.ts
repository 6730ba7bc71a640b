import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { formatDateEs, formatDateTimeEs } from '../../../shared/dates';
import { dayHeading } from '../../../shared/domain/story-heading';
import { numberFormat } from '../../../shared/intl-format';
import type { CampaignResultsResponse } from '../../../shared/results/campaign-results';
import { formatRate, funnelRates } from '../../../shared/results/funnel';
import { PDF_COLORS, PdfTable, pdfText } from './pdf-table';

const number = (value: number) => numberFormat('es-ES').format(value);
const MARGIN = 40;

/**
 * The report the agency sends its client (issue 31 §4), a PDF made on the server with pdfkit (decision 034): the
 * brand, the campaign's dates, the funnel with its rates, each day, the best and worst stories, every published
 * story's numbers and what is still missing, «Página N de M» at the foot. Drawn directly (no layout engine): a
 * 300-story campaign takes about a tenth of what a React layout took (decision 034), and its tables are drawn
 * ROWS_PER_TURN rows at a time, so the event loop serves other requests in between (bench: results-report).
 */
export async function campaignResultsPdf(report: CampaignResultsResponse): Promise<Buffer> {
  const title = pdfText(report.campaign.title) || 'Campaña';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'es-ES',
    info: { Title: `Resultados: ${title}`, Author: pdfText(report.campaign.brandName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, report, title);
  funnel(doc, report);
  await days(doc, report);
  ranking(doc, report);
  await stories(doc, report);
  footers(doc, title);
  doc.end();
  return done;
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(PDF_COLORS.ink).text(text, MARGIN);
  doc.moveDown(0.4);
}

function header(doc: PDFKit.PDFDocument, report: CampaignResultsResponse, title: string): void {
  const { campaign, counts } = report;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_COLORS.accent).text(pdfText(campaign.brandName));
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_COLORS.ink).text(`Resultados: ${title}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_COLORS.muted)
    .text(
      `Del ${formatDateEs(campaign.startDate)} al ${formatDateEs(campaign.endDate)} · Datos a ${formatDateTimeEs(
        report.generatedAt,
        campaign.timeZone,
      )}`,
    )
    .text(
      `${counts.published} de ${counts.stories} historias publicadas · ${counts.withNumbers} con resultados` +
        (counts.missing > 0 ? ` · ${counts.missing} sin números todavía` : ''),
    );
}

function funnel(doc: PDFKit.PDFDocument, report: CampaignResultsResponse): void {
  heading(doc, 'Embudo de la campaña');
  const steps = funnelRates(report.funnel);
  const top = Math.max(1, ...steps.map((step) => step.value));
  for (const step of steps) {
    const y = doc.y;
    const label =
      step.step === 'keywordDms' ? `Mensajes con «${pdfText(report.campaign.keyword)}»` : step.label;
    doc.font('Helvetica').fontSize(10).fillColor(PDF_COLORS.ink).text(label, MARGIN, y, { width: 170 });
    doc.rect(MARGIN + 175, y + 1, Math.max(2, (step.value / top) * 200), 8).fill(PDF_COLORS.accent);
    doc.fillColor(PDF_COLORS.ink).text(number(step.value), MARGIN + 385, y, { width: 70, align: 'right' });
    doc.text(step.rateFromPrevious === null ? '' : formatRate(step.rateFromPrevious), MARGIN + 460, y, {
      width: 55,
      align: 'right',
    });
    doc.x = MARGIN;
    doc.y = y + 16;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(PDF_COLORS.muted)
    .text(
      'Interacciones: respuestas y respuestas a stickers. Clics: los apuntados o, si no, los contados por el ' +
        'enlace con seguimiento. El porcentaje es el paso respecto al anterior.',
      MARGIN,
      doc.y,
      { width: 515 },
    );
}

const COUNT_COLUMNS = [
  { header: 'Alcance', width: 65, align: 'right' },
  { header: 'Interacc.', width: 65, align: 'right' },
  { header: 'Clics', width: 55, align: 'right' },
  { header: 'Mensajes', width: 60, align: 'right' },
] as const;

/** Rows drawn between two turns of the event loop: a long table never holds it for more than a few milliseconds. */
const ROWS_PER_TURN = 20;

async function days(doc: PDFKit.PDFDocument, report: CampaignResultsResponse): Promise<void> {
  heading(doc, 'Por día');
  const table = new PdfTable(doc, [
    { header: 'Día', width: 210 },
    { header: 'Publicadas', width: 60, align: 'right' },
    ...COUNT_COLUMNS,
  ]);
  table.header();
  for (const [i, day] of report.days.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    table.row([
      `${pdfText(dayHeading(day.dayOrder, day.title))} (${formatDateEs(day.date)})`,
      `${day.published}/${day.stories}`,
      number(day.funnel.reach),
      number(day.funnel.interactions),
      number(day.funnel.linkClicks),
      number(day.funnel.keywordDms),
    ]);
  }
}

function ranking(doc: PDFKit.PDFDocument, report: CampaignResultsResponse): void {
  if (report.best.length === 0) return;
  heading(doc, 'Las que mejor y peor funcionaron');
  const byId = new Map(report.stories.map((story) => [story.storyId, story]));
  const line = (id: string) => {
    const story = byId.get(id)!;
    return `· Día ${story.dayOrder} · ${pdfText(story.heading)}: ${formatRate(story.engagementRate)} de interacción`;
  };
  for (const [label, ids] of [
    ['Mejores', report.best],
    ['Peores', report.worst],
  ] as const) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.muted).text(label, MARGIN);
    doc.font('Helvetica').fillColor(PDF_COLORS.ink);
    for (const id of ids) doc.text(line(id), MARGIN, doc.y, { width: 515 });
    doc.moveDown(0.4);
  }
}

async function stories(doc: PDFKit.PDFDocument, report: CampaignResultsResponse): Promise<void> {
  const published = report.stories.filter((story) => story.isPosted);
  if (published.length === 0) return;
  heading(doc, 'Historia a historia');
  const table = new PdfTable(doc, [{ header: 'Historia', width: 270 }, ...COUNT_COLUMNS]);
  table.header();
  for (const [i, story] of published.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
    const funnel = story.funnel!;
    const missing = !story.results;
    table.row([
      `Día ${story.dayOrder} · ${pdfText(story.heading)}${missing ? ' (sin números)' : ''}`,
      missing ? '—' : number(funnel.reach),
      missing ? '—' : number(funnel.interactions),
      number(funnel.linkClicks),
      missing ? '—' : number(funnel.keywordDms),
    ]);
  }
}

/** «Título · Página N de M» at the foot of every page, written once all pages exist (bufferPages). */
function footers(doc: PDFKit.PDFDocument, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(`${title} · Página ${i + 1} de ${count}`, MARGIN, doc.page.height - 28, {
        width: 515,
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
