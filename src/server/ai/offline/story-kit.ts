import type { StoryType } from '../../../shared/domain/story-types';
import type { CopyContext } from './context';
import { capitalize } from './text';
import type { CampaignImportSticker } from './types';

/** One story before it gets its number, time block and time. */
export interface StoryDraft {
  type: StoryType;
  copy: string;
  visual: string;
  sticker?: CampaignImportSticker;
  notes?: string;
}

/** What one day of the arc says: its theme and its stories in order (the last ones go to the evening). */
export interface DayPlan {
  theme: string;
  stories: StoryDraft[];
}

export type DayAngle = (c: CopyContext) => DayPlan;

type Extras = Pick<StoryDraft, 'sticker' | 'notes'>;

/** Text on screen. */
export function onScreen(copy: string, visual: string, extras: Extras = {}): StoryDraft {
  return { type: 'TEXTO_PANTALLA', copy, visual, ...extras };
}

/** The professional speaking to camera. */
export function speaking(copy: string, visual: string, extras: Extras = {}): StoryDraft {
  return { type: 'EL_HABLANDO', copy, visual, ...extras };
}

/** A customer's testimonial: the copy leaves room for the real words, never invents them. */
export function testimonial(copy: string, visual: string, extras: Extras = {}): StoryDraft {
  return { type: 'TESTIMONIO_CLIENTE', copy, visual, ...extras };
}

export function poll(prompt: string, options: string[]): CampaignImportSticker {
  return { type: 'poll', prompt, options };
}

export function question(prompt: string): CampaignImportSticker {
  return { type: 'question', prompt };
}

export function slider(prompt: string, emoji: string): CampaignImportSticker {
  return { type: 'slider', prompt, emoji };
}

/** Production hints; the wording makes the panel colour them (adjust → blue, pause → amber). */
export const NOTES = {
  naturalLight: 'Grábalo con luz natural, de cara a una ventana, en vertical y en una sola toma.',
  naturalLightShort: 'Grábalo con luz natural y mira a cámara: mejor cercano que perfecto.',
  adjustOffer: 'Ajusta el texto si la oferta, el precio o las fechas cambian antes de publicar.',
  adjustLength: 'Ajusta el texto si queda largo en pantalla: que se lea en 3 segundos.',
  pausePoll: 'Haz una pausa de 2 o 3 horas antes de la siguiente historia para que la encuesta reciba votos.',
  pauseQuestion: 'Haz una pausa de unas horas y responde después en historias a las preguntas más repetidas.',
  realTestimonial:
    'Usa un testimonio real (captura de mensaje, reseña o vídeo) y pide permiso antes de publicarlo. Tapa datos personales.',
  keyword: 'Comprueba antes de publicar que la automatización del chat responde a la palabra clave.',
  subtitles: 'Añade subtítulos: la mayoría ve las historias sin sonido.',
  link: 'Añade el sticker de enlace a tu página de compra en esta historia.',
} as const;

/** The call to action with the chat keyword. */
export function keywordCta(c: CopyContext, lead = 'Escríbeme'): string {
  return `${lead} ${c.keyword} por mensaje directo y te envío toda la información 📩`;
}

/** 'Faltan 3 días' / 'Queda 1 día' / 'Último día'. */
export function daysLeftText(c: CopyContext): string {
  if (c.daysLeft <= 0) return 'Último día';
  return c.daysLeft === 1 ? 'Queda 1 día' : `Quedan ${c.daysLeft} días`;
}

/** The product phrase at the start of a sentence or after a colon. */
export function productLine(c: CopyContext): string {
  return capitalize(c.product);
}
