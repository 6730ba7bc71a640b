import { IMPORT_MAX_STICKER_OPTIONS, IMPORT_TEXT_LIMITS } from './field-limits';
import { isRecord, own } from './json-record';
import { type NormalizedSticker, STICKER_TYPES, type StickerType } from './types';

function isStickerType(value: string): value is StickerType {
  return (STICKER_TYPES as readonly string[]).includes(value);
}

function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // PostgreSQL text and jsonb cannot hold U+0000.
  const text = String(value).replaceAll('\u0000', '').trim();
  return text === '' ? null : text.slice(0, max);
}

/**
 * Admin spec section 5: a sticker is an object or a JSON string with type, options and prompt. One whose type
 * is not poll, question or slider, or that cannot be parsed (e.g. the corrupt '[object Object]'), is dropped
 * (null). Options and prompt default to null. The result is always an object, never a string.
 */
export function normalizeSticker(raw: unknown): NormalizedSticker | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!isRecord(value)) return null;
  const rawType = own(value, 'type');
  const type = typeof rawType === 'string' ? rawType.trim().toLowerCase() : '';
  if (!isStickerType(type)) return null;

  const rawOptions = own(value, 'options');
  const options = Array.isArray(rawOptions)
    ? rawOptions
        .map((option) => cleanText(option, IMPORT_TEXT_LIMITS.stickerOption))
        .filter((option): option is string => option !== null)
        .slice(0, IMPORT_MAX_STICKER_OPTIONS)
    : [];
  const prompt = cleanText(own(value, 'prompt'), IMPORT_TEXT_LIMITS.stickerPrompt);
  const emoji = type === 'slider' ? cleanText(own(value, 'emoji'), 16) : null;
  return {
    type,
    options: options.length > 0 ? options : null,
    prompt,
    ...(emoji ? { emoji } : {}),
  };
}
