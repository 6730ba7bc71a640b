import type { CopyContext } from './context';
import { NOTES, onScreen, poll, type StoryDraft, slider, speaking } from './story-kit';

/**
 * Stories that fit any day of the arc. A few days get one or two of them (chosen from the brief's hash), so
 * the days do not all have the same length and rhythm.
 */
const MORNING: ((c: CopyContext) => StoryDraft)[] = [
  () =>
    onScreen(
      'Buenos días ☀️ ¿Cómo empiezas hoy?',
      'Tu desayuno o tu mesa de trabajo por la mañana, luz cálida.',
      {
        sticker: poll('Hoy empiezo…', ['Con energía', 'Con café ☕', 'Necesito más horas']),
      },
    ),
  (c) =>
    speaking(
      `Buenos días desde ${c.brand}. Hoy vengo con algo que te va a interesar, quédate por aquí 👇`,
      'Selfie en movimiento llegando a tu lugar de trabajo.',
      { notes: NOTES.naturalLightShort },
    ),
  () =>
    onScreen(
      'Hoy toca ponerse en serio. ¿Con cuánta energía empiezas?',
      'Foto de tu espacio recién ordenado.',
      {
        sticker: slider('Mi energía de hoy', '⚡'),
      },
    ),
];

const EVENING: ((c: CopyContext) => StoryDraft)[] = [
  () =>
    onScreen('¿Te está gustando esta serie de historias?', 'Fondo de la marca con el slider.', {
      sticker: slider('Me está gustando', '💛'),
      notes: 'Ajusta el texto si prefieres preguntar por un tema concreto.',
    }),
  (c) =>
    onScreen(
      c.keyMessage
        ? `Para terminar el día: «${c.keyMessage}».`
        : 'Para terminar el día: un paso pequeño hoy vale más que un plan perfecto mañana.',
      'Frase centrada sobre una foto tranquila de la noche o de tu espacio.',
      { notes: NOTES.adjustLength },
    ),
  (c) =>
    speaking(
      `Si quieres saber más, ya sabes: escríbeme ${c.keyword} por mensaje directo y te respondo en persona.`,
      'Tú a cámara en un ambiente tranquilo, luz cálida.',
      { notes: 'Haz una pausa de al menos una hora después de la historia anterior para no saturar.' },
    ),
];

export function morningExtra(c: CopyContext): StoryDraft {
  return c.rng.pick(MORNING)(c);
}

export function eveningExtra(c: CopyContext): StoryDraft {
  return c.rng.pick(EVENING)(c);
}
