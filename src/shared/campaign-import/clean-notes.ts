/**
 * An object sticker that an old export turned into text leaves '[object Object]' behind, often after a label:
 * 'Sticker: [object Object]', 'sticker_info = [object Object]'. That fragment (and the label) is stray text.
 */
const STRAY_OBJECT_STICKER =
  /(?:\b(?:sticker[ _-]?info|stickers?|interacci[oó]n|encuesta|pregunta|slider)\b\s*[:=\-–—]?\s*)?\[object Object\]/giu;
const HAS_OBJECT_TEXT = /\[object Object\]/i;
/** Separators left dangling at the start or end of a line once the fragment is gone. */
const EDGE_SEPARATORS = /^[\s|,;·\-–—]+|[\s|,;·\-–—]+$/gu;

/**
 * Admin spec section 5: stray text about an object sticker is removed from the notes; notes that end up
 * empty (or were empty, or are not text) become null.
 */
export function cleanNotes(notes: unknown): string | null {
  if (typeof notes !== 'string') return null;
  const text = notes
    .split('\n')
    .flatMap((line) => {
      if (!HAS_OBJECT_TEXT.test(line)) return [line];
      const cleaned = line
        .replace(STRAY_OBJECT_STICKER, '')
        .replace(EDGE_SEPARATORS, '')
        .replace(/[ \t]{2,}/g, ' ');
      return cleaned === '' ? [] : [cleaned];
    })
    .join('\n')
    .trim();
  return text === '' ? null : text;
}
