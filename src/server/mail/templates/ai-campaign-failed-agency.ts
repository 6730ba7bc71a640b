import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface AiCampaignFailedAgencyEmailInput {
  to: string;
  brandName: string;
  clientEmail: string;
  /** The technical detail of the failure (the provider's answer, the validation problem…), for the agency only. */
  technicalDetail: string;
  /** Spanish launch text of the request. */
  launchDatetime: string;
  /** adminUrl(env), from mail/links.ts: the dashboard lists the failed generations. */
  adminUrl: string;
}

/** Tells an admin that a client's AI campaign generation failed, with what the brand did not see. */
export function aiCampaignFailedAgencyEmail(input: AiCampaignFailedAgencyEmailInput): MailMessage {
  const { html, text } = renderEmail({
    heading: `Falló una campaña con IA de ${input.brandName}`,
    preheader: 'Un cliente no ha podido generar su campaña con IA.',
    paragraphs: [
      `${input.brandName} pidió una campaña con «Crear Campaña con IA» y la generación ha fallado. El cliente ha visto un aviso sin detalles técnicos; aquí tienes lo que ocurrió.`,
      'Si el motivo es la configuración del proveedor de IA (clave, modelo, servidor), corrígela y pide al cliente que lo intente de nuevo.',
    ],
    details: [
      { label: 'Marca', value: input.brandName },
      { label: 'Correo del cliente', value: input.clientEmail },
      { label: 'Lanzamiento', value: input.launchDatetime },
      { label: 'Detalle técnico', value: input.technicalDetail },
    ],
    action: { label: 'Abrir el panel', url: input.adminUrl },
  });
  return { to: input.to, subject: `Falló la campaña con IA de ${input.brandName}`, text, html };
}
