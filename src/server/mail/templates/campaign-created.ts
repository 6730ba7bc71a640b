import { formatDateEs } from '../../../shared/dates';
import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';

export interface CampaignCreatedEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  campaignTitle: string;
  /** yyyy-MM-dd calendar dates. */
  startDate: string;
  endDate: string;
  totalDays: number;
  totalStories: number;
  /** PUBLIC_URL + '/dashboard/campaigns/{id}'. */
  campaignUrl: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Tells a client that the agency has created a campaign for its brand (after an import). */
export function campaignCreatedEmail(input: CampaignCreatedEmailInput): MailMessage {
  // Subjects are one line: a title with line breaks must not break the header.
  const title = oneLine(input.campaignTitle);
  const subject = `Nueva campaña para ${oneLine(input.brandName)}: ${title}`;
  const days = plural(input.totalDays, 'día', 'días');
  const storyCount = plural(input.totalStories, 'historia', 'historias');
  const { html, text } = renderEmail({
    heading: `Tu nueva campaña está lista, ${input.contactName}`,
    preheader: `${title}: ${days} y ${storyCount} listas para publicar.`,
    paragraphs: [
      `La agencia ha creado la campaña «${title}» para ${input.brandName} en el Panel de Stories.`,
      'Ya puedes revisar cada día, copiar los textos y marcar las historias como publicadas desde el panel.',
    ],
    details: [
      { label: 'Marca', value: input.brandName },
      { label: 'Campaña', value: title },
      { label: 'Inicio', value: formatDateEs(input.startDate) },
      { label: 'Fin', value: formatDateEs(input.endDate) },
      { label: 'Duración', value: days },
      { label: 'Historias', value: String(input.totalStories) },
    ],
    action: { label: 'Ver la campaña', url: input.campaignUrl },
    notes: ['Si tienes dudas sobre la campaña, escribe a tu contacto de la agencia.'],
  });
  return { to: input.to, subject, text, html };
}
