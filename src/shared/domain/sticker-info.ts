/**
 * Sticker info (client spec section 2): stored as an object, or as a JSON string by older imports, or even as
 * the corrupt string '[object Object]'. parseStickerInfo turns any of them into one shape, or null when there
 * is nothing valid to show (the card then shows no sticker at all).
 */

export const STICKER_KINDS = ['poll', 'question', 'slider', 'other'] as const;
export type StickerKind = (typeof STICKER_KINDS)[number];

export const STICKER_KIND_LABELS: Record<StickerKind, string> = {
  poll: 'Encuesta',
  question: 'Pregunta Abierta',
  slider: 'Deslizador de emoji',
  other: 'Interacción',
};

export interface Sticker {
  kind: StickerKind;
  /** The stored type as written ('poll', 'link', 'quiz'…). */
  type: string;
  label: string;
  /** Poll and quiz options (empty for other kinds or when none are valid). */
  options: string[];
  /** Question prompt, slider or link text, countdown title. */
  prompt: string | null;
  /** Slider emoji. */
  emoji: string | null;
  /** Link stickers' address. */
  url: string | null;
  /** A countdown's end as stored ('2026-11-30', '2026-11-30T23:59' or free text). */
  date: string | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlankString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function decode(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  // A JSON string, possibly encoded twice by an old import.
  for (let i = 0; i < 2 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return isPlainObject(value) ? value : null;
}

function kindOf(type: string): StickerKind {
  const normalised = type.trim().toLowerCase();
  if (normalised === 'poll') return 'poll';
  if (normalised === 'question') return 'question';
  if (normalised === 'slider' || normalised === 'emoji_slider') return 'slider';
  return 'other';
}

/** The sticker to show, or null for a missing, corrupt or typeless value. */
export function parseStickerInfo(raw: unknown): Sticker | null {
  const value = decode(raw);
  if (!value) return null;
  const type = nonBlankString(value.type);
  if (!type) return null;
  const kind = kindOf(type);
  const options = Array.isArray(value.options)
    ? value.options.map(nonBlankString).filter((option): option is string => option !== null)
    : [];
  return {
    kind,
    type,
    label: STICKER_KIND_LABELS[kind],
    options: kind === 'poll' || type.trim().toLowerCase() === 'quiz' ? options : [],
    prompt:
      nonBlankString(value.prompt) ??
      nonBlankString(value.question) ??
      nonBlankString(value.text) ??
      nonBlankString(value.title),
    emoji: nonBlankString(value.emoji),
    url: nonBlankString(value.url),
    date:
      nonBlankString(value.date) ??
      nonBlankString(value.endDate) ??
      nonBlankString(value.end_date) ??
      nonBlankString(value.endsAt) ??
      nonBlankString(value.ends_at),
  };
}
