import { formatLongDateEs, isIsoDate } from '../dates';
import { findHashtags, findMentions, firstUrl } from '../text/instagram-tags';
import { parseStickerInfo, type Sticker } from './sticker-info';

/**
 * The steps a person ticks before posting a story by hand in Instagram ('Publicar hoy'), written from the
 * story's sticker and its notes: Instagram's API cannot add stickers, so the checklist is what makes sure the
 * poll, question, slider or link is not forgotten. Pure: the server answers it and the web may rebuild it.
 */
export interface ChecklistItem {
  /** Stable within the story ('sticker', 'link', 'mention', 'note-2'…), for remembering what was ticked. */
  id: string;
  text: string;
  /** What the step has the brand type into Instagram, each a copy button on the card (issue 29 §3). */
  copies: ChecklistCopy[];
}

/** One thing to copy: its short visible label, the button's accessible name, and the text copied. */
export interface ChecklistCopy {
  /** 'Enlace', '@cafe', '#blend', 'Todos', '«Sí»', 'Pregunta', 'Título', 'Fecha'. */
  label: string;
  /** 'Copiar enlace', 'Copiar @cafe', 'Copiar todos los hashtags'… (contains the label). */
  name: string;
  value: string;
}

const quote = (s: string) => `«${s}»`;

const copyOf = (label: string, name: string, value: string): ChecklistCopy => ({ label, name, value });
const optionCopies = (options: readonly string[]) =>
  options.map((option) => copyOf(quote(option), `Copiar opción ${quote(option)}`, option));

const isoDateTime = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/**
 * A countdown's end as Instagram's date picker asks for it: '30 de noviembre de 2026 a las 23:59' for a stored
 * '2026-11-30T23:59' (a wall time, shown as written: no zone conversion), the long date for '2026-11-30', and any
 * other text as written.
 */
export function countdownDateText(stored: string): string {
  const dateTime = isoDateTime.exec(stored);
  const date = dateTime?.[1] ?? stored;
  if (!isIsoDate(date)) return stored;
  // formatLongDateEs starts with the weekday ('lunes, 30 de noviembre de 2026'), useful to read.
  const long = formatLongDateEs(date);
  return dateTime?.[2] ? `${long} a las ${dateTime[2]}` : long;
}

function stickerStep(sticker: Sticker, trackedUrl: string | null): ChecklistItem {
  const type = sticker.type.trim().toLowerCase();
  const step = (text: string, copies: ChecklistCopy[] = []): ChecklistItem => ({
    id: 'sticker',
    text,
    copies,
  });
  const promptCopy = (name: string) =>
    sticker.prompt ? [copyOf('Pregunta', `Copiar ${name}`, sticker.prompt)] : [];
  if (sticker.kind === 'poll') {
    const options = sticker.options.map(quote).join(' / ');
    const prompt = sticker.prompt ? `${quote(sticker.prompt)} — ` : '';
    return step(`Añade una encuesta: ${prompt}${options || 'con sus opciones'}`, [
      ...promptCopy('pregunta de la encuesta'),
      ...optionCopies(sticker.options),
    ]);
  }
  if (sticker.kind === 'question')
    return step(
      `Añade el sticker de pregunta: ${quote(sticker.prompt ?? 'Hazme una pregunta')}`,
      promptCopy('pregunta'),
    );
  if (sticker.kind === 'slider') {
    const emoji = sticker.emoji ? ` con ${sticker.emoji}` : '';
    const prompt = sticker.prompt ? `: ${quote(sticker.prompt)}` : '';
    return step(`Añade el deslizador de emoji${emoji}${prompt}`, promptCopy('pregunta del deslizador'));
  }
  if (type === 'link' || sticker.url) {
    // The address, else one written in its text, else its text.
    const url = sticker.url ?? (sticker.prompt ? firstUrl(sticker.prompt) : null);
    const target = url ?? sticker.prompt;
    // Its tracked short link (issue 31) is what goes in the sticker: the taps are counted on the way through.
    if (trackedUrl)
      return step(`Añade el sticker de enlace a ${trackedUrl}${url ? ` (lleva a ${url})` : ''}`, [
        copyOf('Enlace', 'Copiar enlace', trackedUrl),
      ]);
    return step(
      `Añade el sticker de enlace${target ? ` a ${target}` : ''}`,
      url ? [copyOf('Enlace', 'Copiar enlace', url)] : [],
    );
  }
  if (type === 'quiz') {
    const options = sticker.options.length > 0 ? ` — ${sticker.options.map(quote).join(' / ')}` : '';
    return step(`Añade el sticker de quiz${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}${options}`, [
      ...promptCopy('pregunta del quiz'),
      ...optionCopies(sticker.options),
    ]);
  }
  if (type === 'countdown') {
    const date = sticker.date ? countdownDateText(sticker.date) : null;
    return step(
      `Añade la cuenta atrás${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}${date ? `, hasta el ${date}` : ''}`,
      [
        ...(sticker.prompt ? [copyOf('Título', 'Copiar título de la cuenta atrás', sticker.prompt)] : []),
        ...(date ? [copyOf('Fecha', 'Copiar fecha de la cuenta atrás', date)] : []),
      ],
    );
  }
  return step(
    `Añade el sticker «${sticker.type}»${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}`,
    sticker.prompt ? [copyOf('Texto', 'Copiar texto del sticker', sticker.prompt)] : [],
  );
}

/**
 * The checklist of one story: its sticker first, then what its notes ask for (link, mentions, hashtags, read by
 * Instagram's rules: src/shared/text/instagram-tags.ts).
 */
export function publishingChecklist(story: {
  stickerInfo: unknown;
  notes: string | null;
  /** The link sticker's tracked short link, copied instead of its address (issue 31). */
  trackedUrl?: string | null;
}): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const sticker = parseStickerInfo(story.stickerInfo);
  if (sticker) items.push(stickerStep(sticker, story.trackedUrl ?? null));
  const notes = story.notes ?? '';
  const url = firstUrl(notes);
  if (url && url !== sticker?.url && !items.some((i) => i.copies.some((copy) => copy.value === url)))
    items.push({
      id: 'link',
      text: `Añade el sticker de enlace a ${url}`,
      copies: [copyOf('Enlace', 'Copiar enlace', url)],
    });
  const mentions = findMentions(notes);
  if (mentions.length > 0)
    items.push({
      id: 'mention',
      text: `Menciona a ${mentions.join(', ')}`,
      copies: mentions.map((mention) => copyOf(mention, `Copiar ${mention}`, mention)),
    });
  const hashtags = findHashtags(notes);
  if (hashtags.length > 0)
    items.push({
      id: 'hashtag',
      text: `Añade ${hashtags.join(' ')}`,
      copies: [
        ...(hashtags.length > 1 ? [copyOf('Todos', 'Copiar todos los hashtags', hashtags.join(' '))] : []),
        ...hashtags.map((hashtag) => copyOf(hashtag, `Copiar ${hashtag}`, hashtag)),
      ],
    });
  return items;
}
