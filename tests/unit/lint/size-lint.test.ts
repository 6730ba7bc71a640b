import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintStepArgs, ROOT } from './lint-step';

/**
 * `npm run lint` refuses a source file over 300 lines and a function over 120 (issue 30 §2, decision 031): its
 * size step runs, as package.json writes it, in a temporary folder holding files just over and just at each limit,
 * a long test and a long data file (both exempt).
 */

/** The size step of `npm run lint`, as words. */
function lintSizeStep(): string[] {
  return lintStepArgs('node scripts/check-size.mjs');
}

/** `lines` lines of statements (a file of exactly that many lines, with its final newline). */
const statements = (lines: number, indent = '') =>
  Array.from({ length: lines }, (_, index) => `${indent}console.log(${index});\n`).join('');
/** A function of exactly `lines` lines, from its `function` line to its closing brace. */
const functionOf = (name: string, lines: number) =>
  `export function ${name}() {\n${statements(lines - 2, '  ')}}\n`;
/** An arrow function of exactly `lines` lines in a component file. */
const arrowOf = (name: string, lines: number) =>
  `export const ${name} = () => (\n  <div>\n${'    <p>texto</p>\n'.repeat(lines - 4)}  </div>\n);\n`;

describe('the size lint', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'size-lint-'));
    mkdirSync(path.join(folder, 'scripts'));
    cpSync(path.join(ROOT, 'scripts/check-size.mjs'), path.join(folder, 'scripts/check-size.mjs'));
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    };
    write('src/shared/long-file.ts', statements(301));
    write('src/shared/full-file.ts', statements(300));
    write('bench/long-function.ts', functionOf('tooLong', 121));
    write('bench/full-function.ts', functionOf('justRight', 120));
    write('src/web/long-view.tsx', arrowOf('LongView', 121));
    write('src/web/full-view.tsx', arrowOf('FullView', 120));
    // Exempt: tests (their describe blocks) and the data files.
    write('src/shared/long.test.ts', `describe('x', () => {\n${statements(400, '  ')}});\n`);
    write('src/server/seed/demo-content.ts', statements(400));
    write('src/server/ai/offline/angles-moda.ts', statements(400));
  });

  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('fails on the file over 300 lines and the functions over 120, and on nothing else', () => {
    const result = spawnSync(process.execPath, lintSizeStep(), { cwd: folder, encoding: 'utf8' });

    const problems = result.stderr.split('\n').filter((line) => /^(src|bench|scripts)\//.test(line));
    expect(problems.sort()).toEqual(
      [
        'bench/long-function.ts:1: function tooLong has 121 lines (at most 120)',
        'src/shared/long-file.ts: 301 lines (at most 300)',
        'src/web/long-view.tsx:1: function LongView has 121 lines (at most 120)',
      ].sort(),
    );
    expect(result.status).toBe(1);
  }, 60_000);
});
