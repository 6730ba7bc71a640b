/**
 * #Hashtags, @mentions and web addresses in a text, read by Instagram's own rules (issue 29 §3), so that what the
 * card offers to copy is exactly what Instagram will link:
 *
 * - A hashtag is '#' and the whole word after it: letters (accents and ñ included, with their combining marks),
 *   digits and underscores, however long; never cut short (a cut hashtag is another hashtag). Only digits is not a
 *   hashtag on Instagram ('Paso #2').
 * - A mention is '@' and 1 to 30 of A-Z a-z 0-9 '.' '_', not starting with a dot, without two dots in a row; a dot
 *   at its end is the sentence's ('Escribe a @cafe.'). A name that goes on past those (more than 30, a letter
 *   Instagram does not accept such as 'ñ', two dots) is not offered at all: a shortened one would name someone else.
 * - Neither starts inside a word ('hola#tag', an e-mail address 'hola@cafe.example') nor inside a web address
 *   ('https://cafe.example/#menu', 'https://instagram.com/@cafe').
 *
 * Pure and isomorphic: the server writes the publishing checklist with it, the web may read texts with it.
 */

/** A tag found in a text: its value as written ('#Café', '@cafe_aurora') and where it starts. */
export interface TagMatch {
  value: string;
  index: number;
}

/** What a word is made of for hashtags (and what may not come right before '#' or '@'). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const HASHTAG_BODY = /[\p{L}\p{M}\p{N}_]+/uy;
const MENTION_BODY = /[A-Za-z0-9._]+/y;
export const MENTION_MAX_LENGTH = 30;

/** Web addresses: with a scheme, or starting with 'www.'; up to the next space or closing quote. */
const URL = /(?:https?:\/\/|www\.)[^\s<>"«»]+/giu;
/** Sentence punctuation at the end of an address is not part of it ('Visita https://cafe.example.'). */
const URL_TRAILING = /[.,;:!?¡¿'’)\]}]+$/u;

function trimUrl(raw: string): string {
  let url = raw.replace(URL_TRAILING, '');
  // A closing parenthesis that opens inside the address stays ('https://es.wikipedia.org/wiki/Café_(bebida)').
  const trailing = raw.slice(url.length);
  for (const char of trailing) {
    const opens = (url.match(/\(/g) ?? []).length;
    const closes = (url.match(/\)/g) ?? []).length;
    if (char === ')' && opens > closes) url += char;
    else break;
  }
  return url;
}

/** The web addresses of a text, in order, without the sentence's punctuation after them. */
export function findUrls(text: string): TagMatch[] {
  return urlMatches(text).map((match) => ({ value: trimUrl(match[0]), index: match.index }));
}

/** The raw matches of URL that start a word ('cafe.www.x' and 'xhttp://' are not addresses). */
function urlMatches(text: string): RegExpExecArray[] {
  return [...text.matchAll(URL)].filter((match) => startsFree(text, match.index, /[./@-]/));
}

/** The first web address of a text, or null. */
export function firstUrl(text: string): string | null {
  return findUrls(text)[0]?.value ?? null;
}

/** The text with its web addresses blanked (same length, so indexes still point into the original). */
function withoutUrls(text: string): string {
  let masked = text;
  for (const match of urlMatches(text))
    masked =
      masked.slice(0, match.index) +
      ' '.repeat(match[0].length) +
      masked.slice(match.index + match[0].length);
  return masked;
}

/** The whole character (code point) that ends right before `index`, or '' at the start. */
function charBefore(text: string, index: number): string {
  if (index === 0) return '';
  const low = text.charCodeAt(index - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff;
  return text.slice(isLowSurrogate && index >= 2 ? index - 2 : index - 1, index);
}

/** The whole character (code point) that starts at `index`, or '' at the end. */
function charAt(text: string, index: number): string {
  const codePoint = text.codePointAt(index);
  return codePoint === undefined ? '' : String.fromCodePoint(codePoint);
}

/** Whether a tag may start at `index`: not inside a word, nor right after one of `blocked`. */
function startsFree(text: string, index: number, blocked: RegExp): boolean {
  const before = charBefore(text, index);
  return before === '' || !(WORD_CHAR.test(before) || blocked.test(before));
}

/** Every hashtag of a text, in order, repeated ones included. */
export function findHashtagMatches(text: string): TagMatch[] {
  const masked = withoutUrls(text);
  const matches: TagMatch[] = [];
  for (let index = masked.indexOf('#'); index !== -1; index = masked.indexOf('#', index + 1)) {
    // '&#39;' and the like are not hashtags.
    if (!startsFree(masked, index, /[&#]/)) continue;
    HASHTAG_BODY.lastIndex = index + 1;
    const body = HASHTAG_BODY.exec(masked)?.[0];
    if (!body || /^\p{N}+$/u.test(body)) continue;
    matches.push({ value: `#${body}`, index });
    index += body.length;
  }
  return matches;
}

/** Every mention of a text, in order, repeated ones included. */
export function findMentionMatches(text: string): TagMatch[] {
  const masked = withoutUrls(text);
  const matches: TagMatch[] = [];
  for (let index = masked.indexOf('@'); index !== -1; index = masked.indexOf('@', index + 1)) {
    // Not inside an e-mail address ('hola@cafe.example', 'a.b@c.d') nor after another '@'.
    if (!startsFree(masked, index, /[.@+-]/)) continue;
    MENTION_BODY.lastIndex = index + 1;
    const run = MENTION_BODY.exec(masked)?.[0];
    if (!run) continue;
    const start = index;
    const end = start + 1 + run.length;
    index = end - 1;
    // The name goes on with a character Instagram does not allow in it ('@josé', '@cafe@bar'): no mention.
    if (/[\p{L}\p{M}\p{N}@]/u.test(charAt(masked, end))) continue;
    // A dot (or dots) at the end belongs to the sentence; two dots in a row never occur in a name.
    const name = run.replace(/\.+$/, '');
    if (name === '' || name.startsWith('.') || name.includes('..') || name.length > MENTION_MAX_LENGTH)
      continue;
    matches.push({ value: `@${name}`, index: start });
  }
  return matches;
}

/** Distinct values, the first spelling kept: Instagram reads '#Cafe' and '#cafe', '@Cafe' and '@cafe' as one. */
function distinct(matches: readonly TagMatch[]): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const { value } of matches) {
    const key = value.toLocaleLowerCase('und');
    if (seen.has(key)) continue;
    seen.add(key);
    values.push(value);
  }
  return values;
}

/** The hashtags of a text, each once ('#café #Blend'), in order of appearance. */
export function findHashtags(text: string): string[] {
  return distinct(findHashtagMatches(text));
}

/** The mentions of a text, each once ('@cafe_aurora'), in order of appearance. */
export function findMentions(text: string): string[] {
  return distinct(findMentionMatches(text));
}
