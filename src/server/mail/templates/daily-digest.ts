import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';
import { type ReminderStoryCard, reminderItem, storyCount } from './reminder-lines';

export interface DailyDigestEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  /** 'miércoles, 25 de noviembre'. */
  dateLabel: string;
  stories: ReminderStoryCard[];
  publishUrl: string;
}

/** The morning e-mail at the client's chosen local time: today's stories with their times. */
export function dailyDigestEmail(input: DailyDigestEmailInput): MailMessage {
  const count = storyCount(input.stories.length);
  const subject = `Hoy: ${count} para publicar (${oneLine(input.brandName)})`;
  const { html, text } = renderEmail({
    heading: `Buenos días, ${input.contactName}`,
    preheader: `${input.dateLabel}: ${count} de ${input.brandName}.`,
    paragraphs: [`Hoy, ${input.dateLabel}, tienes ${count} de ${input.brandName} para publicar:`],
    items: input.stories.map(reminderItem),
    action: { label: 'Abrir Publicar hoy', url: input.publishUrl },
    notes: [
      'Antes de cada historia te enviaremos un recordatorio.',
      'Puedes cambiar la hora de este correo o desactivarlo en Mi Perfil › Notificaciones.',
    ],
  });
  return { to: input.to, subject, text, html };
}
