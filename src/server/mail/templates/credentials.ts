import { formatDateEs } from '../../../shared/dates';
import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';

export interface CredentialsEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  temporaryPassword: string;
  /** loginUrl(env), from mail/links.ts. */
  loginUrl: string;
  /** When the temporary password stops working. */
  expiresAt: Date;
  validityDays: number;
  timeZone: string;
}

/** The e-mail with a client's sign-in credentials (creation and resend). */
export function credentialsEmail(input: CredentialsEmailInput): MailMessage {
  // One line: a brand name typed with a line break must not make the message unsendable (header injection).
  const subject = `Tus credenciales de acceso al Panel de Stories — ${oneLine(input.brandName)}`;
  const { html, text } = renderEmail({
    heading: `Hola, ${input.contactName}`,
    preheader: `Tu acceso al panel de ${input.brandName} está listo.`,
    paragraphs: [
      `La agencia ha creado tu acceso al Panel de Stories para la marca ${input.brandName}. Desde él podrás seguir tus campañas de historias día a día.`,
      'Inicia sesión con estos datos:',
    ],
    details: [
      { label: 'Marca', value: input.brandName },
      { label: 'Email', value: input.to },
      { label: 'Contraseña temporal', value: input.temporaryPassword, isCode: true },
    ],
    action: { label: 'Iniciar sesión', url: input.loginUrl },
    notes: [
      'Por seguridad, deberás cambiar esta contraseña temporal la primera vez que inicies sesión.',
      `La contraseña temporal caduca en ${input.validityDays} días (el ${formatDateEs(input.expiresAt, input.timeZone)}). Si caduca, pide a la agencia que te reenvíe las credenciales.`,
      'Si no esperabas este correo, puedes ignorarlo.',
    ],
  });
  return { to: input.to, subject, text, html };
}
