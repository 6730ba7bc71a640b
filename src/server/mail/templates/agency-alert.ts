import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';
import { type ReminderStoryLine, reminderLine, storyCount } from './reminder-lines';

export interface AgencyAlertEmailInput {
  to: string;
  brandName: string;
  clientName: string;
  clientEmail: string;
  /** How long after its time a story counts as slipping ('2 h'). */
  threshold: string;
  stories: ReminderStoryLine[];
  /** The agency's 'Hoy' board. */
  boardUrl: string;
}

/** Tells the agency that a client's stories of today are still unpublished well after their time (once a day). */
export function agencyAlertEmail(input: AgencyAlertEmailInput): MailMessage {
  const count = storyCount(input.stories.length);
  const subject = `${oneLine(input.brandName)}: ${count} sin publicar hoy`;
  const { html, text } = renderEmail({
    heading: `${input.brandName} va con retraso hoy`,
    preheader: `${count} sin publicar más de ${input.threshold} después de su hora.`,
    paragraphs: [
      `${count} de ${input.brandName} siguen sin publicar más de ${input.threshold} después de su hora:`,
      ...input.stories.map(reminderLine),
      `Contacto: ${input.clientName} (${input.clientEmail}).`,
    ],
    action: { label: 'Abrir Hoy en el panel', url: input.boardUrl },
    notes: ['Este aviso se envía una vez al día por cliente.'],
  });
  return { to: input.to, subject, text, html };
}
