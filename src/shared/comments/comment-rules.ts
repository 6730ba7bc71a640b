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

/** A thread answers its newest comments, up to this many (a story's thread is short; older ones are counted). */
export const THREAD_COMMENT_LIMIT = 200;
/** The inbox lists this many threads at most: unread first, then by latest activity. */
export const COMMENT_INBOX_LIMIT = 50;
/**
 * For admins, only client comments of the last this many days can be unread: a new admin (who has read nothing)
 * starts at a count of recent activity, not at every comment the agency ever received.
 */
export const ADMIN_UNREAD_WINDOW_DAYS = 30;
/** The inbox's excerpt of a thread's last comment. */
export const COMMENT_EXCERPT_LENGTH = 140;

/** The server's Spanish refusals of a comment (shown by the comment box as they come). */
export const COMMENT_TEXTS = {
  /** 429: the per-user limit (COMMENT_RATE_LIMIT comments in any minute). */
  tooManyComments: (retryAfterSeconds: number) =>
    `Has enviado demasiados comentarios seguidos. Espera ${
      retryAfterSeconds === 1 ? '1 segundo' : `${retryAfterSeconds} segundos`
    } y vuelve a intentarlo.`,
} as const;

/** Spanish labels of each side, as the thread shows them. */
export const COMMENT_SIDE_LABELS: Record<CommentSide, string> = { agency: 'Agencia', client: 'Cliente' };

/** '3 sin leer' / '1 sin leer' / '' for none: the accessible label of an unread badge. */
export function unreadLabel(count: number): string {
  return count > 0 ? `${count} sin leer` : '';
}

/** '1 comentario' / '3 comentarios' / 'Sin comentarios'. */
export function commentsCountLabel(count: number): string {
  if (count === 0) return 'Sin comentarios';
  return count === 1 ? '1 comentario' : `${count} comentarios`;
}

/** A comment shortened to `max` characters on a word boundary where possible, its line breaks made spaces. */
export function commentExcerpt(body: string, max = COMMENT_EXCERPT_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
