/**
 * What the file picker offers for a story: the formats the server stores (it reads each file's bytes, and is
 * the one that decides). Checked here too for dropped files, which the picker's `accept` does not filter, so a
 * wrong file is refused before its bytes travel.
 */
export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,video/mp4,video/quicktime,.mov';

const TYPES = new Set(MEDIA_ACCEPT.split(',').filter((item) => !item.startsWith('.')));
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.mp4', '.mov'];

export function isSupportedMediaFile(file: { name: string; type: string }): boolean {
  if (TYPES.has(file.type.toLowerCase())) return true;
  // Some browsers give HEIC or MOV files no type, or a generic one.
  const name = file.name.toLowerCase();
  return (
    (file.type === '' || file.type === 'application/octet-stream') &&
    EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

/** Files a story still has room for, given how many it has (or is receiving) and its limit. */
export function splitByRoom<T>(files: readonly T[], room: number): { accepted: T[]; excess: T[] } {
  const free = Math.max(0, room);
  return { accepted: files.slice(0, free), excess: files.slice(free) };
}
