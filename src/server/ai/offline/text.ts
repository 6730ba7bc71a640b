/**
 * Text helpers of the offline generator: the brief's answers are free text of up to 4,000 characters, so every
 * piece that reaches a story is cleaned (no U+0000, one line, no surrounding quotes) and cut to a clause.
 */

const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * The first `count` user-perceived characters, so an emoji or a letter with an accent is never cut in half.
 * Lazy: a 4,000-character answer is only segmented as far as needed.
 */
function firstGraphemes(text: string, count: number): string[] {
  const parts: string[] = [];
  if (count <= 0) return parts;
  if (isSimple(text)) return text.slice(0, count).split('');
  for (const { segment } of segmenter.segment(text)) {
    parts.push(segment);
    if (parts.length >= count) break;
  }
  return parts;
}

/**
 * Latin text with precomposed accents, punctuation and currency signs: every UTF-16 unit is one grapheme, so
 * plain string lengths are right and the (slow) segmenter is not needed.
 */
const SIMPLE_TEXT = /^[\u0020-\u02ff\u2010-\u20cf]*$/;

function isSimple(text: string): boolean {
  return SIMPLE_TEXT.test(text);
}

/** True when the text has more than `max` graphemes. */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  return isSimple(text) || firstGraphemes(text, max + 1).length > max;
}

/** The text's first `count` graphemes, joined. */
function head(text: string, count: number): string {
  return isSimple(text) ? text.slice(0, Math.max(0, count)) : firstGraphemes(text, count).join('');
}

/** A UTF-16 half of a character without its other half (invalid in UTF-8, so in PostgreSQL too). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when the text has no lone surrogate. */
export function isWellFormedText(text: string): boolean {
  return !new RegExp(LONE_SURROGATE.source).test(text);
}

