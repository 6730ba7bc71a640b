import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';
import { type ReminderStoryLine, reminderLine, storyCount } from './reminder-lines';

export interface StoryReminderEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  /** Local wall time the stories are due ('18:30'). */
  time: string;
  stories: ReminderStoryLine[];
  /** publishTodayUrl(env). */
  publishUrl: string;
}

/** The e-mail reminder before stories are due (when push is off for the client, or could not deliver). */
export function storyReminderEmail(input: StoryReminderEmailInput): MailMessage {
  const count = storyCount(input.stories.length);
  const subject = `Recordatorio: ${count} a las ${input.time} (${oneLine(input.brandName)})`;
  const { html, text } = renderEmail({
    heading: `${input.contactName}, a las ${input.time} toca publicar`,
    preheader: `${count} de ${input.brandName} a las ${input.time}.`,
    paragraphs: [
      `Tienes ${count} de ${input.brandName} para publicar a las ${input.time}:`,
      ...input.stories.map(reminderLine),
    ],
    action: { label: 'Abrir Publicar hoy', url: input.publishUrl },
    notes: ['Puedes cambiar o desactivar estos recordatorios en Mi Perfil › Notificaciones.'],
  });
  return { to: input.to, subject, text, html };
}
