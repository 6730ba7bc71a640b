import { APPROVAL_LINK_TTL_DAYS } from '../../../shared/approvals/approval-state';
import { APPROVAL_LINK_SHARING } from '../../../shared/approvals/approval-texts';
import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface ApprovalRequestEmailInput {
  to: string;
  /** The contact person's name. */
  name: string;
  brandName: string;
  campaignTitle: string;
  /** The day asked for ('Día 3' and 'jueves, 3 de diciembre de 2026'), or null for the whole campaign. */
  day: { title: string; date: string } | null;
  storyCount: number;
  /** approvalUrl(env, token), from mail/links.ts. */
  approvalUrl: string;
}

const stories = (n: number) => (n === 1 ? '1 historia' : `${n} historias`);

/** The e-mail that asks a client to approve a day or a campaign, with its passwordless link. */
export function approvalRequestEmail(input: ApprovalRequestEmailInput): MailMessage {
  const count = input.storyCount === 1 ? 'la historia' : `las ${input.storyCount} historias`;
  const what = input.day
    ? `${count} del ${input.day.title} (${input.day.date}) de la campaña`
    : `${count} de la campaña`;
  const { html, text } = renderEmail({
    heading: `Hola, ${input.name}`,
    preheader: `La agencia te pide que apruebes ${stories(input.storyCount)} de «${input.campaignTitle}».`,
    paragraphs: [
      `La agencia te pide que revises y apruebes ${what} «${input.campaignTitle}» antes de ${input.storyCount === 1 ? 'publicarla' : 'publicarlas'}.`,
      'Pulsa el botón para verlas: puedes aprobar cada día de un toque o pedir cambios en una historia con un comentario. No necesitas contraseña.',
    ],
    details: [
      { label: 'Marca', value: input.brandName },
      { label: 'Campaña', value: input.campaignTitle },
      ...(input.day ? [{ label: 'Día', value: `${input.day.title} · ${input.day.date}` }] : []),
      { label: 'Historias', value: String(input.storyCount) },
    ],
    action: { label: 'Revisar y aprobar', url: input.approvalUrl },
    notes: [
      `El enlace caduca en ${APPROVAL_LINK_TTL_DAYS} días y solo sirve para aprobar estas historias. ${APPROVAL_LINK_SHARING.forClient}`,
      'También puedes aprobarlas desde la campaña en el panel.',
    ],
  });
  return {
    to: input.to,
    subject: `Aprobación pendiente: ${input.campaignTitle}`,
    text,
    html,
  };
}
