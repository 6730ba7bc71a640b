import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';
import { type ReminderStoryCard, reminderItem, storyCount } from './reminder-lines';

export interface StoryReminderEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  /** Local wall time the stories are due ('18:30'). */
  time: string;
  /** The client's zone as a place ('Ciudad de México'; time-zone-label.ts). */
  zonePlace: string;
  stories: ReminderStoryCard[];
  /** 'Publicar hoy' opened on the (first) story's card. */
  publishUrl: string;
}

/** The e-mail reminder before stories are due (when push is off for the client, or could not deliver). */
export function storyReminderEmail(input: StoryReminderEmailInput): MailMessage {
  const count = storyCount(input.stories.length);
  const zoned = `${input.time} (hora de ${input.zonePlace})`;
  const subject = `Recordatorio: ${count} a las ${input.time} (${oneLine(input.brandName)})`;
  const { html, text } = renderEmail({
    heading: `${input.contactName}, a las ${zoned} toca publicar`,
    preheader: `${count} de ${input.brandName} a las ${zoned}.`,
    paragraphs: [`Tienes ${count} de ${input.brandName} para publicar a las ${zoned}:`],
    items: input.stories.map(reminderItem),
    action: {
      label: input.stories.length === 1 ? 'Abrir la historia' : 'Abrir la primera historia',
      url: input.publishUrl,
    },
    notes: ['Puedes cambiar o desactivar estos recordatorios en Mi Perfil › Notificaciones.'],
  });
  return { to: input.to, subject, text, html };
}
