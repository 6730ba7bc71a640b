import type { MailMessage } from '../mail-message';
import { type CampaignSummaryInput, campaignSummary } from './campaign-summary';
import { oneLine, renderEmail } from './layout';

export interface CampaignCreatedEmailInput extends CampaignSummaryInput {
  to: string;
  contactName: string;
  /** campaignUrl(env, id), from mail/links.ts. */
  campaignUrl: string;
}

/** Tells a client that the agency has created a campaign for its brand (after an import). */
export function campaignCreatedEmail(input: CampaignCreatedEmailInput): MailMessage {
  const { title, days, storyCount, details } = campaignSummary(input);
  const subject = `Nueva campaña para ${oneLine(input.brandName)}: ${title}`;
  const { html, text } = renderEmail({
    heading: `Tu nueva campaña está lista, ${input.contactName}`,
    preheader: `${title}: ${days} y ${storyCount} listas para publicar.`,
    paragraphs: [
      `La agencia ha creado la campaña «${title}» para ${input.brandName} en el Panel de Stories.`,
      'Ya puedes revisar cada día, copiar los textos y marcar las historias como publicadas desde el panel.',
    ],
    details,
    action: { label: 'Ver la campaña', url: input.campaignUrl },
    notes: ['Si tienes dudas sobre la campaña, escribe a tu contacto de la agencia.'],
  });
  return { to: input.to, subject, text, html };
}
