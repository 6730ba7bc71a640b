import { describe, expect, it } from 'vitest';
import { planFirstViewGroups } from './first-view-groups';

/** A module graph as Rolldown's chunking context shows it: static imports and code (its length is the size). */
function graph(modules: Record<string, { imports?: string[]; size?: number }>) {
  return {
    getModuleInfo(id: string) {
      const entry = modules[id];
      return entry ? { importedIds: entry.imports ?? [], code: 'x'.repeat(entry.size ?? 100) } : null;
    },
  };
}

const GRAPH = graph({
  'a-page': { imports: ['icon-1', 'icon-2', 'badge', 'forms'] },
  'b-page': { imports: ['icon-1', 'icon-3', 'badge', 'forms'] },
  'c-page': { imports: ['icon-2', 'icon-3', 'big-editor', 'shell-part'] },
  'icon-1': {},
  'icon-2': {},
  'icon-3': {},
  badge: { imports: ['icon-2'] },
  forms: { size: 10_000, imports: ['zod'] },
  zod: { size: 20_000 },
  'big-editor': { size: 30_000, imports: ['icon-1'] },
  'shell-part': {},
});
const ROUTES = [
  { modules: ['layout', 'a-page'] },
  { modules: ['layout', 'b-page'] },
  { modules: ['c-page'] },
];
const plan = (maxFiles: number, maxMergeCost?: number) =>
  planFirstViewGroups({
    graph: GRAPH,
    routes: ROUTES,
    placed: new Map([['shell-part', 'shell']]),
    layouts: new Set(['layout']),
    maxFiles,
    ...(maxMergeCost === undefined ? {} : { maxMergeCost }),
    fixedFiles: (route) => 2 + (route.modules.includes('layout') ? 1 : 0),
  });
/** The files each route loads besides the fixed ones: the distinct groups of what its page reaches. */
const filesOf = (names: Map<string, string>, reached: string[]) =>
  new Set(reached.map((m) => names.get(m))).size;

describe('the first-view groups of the chunk plan', () => {
  it('groups the modules by the pages that reach them, leaving pages and earlier tiers alone', () => {
    const names = plan(100);
    expect(names.get('a-page')).toBeUndefined();
    expect(names.get('shell-part')).toBeUndefined();
    // Reached by a and b only: one group.
    expect(names.get('forms')).toBe(names.get('zod'));
    expect(names.get('forms')).toBe(
      names.get('badge') === names.get('forms') ? names.get('forms') : names.get('zod'),
    );
    // Reached by different sets of pages: different groups.
    expect(names.get('icon-1')).not.toBe(names.get('icon-3'));
    expect(names.get('big-editor')).not.toBe(names.get('forms'));
  });

  it('merges the cheapest groups of the route with the most files until each route is within the limit', () => {
    // b loads the entry, its layout, the shell (the layouts import shell-part's tier) and its page, and three
    // groups: 7 files. With at most 6, two of its groups merge: the icons (100 characters more for a and c), not the
    // forms and zod (30,000 more for c).
    const names = plan(6);
    expect(names.get('icon-3')).toBe(names.get('icon-1'));
    expect(names.get('forms')).not.toBe(names.get('icon-1'));
    expect(names.get('big-editor')).not.toBe(names.get('forms'));
    const reached = {
      a: ['icon-1', 'icon-2', 'badge', 'forms', 'zod'],
      b: ['icon-1', 'icon-3', 'badge', 'forms', 'zod'],
      c: ['icon-1', 'icon-2', 'icon-3', 'big-editor'],
    };
    expect(4 + filesOf(names, reached.a)).toBeLessThanOrEqual(6);
    expect(4 + filesOf(names, reached.b)).toBeLessThanOrEqual(6);
    // c has no layout but imports shell-part: it loads the shell's file too, which is never merged.
    expect(2 + 1 + filesOf(names, reached.c)).toBeLessThanOrEqual(6);
  });

  it('leaves a route with more files rather than merge past maxMergeCost', () => {
    const names = plan(1, 1);
    expect(names.get('icon-1')).not.toBe(names.get('icon-3'));
  });
});
