/** Story types (client spec section 3). Other stored values get the default look and their own text. */

export const STORY_TYPES = ['TEXTO_PANTALLA', 'EL_HABLANDO', 'TESTIMONIO_CLIENTE'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

export const STORY_TYPE_LABELS: Record<StoryType, string> = {
  TEXTO_PANTALLA: 'Texto pantalla',
  EL_HABLANDO: 'Profesional hablando',
  TESTIMONIO_CLIENTE: 'Testimonio cliente',
};

/** The story type of the speaking professional (blue notes). */
export const SPEAKING_STORY_TYPE: StoryType = 'EL_HABLANDO';

/** Label fallback for an unknown or empty type. */
export const DEFAULT_STORY_TYPE_LABEL = 'Historia';

export function isKnownStoryType(value: string): value is StoryType {
  return (STORY_TYPES as readonly string[]).includes(value);
}

/** The Spanish label of a type; an unknown type shows itself, an empty one 'Historia'. */
export function storyTypeLabel(type: string | null | undefined): string {
  const value = (type ?? '').trim();
  if (isKnownStoryType(value)) return STORY_TYPE_LABELS[value];
  return value === '' ? DEFAULT_STORY_TYPE_LABEL : value;
}
