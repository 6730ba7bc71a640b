import { formatDateEs } from '../../../shared/dates';
import { oneLine } from './layout';

/** What the campaign e-mails (created by an import, made by the AI wizard) say about the campaign. */
export interface CampaignSummaryInput {
  brandName: string;
  campaignTitle: string;
  /** yyyy-MM-dd calendar dates. */
  startDate: string;
  endDate: string;
  totalDays: number;
  totalStories: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The one-line title, the counts in words and the detail rows, shared by the campaign e-mails. */
export function campaignSummary(input: CampaignSummaryInput) {
  // Subjects are one line: a title with line breaks must not break the header.
  const title = oneLine(input.campaignTitle);
  const days = plural(input.totalDays, 'día', 'días');
  const storyCount = plural(input.totalStories, 'historia', 'historias');
  const details = [
    { label: 'Marca', value: input.brandName },
    { label: 'Campaña', value: title },
    { label: 'Inicio', value: formatDateEs(input.startDate) },
    { label: 'Fin', value: formatDateEs(input.endDate) },
    { label: 'Duración', value: days },
    { label: 'Historias', value: String(input.totalStories) },
  ];
  return { title, days, storyCount, details };
}
