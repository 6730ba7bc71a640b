import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface AiCampaignFailedEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  /** The request's Spanish error_message. */
  errorMessage: string;
  /** Spanish launch text of the request. */
  launchDatetime: string;
  /** campaignsUrl(env), from mail/links.ts: where the wizard is opened again. */
  campaignsUrl: string;
}

/** Tells the client that the campaign the AI wizard was generating could not be created. */
export function aiCampaignFailedEmail(input: AiCampaignFailedEmailInput): MailMessage {
  const { html, text } = renderEmail({
    heading: `No pudimos crear tu campaña, ${input.contactName}`,
    preheader: 'La generación de tu campaña con IA no ha terminado bien.',
    paragraphs: [
      `La campaña que pediste para ${input.brandName} con «Crear Campaña con IA» no se ha podido generar.`,
      'Puedes volver a intentarlo desde «Mis Campañas» con el botón «Crear Campaña con IA». Si el problema se repite, escribe a tu contacto de la agencia.',
    ],
    details: [
      { label: 'Marca', value: input.brandName },
      { label: 'Lanzamiento', value: input.launchDatetime },
      { label: 'Motivo', value: input.errorMessage },
    ],
    action: { label: 'Ir a Mis Campañas', url: input.campaignsUrl },
  });
  return { to: input.to, subject: 'No se pudo generar tu campaña con IA', text, html };
}
