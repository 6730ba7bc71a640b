import { hash } from 'node:crypto';

/** What an approval is bound to: the fields the triggers of drizzle/0009 watch, and the story's files in order. */
export interface ApprovableContent {
  copyText: string;
  visualDescription: string | null;
  storyType: string;
  timeBlock: string | null;
  stickerInfo: unknown;
  scheduledDate: string | null;
  scheduledTime: string | null;
  dayId: string;
  dayDate: string;
  /** The story's files by position (a replaced file has a new id). */
  mediaIds: readonly string[];
}

/**
 * JSON with object keys sorted, so the same sticker always gives the same text whatever order it was stored in.
 * Built with loops rather than entries/filter/sort/map/join copies: the campaign read computes it for every story.
 */
function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let text = '[';
    // A hole reads as an empty element, as map/join gave it.
    for (let i = 0; i < value.length; i++) text += `${i ? ',' : ''}${i in value ? canonical(value[i]) : ''}`;
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  let text = '';
  // Default sort: by UTF-16 code unit, as `a < b` compares.
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item !== undefined) text += `${text ? ',' : ''}${JSON.stringify(key)}:${canonical(item)}`;
  }
  return `{${text}}`;
}

/**
 * The fingerprint of what will be published (128 bits of SHA-256, base64url). A page shows it with the story; a
 * decision names it and is refused when the story's content no longer gives the same fingerprint, so a client can
 * never approve something other than what it saw. The approval row keeps it as the content it approved.
 */
export function storyContentVersion(content: ApprovableContent): string {
  const text = canonical([
    content.copyText,
    content.visualDescription,
    content.storyType,
    content.timeBlock,
    content.stickerInfo,
    content.scheduledDate,
    content.scheduledTime,
    content.dayId,
    content.dayDate,
    content.mediaIds,
  ]);
  return hash('sha256', text, 'base64url').slice(0, 22);
}
