/**
 * Comments on a story (issue 16): a short thread between the agency and the client. Pure rules shared by the
 * server (validation, mention notifications) and the web (counter, highlighting).
 */

export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_SIDES = ['agency', 'client'] as const;
export type CommentSide = (typeof COMMENT_SIDES)[number];

/**
 * The words that call the other side: a client writes «@agencia», the agency writes «@cliente». Case and accents
 * do not matter; the mention must stand alone (not inside an e-mail address or a longer word).
 */
export const MENTION_OF_SIDE: Record<CommentSide, string> = { agency: '@agencia', client: '@cliente' };

export function otherSide(side: CommentSide): CommentSide {
  return side === 'agency' ? 'client' : 'agency';
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a comment written by `author` mentions the other side. */
export function mentionsOtherSide(body: string, author: CommentSide): boolean {
  const word = MENTION_OF_SIDE[otherSide(author)].slice(1);
  return new RegExp(`(^|[^\\p{L}\\p{N}_@.])@${word}(?![\\p{L}\\p{N}_])`, 'u').test(fold(body));
}
