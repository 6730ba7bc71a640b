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

/** One comment of a digest: as CommentMentionEmailInput without the recipient. */
export type MentionDigestItem = Omit<CommentMentionEmailInput, 'to'>;

/** Comments quoted whole in a digest up to this length; longer ones are cut (the link opens the thread). */
const DIGEST_EXCERPT_CHARS = 300;

/**
 * The e-mail of several mentions gathered for one recipient (docs/email.md, Mentions): how many, then each
 * comment oldest first with who wrote it, its story, campaign and brand, when, the comment and the link to its
 * thread; the button opens the recipient's comment inbox. One mention alone is sent as commentMentionEmail.
 */
export function commentMentionsDigestEmail(input: {
  to: string;
  /** Oldest first; at least two. */
  mentions: MentionDigestItem[];
  /** The recipient's comment inbox (admin or client area). */
  inboxUrl: string;
}): MailMessage {
  const count = input.mentions.length;
  const authors = [...new Set(input.mentions.map((m) => oneLine(m.authorName)))];
  const who = authors.length === 1 ? authors[0]! : `${authors.length} personas`;
  const subject = `${shorten(who, SUBJECT_TITLE_CHARS)}: ${count} menciones en comentarios`;
  const toAgency = input.mentions[0]?.authorSide === 'client';
  const paragraphs = [`Tienes ${count} menciones nuevas en los comentarios de las historias:`];
  input.mentions.forEach((m, i) => {
    const side = COMMENT_SIDE_LABELS[m.authorSide].toLowerCase();
    const story = isNumberTitle(m.storyNumber, m.storyTitle)
      ? `Historia ${m.storyNumber}`
      : `Historia ${m.storyNumber} «${oneLine(m.storyTitle)}»`;
    paragraphs.push(
      `${i + 1}. ${story} · campaña «${oneLine(m.campaignTitle)}» (${oneLine(m.brandName)}). ${oneLine(m.authorName)} (${side}), el ${m.writtenAt}:`,
      `«${shorten(m.body, DIGEST_EXCERPT_CHARS)}»`,
      `Responder: ${m.storyUrl}`,
    );
  });
  const { html, text } = renderEmail({
    heading: `Te han mencionado ${count} veces`,
    preheader: `${who}: ${shorten(input.mentions[0]?.body ?? '', 100)}`,
    paragraphs,
    action: { label: 'Abrir los comentarios', url: input.inboxUrl },
    notes: [
      toAgency
        ? `Te llega porque el cliente mencionó a la agencia (${MENTION_OF_SIDE.agency}). Las menciones se reúnen en un correo cada pocos minutos.`
        : `Te llega porque la agencia te mencionó (${MENTION_OF_SIDE.client}). Las menciones se reúnen en un correo cada pocos minutos. Puedes desactivar los avisos por correo en Mi Perfil › Notificaciones.`,
    ],
  });
  return { to: input.to, subject, text, html };
}
