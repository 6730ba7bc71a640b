import type { MailMessage } from '../mail-message';
import { type CampaignSummaryInput, campaignSummary } from './campaign-summary';
import { renderEmail } from './layout';

export interface AiCampaignReadyEmailInput extends CampaignSummaryInput {
  to: string;
  contactName: string;
  /** Fewer days or stories than asked were usable (status processing_partial). */
  partial: boolean;
  /** True when the built-in generator (no AI) wrote it. */
  generatedWithoutAi: boolean;
  /** campaignUrl(env, id), from mail/links.ts. */
  campaignUrl: string;
}

/** Tells the client that the campaign the AI wizard was generating is in the panel. */
export function aiCampaignReadyEmail(input: AiCampaignReadyEmailInput): MailMessage {
  const { title, days, storyCount, details } = campaignSummary(input);
  const subject = input.partial
    ? `Tu campaña con IA está lista (parcialmente): ${title}`
    : `Tu campaña con IA está lista: ${title}`;
  const paragraphs = [
    `Hemos creado la campaña «${title}» para ${input.brandName} a partir de tus respuestas en «Crear Campaña con IA».`,
    input.partial
      ? 'La campaña se ha creado parcialmente: algunos días o historias no se pudieron generar. Revisa lo que falta y complétalo desde el panel.'
      : 'Ya puedes revisar cada día, el plan de lanzamiento y la automatización de mensajes, y marcar las historias como publicadas.',
  ];
  if (input.generatedWithoutAi) {
    paragraphs.push(
      'Esta campaña se ha generado sin IA, con el generador integrado del panel, porque no hay un proveedor de IA configurado.',
    );
  }
  const { html, text } = renderEmail({
    heading: `Tu campaña está lista, ${input.contactName}`,
    preheader: `${title}: ${days} y ${storyCount} listas para revisar.`,
    paragraphs,
    details,
    action: { label: 'Ver la campaña', url: input.campaignUrl },
    notes: ['Revisa los textos antes de publicarlos: puedes editarlos desde el detalle de la campaña.'],
  });
  return { to: input.to, subject, text, html };
}
