import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every entry under `root` (itself included) that is not its owner's only: folders other than 0700, files other
 * than 0600, as `<octal mode> <path relative to root>`. An empty list: nobody else on the machine can read or
 * change anything there.
 */
export function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    const mode = stat.mode & 0o777;
    const expected = stat.isDirectory() ? 0o700 : 0o600;
    if (!stat.isSymbolicLink() && mode !== expected) {
      found.push(`${mode.toString(8)} ${path.relative(root, entry) || '.'}`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}
