import { SPEAKING_STORY_TYPE } from './story-types';

/**
 * Note colouring (client spec section 4): blue for the speaking story type or notes that ask to adjust or
 * change something ('ajustar la luz…', 'Cambiar el rótulo…'); amber for notes about a pause ('Historia de
 * pausa…', 'Campaña en pausa…'); grey otherwise. Matching ignores case and accents.
 */
export const NOTE_TONES = ['blue', 'amber', 'grey'] as const;
export type NoteTone = (typeof NOTE_TONES)[number];

// Word stems: ajustar/ajuste/ajusta…, cambiar/cambio/cambia…, modificar…; pausa/pausar/pausado…
const ADJUST_OR_CHANGE = /\b(ajust|cambi|modific)/;
const PAUSE = /\b(pausa|pausar|pausad)/;

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function noteTone(storyType: string | null | undefined, notes: string | null | undefined): NoteTone {
  const text = normalise(notes ?? '');
  if (storyType === SPEAKING_STORY_TYPE || ADJUST_OR_CHANGE.test(text)) return 'blue';
  if (PAUSE.test(text)) return 'amber';
  return 'grey';
}
