import { z } from 'zod';
import { MAIL_KINDS, type MailKind } from '../../shared/mail/outbox-labels';
import { escapeHtml } from './templates/layout';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailMeta {
  /**
   * Why the e-mail is sent; recorded with the job so its outcome can update what it is about, and shown as the
   * e-mail's kind in 'Correos enviados' (one list, in src/shared/mail/outbox.ts).
   */
  purpose: MailKind;
  clientId?: string;
  campaignId?: string;
  /**
   * Values (a temporary password, the token of a link) that must not stay stored once the message has left over
   * SMTP: the job's payload and the outbox keep the message with each one replaced by REDACTED_SECRET. Without SMTP
   * the outbox is how the message is read, so it keeps them there, with the list of secrets, so that 'Correos
   * enviados' shows an e-mail to an admin whole only to that admin (services/mail/list-outbox.ts); the job payload is still
   * cleared and the log line has them replaced by LOGGED_SECRET.
   */
  secrets?: string[];
}

export const REDACTED_SECRET = '[enviada por correo; no se guarda]';

/** What the server log shows for a secret of an e-mail kept in the outbox (no SMTP_URL). */
export const LOGGED_SECRET = '[oculto en el registro: se lee en Configuración › Correos enviados]';

/**
 * What a backup holds, and a panel restored from it shows, in place of a secret of an e-mail kept in the outbox
 * (backup/backed-up-rows.ts, decision 027).
 */
export const BACKED_UP_SECRET = '[no se guarda en la copia de seguridad]';

/** A text with every secret replaced by `replacement`. */
export function redactText(text: string, secrets: readonly string[], replacement = REDACTED_SECRET): string {
  return secrets.reduce((out, secret) => (secret ? out.replaceAll(secret, replacement) : out), text);
}

/** The message with every secret replaced, in the text and in the HTML (where it appears HTML-escaped). */
export function redactMessage(
  message: MailMessage,
  secrets: readonly string[],
  replacement = REDACTED_SECRET,
): MailMessage {
  return {
    ...message,
    text: redactText(message.text, secrets, replacement),
    html: redactText(message.html, secrets.map(escapeHtml), replacement),
  };
}

/** Thrown for a message that must never reach the mailer (header injection, malformed address). */
export class UnsafeMailError extends Error {
  override name = 'UnsafeMailError';
}

const LINE_BREAK = /[\r\n]/;
/** One plain address: no display name, no list, no line breaks (header injection never reaches the mailer). */
const ADDRESS = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

/** Refuses CR/LF in the address and subject, and anything but one plain recipient address. */
export function assertSafeMessage(message: MailMessage): void {
  if (LINE_BREAK.test(message.to) || !ADDRESS.test(message.to)) {
    throw new UnsafeMailError('destinatario de correo no válido');
  }
  if (LINE_BREAK.test(message.subject)) throw new UnsafeMailError('asunto de correo con saltos de línea');
  if (message.subject.trim() === '') throw new UnsafeMailError('asunto de correo vacío');
}

/** The payload of a 'mail.send' job: the runner parses it before the handler runs, which checks the message again. */
export const MailJobPayload = z.object({
  message: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  meta: z.object({
    purpose: z.enum(MAIL_KINDS),
    clientId: z.string().uuid().optional(),
    campaignId: z.string().uuid().optional(),
    secrets: z.array(z.string()).optional(),
  }),
});
export type MailJobPayload = z.infer<typeof MailJobPayload>;

export const MAIL_JOB_TYPE = 'mail.send';

/** The 'mail.send' job as the queue knows it (its type and payload); its handler is services/mail/send-mail-job.ts. */
export const mailJob = { type: MAIL_JOB_TYPE, payload: MailJobPayload } as const;
