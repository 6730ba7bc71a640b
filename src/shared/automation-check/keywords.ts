/**
 * Keywords of chat automations (issue 33 §4): how two spellings are compared (case, accents and emoji do not count:
 * «CAFÉ ☕», «cafe» and «Café» are one keyword for the audience, though an automation tool may match only one of
 * them), and which keywords a story's text asks its audience to send («Responde CAFÉ», «escríbenos "taller"»,
 * «comenta SORTEO»).
 */

/** A keyword as compared: accents and every character but letters and digits removed, upper case. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/** How the audience is asked to write: a direct message or reply, or a comment. */
export type KeywordChannel = 'message' | 'comment';

export interface InvitedKeyword {
  /** As written in the text ('CAFÉ'). */
  keyword: string;
  normalized: string;
  channel: KeywordChannel;
}

const MESSAGE_VERBS =
  'escr[ií]be(?:nos|me)?|escrib[ií]d(?:nos)?|responde(?:nos)?|resp[oó]ndenos|respond(?:ed)?|env[ií]a(?:nos|me)?|manda(?:nos|me)?|m[aá]ndanos|dinos|di|pon(?:nos)?|p[oó]nnos|contesta(?:nos)?|cont[eé]stanos|reply';
const COMMENT_VERBS = 'comenta(?:d)?|com[eé]ntanos|comment';
// A verb, up to four short words («por DM», «la palabra», «con la palabra clave»), then the keyword: quoted (any
// case) or a word in capitals of two or more letters.
const FILLERS = String.raw`(?:\s+(?:[\p{Ll}]{1,8}|DM|MD)){0,4}`;
const KEYWORD = String.raw`(?:[«"“'‘]([^«»"”“'’‘\n]{1,40})[»"”'’]|(\p{Lu}[\p{Lu}\p{N}]+))`;
/**
 * `pattern` matching in any case, for a regular expression without the `i` flag (a keyword in capitals must stay
 * case-sensitive): each letter becomes both its cases, as a class of its own or inside the class it is in.
 */
function caseless(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      out += char + (pattern[i + 1] ?? '');
      i++;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === ']') {
      inClass = false;
      out += char;
    } else if (char.toLowerCase() !== char.toUpperCase()) {
      const both = `${char.toLowerCase()}${char.toUpperCase()}`;
      out += inClass ? both : `[${both}]`;
    } else {
      out += char;
    }
  }
  return out;
}
const INVITATION = new RegExp(
  String.raw`(?<![\p{L}])(${caseless(`${MESSAGE_VERBS}|${COMMENT_VERBS}`)})${FILLERS}\s+${KEYWORD}`,
  'gu',
);
const COMMENT = new RegExp(`^(?:${COMMENT_VERBS})$`, 'iu');
/** Capital words that follow a verb but are not keywords. */
const NOT_KEYWORDS = new Set([
  'DM',
  'MD',
  'YA',
  'AQUI',
  'AHORA',
  'HOY',
  'OK',
  'SI',
  'NO',
  'INSTAGRAM',
  'WHATSAPP',
]);

/** The keywords a text asks its audience to send, in order, each once per spelling. */
export function invitedKeywords(text: string): InvitedKeyword[] {
  const found: InvitedKeyword[] = [];
  for (const match of text.matchAll(INVITATION)) {
    const keyword = (match[2] ?? match[3] ?? '').trim();
    const normalized = normalizeKeyword(keyword);
    if (normalized.length < 2 || NOT_KEYWORDS.has(normalized)) continue;
    if (found.some((k) => k.keyword === keyword)) continue;
    found.push({ keyword, normalized, channel: COMMENT.test(match[1] ?? '') ? 'comment' : 'message' });
  }
  return found;
}

/** Whether `text` shows the keyword to its reader (as a word of its own, whatever its case and accents). */
export function showsKeyword(text: string, normalized: string): boolean {
  if (!normalized) return false;
  return text
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .some((word) => word !== '' && normalizeKeyword(word) === normalized);
}
