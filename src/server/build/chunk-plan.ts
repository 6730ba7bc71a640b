import path from 'node:path';

/**
 * How the web build groups modules into files (decision 026): few files for each route's first view, and few bytes
 * a route does not run. Modules are placed by what reaches them through static imports, walking down from the entry
 * (index.html), from each route's modules (its layout and page, from the route table) and from each module loaded
 * on demand (dialogs):
 * - reached from the entry, or from the sign-in page: the entry's file, which every route loads (the app's shell);
 * - reached from the signed-in areas' layouts: one file that every signed-in route loads;
 * - a route module, and what only it reaches: its own file (Rolldown's default);
 * - reached only from modules loaded on demand: Rolldown's default;
 * - small modules that several routes share and that import only what is placed above or other such modules
 *   (icons, UI parts, texts): one file of parts;
 * - the rest, which several routes (or a route and a dialog) share: Rolldown's default, a file for each set of
 *   routes that needs them, so that no route downloads code it does not run.
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

interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** Module id → chunk name, for the modules the plan places itself. */
function plan(
  graph: ModuleGraph,
  tiers: readonly Tier[],
  routesOf: Map<string, Set<string>>,
  smallPart: number,
) {
  const names = new Map<string, string>();
  const down = (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];

  // Each tier takes what its roots reach and the tiers before it did not; route modules stay files of their own
  // (the router loads them on demand).
  const app = new Set<string>();
  for (const tier of tiers) {
    for (
      const stack = tier.roots.flatMap((root) => (routesOf.has(root) ? down(root) : [root]));
      stack.length;
    ) {
      const id = stack.pop() as string;
      if (app.has(id) || routesOf.has(id)) continue;
      app.add(id);
      names.set(id, tier.name);
      stack.push(...down(id));
    }
  }

  // Which roots (route modules, and modules loaded on demand) reach each module outside the app's shell.
  const reachers = new Map<string, Set<string>>();
  const roots = [...routesOf.keys()];
  const queued = new Set(roots);
  for (const id of app)
    for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) queued.add(lazy);
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i] as string;
    const seen = new Set<string>();
    for (const stack = [root]; stack.length; ) {
      const id = stack.pop() as string;
      if (seen.has(id) || app.has(id)) continue;
      seen.add(id);
      const set = reachers.get(id) ?? new Set<string>();
      set.add(root);
      reachers.set(id, set);
      stack.push(...down(id));
      for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (!queued.has(lazy)) roots.push(lazy);
        queued.add(lazy);
      }
    }
  }

  // Small shared modules (icons, UI parts, texts) whose imports are all in the tiers or small in the same way: one
  // file that imports nothing but the tiers, instead of a file of a few hundred bytes for each set of routes.
  const small = new Map<string, boolean>();
  const isSmall = (id: string, path: Set<string>): boolean => {
    if (app.has(id)) return true;
    const known = small.get(id);
    if (known !== undefined) return known;
    const by = reachers.get(id);
    const code = graph.getModuleInfo(id)?.code;
    if (!by || by.size < 2 || routesOf.has(id) || path.has(id) || code == null || code.length > smallPart)
      return false;
    path.add(id);
    const verdict = down(id).every((dep) => isSmall(dep, path));
    path.delete(id);
    small.set(id, verdict);
    return verdict;
  };
  for (const id of reachers.keys()) if (isSmall(id, new Set())) names.set(id, 'parts');
  return names;
}

/** A Rolldown `codeSplitting` group name function implementing the plan above. */
export function planChunks(
  webRoot: string,
  routes: readonly RouteModules[],
  options: { signIn: string; layouts: readonly string[]; smallPart: number },
) {
  const tiers: Tier[] = [
    // The app's shell, and the sign-in page's imports: the first page most visitors open, in 2 files.
    { name: 'app', roots: [path.resolve(webRoot, 'index.html'), path.resolve(webRoot, options.signIn)] },
    // What the signed-in areas' layouts need (the menu, the drawer, the session, live updates): every signed-in route.
    { name: 'shell', roots: options.layouts.map((layout) => path.resolve(webRoot, layout)) },
  ];
  const routesOf = new Map<string, Set<string>>();
  for (const route of routes) {
    for (const module of route.modules) {
      const id = path.resolve(webRoot, module);
      routesOf.set(id, (routesOf.get(id) ?? new Set()).add(route.path));
    }
  }
  let names = new Map<string, string>();
  let plannedFor: ModuleGraph | null = null;
  return (moduleId: string, ctx: ModuleGraph): string | null => {
    // One context object per chunking pass: a new one is a new build (the bench builds several times).
    if (plannedFor !== ctx) {
      names = plan(ctx, tiers, routesOf, options.smallPart);
      plannedFor = ctx;
    }
    return names.get(moduleId) ?? null;
  };
}
