import type { EmailItem } from './layout';

/** One story as the reminder e-mails list it. */
export interface ReminderStoryLine {
  /** Local wall time with its zone named ('18:30 (hora de Ciudad de México)'). */
  time: string;
  campaignTitle: string;
  dayTitle: string;
  storyTitle: string;
}

/** A story with what the brand needs to post it from the e-mail: its copy, its steps, a thumbnail, its own link. */
export interface ReminderStoryCard extends ReminderStoryLine {
  copyText: string;
  /** The sticker instructions and what the notes ask for (publishing-checklist.ts). */
  steps: string[];
  /** Absolute, signed and expiring (the e-mail is read without a session); null when the story has no image. */
  thumbnailUrl: string | null;
  /** 'Publicar hoy' opened on this story's card. */
  storyUrl: string;
}

/** '18:30 (hora de Madrid) · Lanzamiento de otoño · Día 2 · Historia 1'. */
export function reminderLine(story: ReminderStoryLine): string {
  return `${story.time} · ${story.campaignTitle} · ${story.dayTitle} · ${story.storyTitle}`;
}

/** A story's box in a reminder or the morning e-mail. */
export function reminderItem(story: ReminderStoryCard): EmailItem {
  const blocks: EmailItem['blocks'] = [{ label: 'Texto', text: story.copyText.trim() || '(sin texto)' }];
  if (story.steps.length > 0) blocks.push({ label: 'Stickers y pasos', list: story.steps });
  return {
    title: `${story.time} · ${story.storyTitle}`,
    subtitle: `${story.campaignTitle} · ${story.dayTitle}`,
    ...(story.thumbnailUrl
      ? { image: { url: story.thumbnailUrl, alt: `Vista previa de ${story.storyTitle}` } }
      : {}),
    blocks,
    link: { label: 'Abrir esta historia', url: story.storyUrl },
  };
}

/** 'una historia' / '3 historias'. */
export function storyCount(count: number): string {
  return count === 1 ? 'una historia' : `${count} historias`;
}
