import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The words after the command of the `npm run lint` step that starts with `prefix` (as package.json writes it). */
export function lintStepArgs(prefix: string): string[] {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const step = scripts.lint
    ?.split('&&')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!step) throw new Error(`npm run lint has no step starting with "${prefix}"`);
  return step.split(/\s+/).slice(1);
}
