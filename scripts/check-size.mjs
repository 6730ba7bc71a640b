#!/usr/bin/env node
/**
 * Size rules of issue 30 §2, run by `npm run lint` (decision 031): no source file in src/, bench/ or scripts/ passes
 * 300 lines and no function passes 120, counted as an editor shows them (from the line of `function`/the arrow's
 * parameters to the line of its closing brace). Tests and the data files are exempt.
 *
 * Biome's noExcessiveLinesPerFunction counts newlines between the body's tokens, which skips lines that start with
 * a brace and the line breaks inside JSX text: a 197-line component counted 130. So the span is measured here, with
 * the @swc/core parser dependency-cruiser already uses.
 *
 * Usage: node scripts/check-size.mjs (from the project root, or any folder holding src/, bench/, scripts/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 120;
const ROOTS = ['src', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
/** Tests (their describe blocks are long by nature) and data, not code. */
const EXEMPT = [
  /\.test\.(ts|tsx)$/,
  /\.d\.ts$/,
  /^src\/server\/seed\/demo-content\.ts$/,
  /^src\/server\/seed\/demo-templates\.ts$/,
  /^src\/server\/ai\/offline\/angles-[^/]+\.ts$/,
];
const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
  'PrivateMethod',
  'Constructor',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
]);
/** Parsed after this line so that its first token gives the offset of the file's first byte. */
const PREFIX = '0;\n';

function* sourceFiles(root, dir) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir));
  } catch {
    return;
  }
  for (const name of entries.sort()) {
    const relative = `${dir}/${name}`;
    if (name === 'node_modules') continue;
    if (statSync(path.join(root, relative)).isDirectory()) yield* sourceFiles(root, relative);
    else if (SOURCE.test(name) && !EXEMPT.some((pattern) => pattern.test(relative))) yield relative;
  }
}

function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** The name a reader would look for: the declaration's, the variable's or the property's it is assigned to. */
function nameOf(node, parentName) {
  const own = node.identifier?.value ?? node.key?.value ?? node.key?.id?.value;
  if (own) return own;
  if (node.type === 'Constructor') return 'constructor';
  return parentName ?? '(anonymous)';
}

/** Every function-like node with its name, in source order. */
function* functionsOf(node, hint) {
  if (Array.isArray(node)) {
    for (const child of node) yield* functionsOf(child, hint);
    return;
  }
  if (!node || typeof node !== 'object') return;
  let childHint = hint;
  if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier') childHint = node.id.value;
  else if (node.type === 'KeyValueProperty' && node.key?.value) childHint = node.key.value;
  else if (FUNCTION_TYPES.has(node.type)) {
    const name = nameOf(node, hint);
    yield { node, name };
    childHint = undefined;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'span' && value && typeof value === 'object') yield* functionsOf(value, childHint);
  }
}

/** The functions of one file longer than the limit: `{ name, line, lines }`. */
export function longFunctions(relative, text, maxLines = MAX_FUNCTION_LINES) {
  // A shebang is only valid on the first line: made a comment of the same length.
  const program = PREFIX + text.replace(/^#!/, '//');
  const source = Buffer.from(program);
  const isTs = /\.(ts|tsx|mts|cts)$/.test(relative);
  const module = parseSync(program, {
    syntax: isTs ? 'typescript' : 'ecmascript',
    tsx: relative.endsWith('.tsx'),
    jsx: relative.endsWith('.jsx'),
  });
  const base = module.body[0].span.start;
  // Line number (1-based, in `text`) of each byte offset, found by counting newlines up to it.
  const newlines = [];
  for (let index = 0; index < source.length; index++) if (source[index] === 10) newlines.push(index);
  const lineAt = (offset) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (newlines[middle] < offset) low = middle + 1;
      else high = middle;
    }
    return low; // newlines before the offset, minus the prefix's one, plus one
  };
  const found = [];
  for (const { node, name } of functionsOf(module.body, undefined)) {
    const first = lineAt(node.span.start - base);
    const last = lineAt(node.span.end - base - 1);
    const lines = last - first + 1;
    if (lines > maxLines) found.push({ name, line: first, lines });
  }
  return found;
}

/** All the violations under `root`, as the lines `npm run lint` prints. */
export function checkSize(root) {
  const problems = [];
  for (const dir of ROOTS) {
    for (const relative of sourceFiles(root, dir)) {
      const text = readFileSync(path.join(root, relative), 'utf8');
      const lines = lineCount(text);
      if (lines > MAX_FILE_LINES) problems.push(`${relative}: ${lines} lines (at most ${MAX_FILE_LINES})`);
      for (const { name, line, lines: length } of longFunctions(relative, text)) {
        problems.push(
          `${relative}:${line}: function ${name} has ${length} lines (at most ${MAX_FUNCTION_LINES})`,
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkSize(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} size violation(s): split the file or the function (issue 30 §2, decision 031).`,
    );
    process.exit(1);
  }
}
