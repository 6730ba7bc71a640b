import {
  COMMENT_SIDE_LABELS,
  type CommentSide,
  MENTION_OF_SIDE,
} from '../../../shared/comments/comment-rules';
import { isNumberTitle } from '../../../shared/domain/story-heading';
import type { MailMessage } from '../mail-message';
import { oneLine, renderEmail } from './layout';

export interface CommentMentionEmailInput {
  to: string;
  /** Who wrote the comment, and on which side. */
  authorName: string;
  authorSide: CommentSide;
  brandName: string;
  campaignTitle: string;
  storyNumber: number;
  storyTitle: string;
  /** The comment as written (line breaks kept: each line is its own paragraph). */
  body: string;
  /** When it was written, in the client's time zone ('22/11/2026 a las 10:14', '… (hora de Café Aurora)'). */
  writtenAt: string;
  /** The story's thread in the recipient's area of the panel. */
  storyUrl: string;
}

const SUBJECT_TITLE_CHARS = 60;

function shorten(text: string, max: number): string {
  const flat = oneLine(text);
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The e-mail of a mention (a client's «@agencia» to every admin, the agency's «@cliente» to the client) when Web
 * Push reached none of the recipient's devices: who wrote, on which story, the comment, and a link to the thread.
 */
export function commentMentionEmail(input: CommentMentionEmailInput): MailMessage {
  const author = oneLine(input.authorName);
  const side = COMMENT_SIDE_LABELS[input.authorSide].toLowerCase();
  const story = isNumberTitle(input.storyNumber, input.storyTitle)
    ? `Historia ${input.storyNumber}`
    : `Historia ${input.storyNumber} «${oneLine(input.storyTitle)}»`;
  const subject = `${shorten(author, SUBJECT_TITLE_CHARS)} te ha mencionado en ${shorten(
    `Historia ${input.storyNumber} · ${input.campaignTitle}`,
    SUBJECT_TITLE_CHARS,
  )}`;
  const lines = input.body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const mentioned = MENTION_OF_SIDE[input.authorSide === 'client' ? 'agency' : 'client'];
  const { html, text } = renderEmail({
    heading: `${author} te ha mencionado`,
    preheader: shorten(input.body, 120),
    paragraphs: [
      `${author} (${side}) ha escrito en la ${story} de la campaña «${oneLine(input.campaignTitle)}» (${oneLine(input.brandName)}), el ${input.writtenAt}:`,
      ...lines.map((line, i) => `${i === 0 ? '«' : ''}${line}${i === lines.length - 1 ? '»' : ''}`),
    ],
    action: { label: 'Abrir la historia y responder', url: input.storyUrl },
    notes: [
      input.authorSide === 'agency'
        ? `Te llega porque la agencia te mencionó (${mentioned}) en el comentario. Puedes desactivar los avisos por correo en Mi Perfil › Notificaciones.`
        : `Te llega porque el cliente mencionó a la agencia (${mentioned}) en el comentario.`,
    ],
  });
  return { to: input.to, subject, text, html };
}
