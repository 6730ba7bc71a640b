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

/** JSON with object keys sorted, so the same sticker always gives the same text whatever order it was stored in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
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
