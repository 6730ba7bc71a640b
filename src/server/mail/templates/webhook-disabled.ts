import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface WebhookDisabledEmailInput {
  to: string;
  /** The endpoint's URL as the agency saved it, and its description when it has one. */
  url: string;
  description: string | null;
  /** «29/11/2026 a las 10:15», in the agency's zone (APP_TIMEZONE). */
  disabledAt: string;
  /** The endpoint in 'Configuración › Webhooks'. */
  webhookUrl: string;
}

/**
 * Tells every admin that the panel turned a webhook off because its receiver answered 410 Gone (Standard Webhooks:
 * the receiver says the endpoint no longer exists). Nothing is sent to it until someone turns it on again.
 */
export function webhookDisabledEmail(input: WebhookDisabledEmailInput): MailMessage {
  const host = new URL(input.url).host;
  const { html, text } = renderEmail({
    heading: 'Un webhook se ha desactivado',
    preheader: `${host} respondió 410: el panel ya no le envía eventos.`,
    paragraphs: [
      `El receptor de un webhook de la agencia respondió «410 Gone» (la dirección ya no existe), así que el panel lo ha desactivado y no le enviará más eventos.`,
      'Si la dirección sigue en uso (por ejemplo, si reactivaste el flujo en n8n o Make), corrige la URL si ha cambiado y vuelve a activarlo en Configuración › Webhooks; después puedes reenviar los envíos que falten.',
    ],
    details: [
      { label: 'URL', value: input.url },
      ...(input.description ? [{ label: 'Descripción', value: input.description }] : []),
      { label: 'Desactivado', value: input.disabledAt },
    ],
    action: { label: 'Ver el webhook', url: input.webhookUrl },
  });
  return { to: input.to, subject: `Webhook desactivado: ${host} ya no existe (410)`, text, html };
}
