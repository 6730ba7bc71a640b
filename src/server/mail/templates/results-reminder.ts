import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';

export interface ResultsReminderStory {
  /** 'Historia 3' or 'Historia 3: Teaser' (storyHeading). */
  heading: string;
  storyNumber: number;
  campaignTitle: string;
  dayTitle: string;
  /** When Instagram stops showing its numbers, on the client's wall clock ('sáb, 28 nov, 18:30'). */
  expiresAt: string;
  /** The story's results form. */
  resultsUrl: string;
}

export interface ResultsReminderEmailInput {
  to: string;
  contactName: string;
  brandName: string;
  stories: ResultsReminderStory[];
}

/** The subject, push title and heading: «Apunta los resultados de la historia 3 antes de que caduquen». */
export function resultsReminderTitle(stories: readonly Pick<ResultsReminderStory, 'storyNumber'>[]): string {
  return stories.length === 1
    ? `Apunta los resultados de la historia ${stories[0]!.storyNumber} antes de que caduquen`
    : `Apunta los resultados de ${stories.length} historias antes de que caduquen`;
}

/**
 * 20 h after a published story's time (issue 31 §3): Instagram shows a story's numbers only while it is up, so the
 * brand copies them to the panel now. One box per story with its form's link.
 */
export function resultsReminderEmail(input: ResultsReminderEmailInput): MailMessage {
  const title = resultsReminderTitle(input.stories);
  const { html, text } = renderEmail({
    heading: `${input.contactName}, ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    preheader: `Instagram borra los números de una historia 24 horas después de publicarla (${input.brandName}).`,
    paragraphs: [
      'Instagram solo muestra los números de una historia mientras está publicada. Ábrela en Instagram, toca ' +
        '«Actividad» y apunta en el panel las cuentas alcanzadas, las respuestas y los resultados del sticker:',
    ],
    items: input.stories.map((story) => ({
      title: story.heading,
      subtitle: `${story.campaignTitle} · ${story.dayTitle}`,
      blocks: [{ label: 'Caduca', text: story.expiresAt }],
      link: { label: 'Apuntar sus resultados', url: story.resultsUrl },
    })),
    action: { label: 'Apuntar los resultados', url: input.stories[0]!.resultsUrl },
    notes: ['Puedes cambiar o desactivar estos avisos en Mi Perfil › Notificaciones.'],
  });
  return { to: input.to, subject: `${title} (${oneLine(input.brandName)})`, text, html };
}
