import type { RawStickerInfo } from '../../../shared/api/client-area/campaigns';

/** sticker_info as stored when it is an object or a string; any other JSON value (number, array) is null. */
export function toRawSticker(value: unknown): RawStickerInfo {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    return value as Record<string, unknown>;
  return null;
}
