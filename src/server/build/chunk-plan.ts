import path from 'node:path';
import { type ModuleGraph as FirstViewGraph, planFirstViewGroups } from './first-view-groups.ts';

/**
 * How the web build groups modules into files (decision 026), by what reaches them through static imports:
 * - from the entry (index.html) or from the sign-in page: the entry's file, which every route loads (the app's
 *   shell), so that the sign-in page is 2 files instead of a dozen;
 * - from the signed-in areas' layouts: one "shell" file that every signed-in route loads;
 * - with `maxFiles` (issue 30): what the pages' first views reach, grouped by the pages that reach it and merged
 *   until no route loads more than `maxFiles` files (first-view-groups.ts);
 * - the rest (without `maxFiles`, everything else): Rolldown's default, each route module with what only it
 *   reaches, and what several routes or dialogs share in a file for each set of users.
 */

export interface RouteModules {
  path: string;
  /** Module paths relative to the Vite root (src/web), as in the route table. */
  modules: readonly string[];
}

/** A chunk of what some roots reach, loaded by every route that loads any of them. */
interface Tier {
  name: string;
  roots: readonly string[];
}

type ModuleGraph = FirstViewGraph;

/** Module id → chunk name, for the modules the plan places itself: each tier takes what its roots reach and the
 * tiers before it did not; route modules stay files of their own (the router loads them on demand). */
function plan(graph: ModuleGraph, tiers: readonly Tier[], routeModules: ReadonlySet<string>) {
  const names = new Map<string, string>();
  const down = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
  for (const tier of tiers) {
    const stack = tier.roots.flatMap((root) => (routeModules.has(root) ? down(root) : [root]));
    while (stack.length) {
      const id = stack.pop() as string;
      if (names.has(id) || routeModules.has(id)) continue;
      names.set(id, tier.name);
      stack.push(...down(id));
    }
  }
  return names;
}

/** A Rolldown `codeSplitting` group name function implementing the plan above. */
export function planChunks(
  webRoot: string,
  routes: readonly RouteModules[],
  options: { signIn: string; layouts: readonly string[]; maxFiles?: number },
) {
  const tiers: Tier[] = [
    // The app's shell, and the sign-in page's imports: the first page most visitors open, in 2 files.
    { name: 'app', roots: [path.resolve(webRoot, 'index.html'), path.resolve(webRoot, options.signIn)] },
    // What the signed-in areas' layouts need (the menu, the drawer, the session, live updates): every signed-in route.
    { name: 'shell', roots: options.layouts.map((layout) => path.resolve(webRoot, layout)) },
  ];
  const routeModules = new Set(
    routes.flatMap((route) => route.modules.map((module) => path.resolve(webRoot, module))),
  );
  const layouts = new Set(options.layouts.map((layout) => path.resolve(webRoot, layout)));
  const absoluteRoutes = routes.map((route) => ({
    modules: route.modules.map((module) => path.resolve(webRoot, module)),
  }));
  let names = new Map<string, string>();
  let plannedFor: ModuleGraph | null = null;
  return (moduleId: string, ctx: ModuleGraph): string | null => {
    // One context object per chunking pass: a new one is a new build (the bench builds several times).
    if (plannedFor !== ctx) {
      names = plan(ctx, tiers, routeModules);
      if (options.maxFiles !== undefined) {
        const tierNames = names;
        const groups = planFirstViewGroups({
          graph: ctx,
          routes: absoluteRoutes,
          placed: tierNames,
          layouts,
          maxFiles: options.maxFiles,
          // The entry's file, the page's own, and for a signed-in route its layout's.
          fixedFiles: (route) => 2 + (route.modules.some((module) => layouts.has(module)) ? 1 : 0),
        });
        names = new Map([...tierNames, ...groups]);
      }
      plannedFor = ctx;
    }
    return names.get(moduleId) ?? null;
  };
}
