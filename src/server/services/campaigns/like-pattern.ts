/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the wildcards `%` and `_` (and the escape character
 * itself) taken literally. PostgreSQL's default LIKE escape character is the backslash.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
