import { INVITATION_VALIDITY_DAYS } from '../../../shared/api/admin-team-texts';
import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface TeamInvitationEmailInput {
  to: string;
  name: string;
  /** The name of the admin who invited them (null when that admin is gone). */
  invitedBy: string | null;
  /** invitationUrl(env, token), from mail/links.ts. */
  invitationUrl: string;
}

/** The e-mail that invites a colleague to the agency's team, with a single-use link to set a password. */
export function teamInvitationEmail(input: TeamInvitationEmailInput): MailMessage {
  const who = input.invitedBy ? `${input.invitedBy} te ha invitado` : 'Te han invitado';
  const { html, text } = renderEmail({
    heading: `Hola, ${input.name}`,
    preheader: 'Tu invitación al equipo del Panel de Stories.',
    paragraphs: [
      `${who} a unirte al equipo de la agencia en el Panel de Stories como administrador.`,
      'Pulsa el botón para elegir tu contraseña y entrar:',
    ],
    details: [{ label: 'Email', value: input.to }],
    action: { label: 'Aceptar la invitación', url: input.invitationUrl },
    notes: [
      `El enlace caduca en ${INVITATION_VALIDITY_DAYS} días y solo se puede usar una vez.`,
      'Si no esperabas esta invitación, ignora este correo.',
    ],
  });
  return { to: input.to, subject: 'Te han invitado al equipo del Panel de Stories', text, html };
}
