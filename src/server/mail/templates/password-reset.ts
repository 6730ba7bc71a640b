import { RESET_LINK_VALIDITY_SECONDS } from '../../../shared/auth/password-reset-texts';
import type { MailMessage } from '../mail-message';
import { renderEmail } from './layout';

export interface PasswordResetEmailInput {
  to: string;
  name: string;
  /** resetPasswordUrl(env, token), from mail/links.ts. */
  resetUrl: string;
}

const VALIDITY_MINUTES = RESET_LINK_VALIDITY_SECONDS / 60;
const validity = VALIDITY_MINUTES === 60 ? '1 hora' : `${VALIDITY_MINUTES} minutos`;

/** The e-mail with a single-use link to set a new password ('¿Olvidaste tu contraseña?'). */
export function passwordResetEmail(input: PasswordResetEmailInput): MailMessage {
  const { html, text } = renderEmail({
    heading: `Hola, ${input.name}`,
    preheader: 'Enlace para elegir una contraseña nueva.',
    paragraphs: [
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta del Panel de Stories.',
      'Pulsa el botón para elegir una contraseña nueva:',
    ],
    details: [{ label: 'Email', value: input.to }],
    action: { label: 'Elegir una contraseña nueva', url: input.resetUrl },
    notes: [
      `El enlace caduca en ${validity} y solo se puede usar una vez. Al cambiar la contraseña se cerrarán todas tus sesiones abiertas.`,
      'Si no has pedido este cambio, ignora este correo: tu contraseña seguirá siendo la misma.',
    ],
  });
  return { to: input.to, subject: 'Restablece tu contraseña del Panel de Stories', text, html };
}
