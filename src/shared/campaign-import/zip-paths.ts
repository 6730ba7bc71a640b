/**
 * File names inside a campaign .zip: the names a story's `media` lists and the entry names of the archive itself.
 * A name is a relative path with '/' between folders ('dia1.jpg', 'media/dia1/h1.mp4'). Shared by the browser's
 * preview and the server, which never builds a disk path from one (entries are streamed to storage or to a
 * staging file named by a random id): the rule is about refusing archives made to escape a folder when someone
 * unpacks them, and names that cannot be shown or matched reliably.
 */

// C0 and C1 control characters, DEL, and the invisible bidirectional overrides and isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const CONTROL_OR_HIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const DRIVE_LETTER = /^[a-zA-Z]:/;

/**
 * Why `name` is not a safe relative path inside a .zip, or null: 'absolute' (starts with '/' or a drive letter
 * such as 'C:'), 'traversal' (a '..' segment), 'backslash', 'control' (control characters or invisible
 * direction marks), 'segment' (an empty or '.' segment: 'a//b', './a', a trailing '/').
 */
export function zipPathProblem(
  name: string,
): 'absolute' | 'traversal' | 'backslash' | 'control' | 'segment' | null {
  if (name.startsWith('/') || DRIVE_LETTER.test(name)) return 'absolute';
  if (name.includes('\\')) return 'backslash';
  if (CONTROL_OR_HIDDEN.test(name)) return 'control';
  const segments = name.split('/');
  if (segments.includes('..')) return 'traversal';
  if (segments.some((segment) => segment === '' || segment === '.')) return 'segment';
  return null;
}

/**
 * The key two names are matched by: Unicode NFC, so that 'día1.jpg' typed in the JSON matches the same name a
 * Mac wrote into the archive in decomposed form. Case is significant, as in the archive.
 */
export function zipNameKey(name: string): string {
  return name.normalize('NFC');
}

/** Entries that are not the campaign's: folders, and what macOS adds when it compresses a folder. */
export function isZipClutter(entryName: string): boolean {
  if (entryName.endsWith('/')) return true;
  if (entryName.startsWith('__MACOSX/')) return true;
  const base = entryName.slice(entryName.lastIndexOf('/') + 1);
  return base === '.DS_Store' || base.startsWith('._') || base === 'Thumbs.db';
}
