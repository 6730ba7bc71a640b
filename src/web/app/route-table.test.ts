import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-table';
import { routes } from './router';

interface LazyRoute {
  path: string;
  /** The lazy() of the route's layout (if any), then of the route itself. */
  lazies: Array<() => Promise<unknown>>;
}

/** Every route of the router that loads code lazily, with its full pattern. */
function lazyRoutes(
  tree: RouteObject[],
  parentPath = '',
  parentLazies: LazyRoute['lazies'] = [],
): LazyRoute[] {
  return tree.flatMap((route) => {
    const path = route.index
      ? parentPath
      : route.path?.startsWith('/')
        ? route.path
        : `${parentPath}/${route.path ?? ''}`;
    const lazies = typeof route.lazy === 'function' ? [...parentLazies, route.lazy] : parentLazies;
    const own = route.children ? [] : typeof route.lazy === 'function' ? [{ path: path || '/', lazies }] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path, lazies)];
  });
}

// Every component module under app/, loaded on demand: a glob Vite can analyse (a template-literal import warned
// "invalid import" on every run).
const appModules = import.meta.glob<Record<string, unknown>>(['./**/*.tsx', '!./**/*.test.tsx']);

describe('the route table, from which the router and the server preloads are built', () => {
  const fromRouter = lazyRoutes(routes);

  it('has one entry per lazily loaded route of the router, with the same patterns', () => {
    expect(ROUTE_MODULES.map((r) => r.path).sort()).toEqual(fromRouter.map((r) => r.path).sort());
  });

  it('names, for each route, the modules whose components the router loads (layout, then page)', async () => {
    for (const entry of ROUTE_MODULES) {
      const route = fromRouter.find((r) => r.path === entry.path);
      expect(route?.lazies.length, entry.path).toBe(entry.modules.length);
      for (const [i, module] of entry.modules.entries()) {
        const loaded = (await route?.lazies[i]?.()) as { Component?: unknown };
        const load = appModules[`./${module.slice('app/'.length)}`];
        expect(load, `${entry.path}: ${module} exists`).toBeDefined();
        const exports = (await load?.()) ?? {};
        expect(Object.values(exports), `${entry.path}: ${module}`).toContain(loaded.Component);
      }
    }
    // Every page of the app is imported here: slow on a loaded machine, not a measure of anything.
  }, 120_000);
});
