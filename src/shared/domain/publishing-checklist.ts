import { parseStickerInfo } from './sticker-info';

/**
 * The steps a person ticks before posting a story by hand in Instagram ('Publicar hoy'), written from the
 * story's sticker and its notes: Instagram's API cannot add stickers, so the checklist is what makes sure the
 * poll, question, slider or link is not forgotten. Pure: the server answers it and the web may rebuild it.
 */
export interface ChecklistItem {
  /** Stable within the story ('sticker', 'link', 'mention', 'note-2'…), for remembering what was ticked. */
  id: string;
  text: string;
}

const quote = (s: string) => `«${s}»`;

/** Addresses in the notes ('añade el enlace https://…') become a link-sticker step of their own. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s)»"]+/i;
/** @mentions and #hashtags in the notes: a step to add them as stickers or text. */
const MENTION = /(^|\s)@([\w.]{2,30})/g;
const HASHTAG = /(^|\s)#([\p{L}\p{N}_]{2,50})/gu;

function stickerStep(raw: unknown): ChecklistItem | null {
  const sticker = parseStickerInfo(raw);
  if (!sticker) return null;
  const type = sticker.type.trim().toLowerCase();
  if (sticker.kind === 'poll') {
    const options = sticker.options.map(quote).join(' / ');
    const prompt = sticker.prompt ? `${quote(sticker.prompt)} — ` : '';
    return { id: 'sticker', text: `Añade una encuesta: ${prompt}${options || 'con sus opciones'}` };
  }
  if (sticker.kind === 'question')
    return {
      id: 'sticker',
      text: `Añade el sticker de pregunta: ${quote(sticker.prompt ?? 'Hazme una pregunta')}`,
    };
  if (sticker.kind === 'slider') {
    const emoji = sticker.emoji ? ` con ${sticker.emoji}` : '';
    const prompt = sticker.prompt ? `: ${quote(sticker.prompt)}` : '';
    return { id: 'sticker', text: `Añade el deslizador de emoji${emoji}${prompt}` };
  }
  if (type === 'link' || sticker.url) {
    const target = sticker.url ?? sticker.prompt;
    return { id: 'sticker', text: `Añade el sticker de enlace${target ? ` a ${target}` : ''}` };
  }
  if (type === 'quiz')
    return {
      id: 'sticker',
      text: `Añade el sticker de quiz${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}`,
    };
  if (type === 'countdown')
    return {
      id: 'sticker',
      text: `Añade la cuenta atrás${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}`,
    };
  return {
    id: 'sticker',
    text: `Añade el sticker «${sticker.type}»${sticker.prompt ? `: ${quote(sticker.prompt)}` : ''}`,
  };
}

/** The checklist of one story: its sticker first, then what its notes ask for (link, mentions, hashtags). */
export function publishingChecklist(story: { stickerInfo: unknown; notes: string | null }): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const sticker = stickerStep(story.stickerInfo);
  if (sticker) items.push(sticker);
  const notes = story.notes ?? '';
  const url = URL_IN_TEXT.exec(notes)?.[0];
  if (url && !items.some((i) => i.text.includes(url)))
    items.push({ id: 'link', text: `Añade el sticker de enlace a ${url}` });
  const mentions = [...notes.matchAll(MENTION)].map((m) => `@${m[2]}`);
  if (mentions.length > 0)
    items.push({ id: 'mention', text: `Menciona a ${[...new Set(mentions)].join(', ')}` });
  const hashtags = [...notes.matchAll(HASHTAG)].map((m) => `#${m[2]}`);
  if (hashtags.length > 0) items.push({ id: 'hashtag', text: `Añade ${[...new Set(hashtags)].join(' ')}` });
  return items;
}