/** One line of text: no U+0000, no control characters, no lone surrogates, whitespace collapsed, trimmed. */
export function cleanText(value: string | null | undefined): string {
  return (
    (value ?? '')
      .replace(LONE_SURROGATE, '\uFFFD')
      // "Zalgo" text: at most three combining marks on a letter (Vietnamese needs two).
      .replace(/(\p{M}{3})\p{M}+/gu, '$1')
      .replaceAll('\u0000', '')
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

const WRAPPING_QUOTES = /^["'«»“”‘’`]+|["'«»“”‘’`]+$/gu;
const TRAILING_SEPARATORS = /[\s.,;:·\-–—(]+$/u;
const CLAUSE_BREAKS = /[;:,—–(]/u;

/** At most `max` characters (graphemes), cut at a word boundary when there is one, with '…' when cut. */
export function clip(text: string, max: number): string {
  if (!longerThan(text, max)) return text;
  const start = head(text, Math.max(1, max - 1));
  const lastSpace = start.lastIndexOf(' ');
  const cut = lastSpace >= start.length * 0.5 ? start.slice(0, lastSpace) : start;
  return `${cut.replace(TRAILING_SEPARATORS, '')}…`;
}

/**
 * A short excerpt of a free-text answer: its first sentence(s) up to `max` characters, cut at a clause or word
 * when longer, without the final full stop (the template adds its own punctuation) and without wrapping quotes.
 * '' when there is nothing to say.
 */
export function excerpt(value: string | null | undefined, max: number): string {
  // Only the start of a long answer can end up in the excerpt: bound the work (and the regular expressions).
  const text = head(cleanText(value), max * 3 + 80)
    .replace(WRAPPING_QUOTES, '')
    .trim();
  if (text === '') return '';
  const sentences = text.split(/(?<=[.!?…])\s+/u);
  let result = sentences[0] ?? '';
  for (const sentence of sentences.slice(1, 20)) {
    if (longerThan(result, 39)) break;
    if (longerThan(`${result} ${sentence}`, max)) break;
    result = `${result} ${sentence}`;
  }
  if (longerThan(result, max)) {
    const start = head(result, max - 1);
    const breakAt = lastClauseBreak(start);
    // A cut at a comma, colon or semicolon leaves a complete clause: no ellipsis needed.
    result = breakAt >= start.length * 0.45 ? start.slice(0, breakAt).trimEnd() : clip(result, max);
  }
  return result.replace(/\.+$/u, '').replace(WRAPPING_QUOTES, '').trim();
}

function lastClauseBreak(text: string): number {
  for (let index = text.length - 1; index > 0; index--) {
    if (CLAUSE_BREAKS.test(text[index] ?? '')) return index;
  }
  return -1;
}

/** Upper-cases the first letter (for a sentence that starts with an excerpt). */
export function capitalize(text: string): string {
  const [first = ''] = firstGraphemes(text, 1);
  return first.toLocaleUpperCase('es') + text.slice(first.length);
}

/** Lower-cases the first letter unless the word looks like an acronym or a name in capitals ('ONG', 'IKEA'). */
function lowerFirst(text: string): string {
  const [first = '', second = ''] = firstGraphemes(text, 2);
  if (second !== '' && second === second.toLocaleUpperCase('es') && /\p{L}/u.test(second)) return text;
  return first.toLocaleLowerCase('es') + text.slice(first.length);
}

/** Letters only, upper case, no accents: 'Fotografía' → 'FOTOGRAFIA', 'Año' → 'ANO'. */
export function plainUpper(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/** Lower case without accents, for comparing words. */
export function plainLower(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words a short phrase should not end with ('un curso de fotografía para' → 'un curso de fotografía'). */
const DANGLING_WORDS = new Set(
  'a al con de del desde e el en entre hacia la las lo los mi mis muy o para por que sin sobre su sus tu tus u un una unos unas y'.split(
    ' ',
  ),
);

/**
 * A short noun phrase for titles and short lines: the first clause of the text when it fits in `max`, else cut
 * at a word without a dangling preposition or article at the end. No ellipsis: it reads as a name.
 */
export function shortPhrase(value: string | null | undefined, max: number): string {
  const text = excerpt(value, Math.max(max * 3, 60)).replace(/…$/u, '');
  if (!longerThan(text, max)) return text;
  const start = head(text, max + 1);
  const breakAt = lastClauseBreak(start);
  if (breakAt >= max * 0.4) return start.slice(0, breakAt).trimEnd();
  const words = start.split(' ');
  if (words.length > 1) words.pop();
  while (words.length > 1 && DANGLING_WORDS.has(plainLower(words.at(-1) ?? ''))) words.pop();
  const phrase = words.join(' ').replace(TRAILING_SEPARATORS, '');
  return !longerThan(phrase, max) && phrase !== '' ? phrase : clip(text, max);
}

/** First words after which an answer reads better in lower case after a colon ('Soy Marta' → 'soy Marta'). */
const COMMON_OPENERS = new Set(
  `soy somos es son un una unos unas el la los las mi mis nuestro nuestra nuestros nuestras tu tus su sus
  personas gente mujeres hombres madres padres familias empresas profesionales emprendedores emprendedoras
  todo todos todas quienes quien cualquier cualquiera desde hace cuando empece empezamos llevo llevamos trabajo
  trabajamos me nos mucha muchas muchos hay precio precios descuento oferta regalo regalamos envio envios acceso
  incluye incluimos solo hasta si con por primero primera pago pagan compran reservan escriben pedido pedidos
  se les te entran eligen hacen piden contactan llaman vienen compras reservas escribes eliges pides`.split(
    /\s+/,
  ),
);

/** Lower-cases the first letter when the text starts with a common word, never a name ('Marta…' stays). */
export function afterColon(text: string): string {
  const firstWord = plainLower(text.split(/[\s,.;:!?]/u)[0] ?? '');
  return COMMON_OPENERS.has(firstWord) ? lowerFirst(text) : text;
}

/**
 * The validator's limits count code points ([...text].length), and one grapheme may hold several ('Ố' written
 * as O + two accents, a family emoji): cuts whole graphemes until the text, with its '…', fits in `max`.
 */
export function fitCodePoints(text: string, max: number): string {
  if (text.length <= max || [...text].length <= max) return text;
  let result = '';
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    const size = [...segment].length;
    if (used + size > max - 1) break;
    result += segment;
    used += size;
  }
  return `${result}…`;
}

/** A text within one of the import's limits: cut at a word when it can be, and never over `max` code points. */
export function withinLimit(text: string, max: number): string {
  return fitCodePoints(clip(text, max), max);
}
