import path from 'node:path';

/**
 * Groups the modules that the pages' first views share into few files (issue 30: each route's first view in at
 * most 12 files). Rolldown's default gives each set of users (routes, and the dialogs they load on demand) a file
 * of its own: the campaign screen needed 51, most of them icons and small shared parts of 0.2–1 KB.
 *
 * The plan: every module a page reaches through static imports (and that the app's and shell's tiers did not
 * take) is grouped with the modules reached by the same pages (the page modules themselves stay files of their
 * own: the router loads them, and Vite's manifest and the route preloads know them by name); then, while some
 * route loads more files than allowed, the two groups of that route whose merge adds the fewest bytes to all
 * routes together are merged (never into a cycle between files, which could run a module before one it needs).
 * The dialogs loaded on demand import these files like any other.
 */

export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

export interface FirstViewRoute {
  /** Absolute ids of the route's lazily loaded modules (its layout's, its page's). */
  modules: readonly string[];
}

interface Group {
  modules: string[];
  size: number;
  /** The page modules whose first view reaches the group. */
  pages: Set<string>;
  /** Groups this one imports from. */
  deps: Set<number>;
  /** A tier of the plan before this one (the signed-in shell): counted, never merged. */
  isFixed: boolean;
}

/** Group index → group, with merged groups pointing at what absorbed them. */
class Plan {
  readonly groups: Group[] = [];
  readonly of = new Map<string, number>();
  private readonly alias: number[] = [];

  rep(index: number): number {
    let current = index;
    while (this.alias[current] !== current) current = this.alias[current] as number;
    return current;
  }

  add(group: Group): number {
    this.groups.push(group);
    this.alias.push(this.groups.length - 1);
    return this.groups.length - 1;
  }

  live(): number[] {
    return this.groups.map((_, index) => index).filter((index) => this.rep(index) === index);
  }

  /** The groups a route loads: those its pages reach, and what they import. `merge` previews a merge of two. */
  loaded(route: FirstViewRoute, merge?: readonly [number, number]): Set<number> {
    const rep = (index: number) => {
      const r = this.rep(index);
      return merge && r === merge[1] ? merge[0] : r;
    };
    const seen = new Set<number>();
    const stack = this.live()
      .filter((index) => route.modules.some((module) => this.groups[index]?.pages.has(module)))
      .map(rep);
    while (stack.length) {
      const index = stack.pop() as number;
      if (seen.has(index)) continue;
      seen.add(index);
      const deps = [...(this.groups[index]?.deps ?? [])];
      if (merge && index === merge[0]) deps.push(...(this.groups[merge[1]]?.deps ?? []));
      for (const dep of deps) {
        const r = rep(dep);
        if (r !== index) stack.push(r);
      }
    }
    return seen;
  }

  /** Whether merging a and b would close a cycle of files: one reaches the other through a third group. */
  wouldCycle(a: number, b: number): boolean {
    return this.reachesThroughAnother(a, b) || this.reachesThroughAnother(b, a);
  }

  private reachesThroughAnother(from: number, to: number): boolean {
    const next = (index: number) =>
      [...(this.groups[index]?.deps ?? [])].map((dep) => this.rep(dep)).filter((dep) => dep !== from);
    const stack = next(from).filter((dep) => dep !== to);
    const seen = new Set<number>();
    while (stack.length) {
      const index = stack.pop() as number;
      if (index === to) return true;
      if (seen.has(index)) continue;
      seen.add(index);
      stack.push(...next(index));
    }
    return false;
  }

  merge(a: number, b: number) {
    const [ga, gb] = [this.groups[a] as Group, this.groups[b] as Group];
    ga.modules.push(...gb.modules);
    ga.size += gb.size;
    for (const page of gb.pages) ga.pages.add(page);
    for (const dep of gb.deps) ga.deps.add(dep);
    this.alias[b] = a;
    ga.deps = new Set([...ga.deps].map((dep) => this.rep(dep)).filter((dep) => dep !== a));
  }
}

/**
 * Module id → group name for the modules the pages' first views reach and `placed` does not already name.
 * `fixedFiles(route)`: the files a route loads besides these groups and the tiers' (the entry, its page, its
 * layout). The tiers other than the entry's ('shell') count as groups that are never merged: loaded by the layouts,
 * and by any page or group that imports from them.
 */
export function planFirstViewGroups(options: {
  graph: ModuleGraph;
  routes: readonly FirstViewRoute[];
  placed: ReadonlyMap<string, string>;
  layouts: ReadonlySet<string>;
  maxFiles: number;
  /**
   * The most one merge may add, in characters of module code summed over all routes: past it, a route keeps
   * more files rather than make others download code they do not run.
   */
  maxMergeCost?: number;
  fixedFiles: (route: FirstViewRoute) => number;
}): Map<string, string> {
  const { graph, routes, placed, layouts, maxFiles, fixedFiles } = options;
  const maxMergeCost = options.maxMergeCost ?? Number.POSITIVE_INFINITY;
  const pages = [...new Set(routes.flatMap((route) => route.modules))].filter(
    (module) => !layouts.has(module),
  );
  const reachedBy = pagesReaching(graph, pages, placed);
  // One group per set of pages.
  const plan = new Plan();
  const byKey = new Map<string, number>();
  for (const [id, tier] of placed) {
    if (tier === 'app') continue;
    let index = byKey.get(`tier:${tier}`);
    if (index === undefined) {
      index = plan.add({ modules: [], size: 0, pages: new Set(layouts), deps: new Set(), isFixed: true });
      byKey.set(`tier:${tier}`, index);
    }
    const group = plan.groups[index] as Group;
    group.modules.push(id);
    group.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    plan.of.set(id, index);
  }
  // A page that imports a tier's module directly loads that tier.
  for (const page of pages) {
    for (const dep of graph.getModuleInfo(page)?.importedIds ?? []) {
      const index = plan.of.get(dep);
      if (index !== undefined) plan.groups[index]?.pages.add(page);
    }
  }
  for (const [id, users] of reachedBy) {
    const key = [...users].sort().join('|');
    let index = byKey.get(key);
    if (index === undefined) {
      index = plan.add({ modules: [], size: 0, pages: new Set(users), deps: new Set(), isFixed: false });
      byKey.set(key, index);
    }
    const group = plan.groups[index] as Group;
    group.modules.push(id);
    group.size += graph.getModuleInfo(id)?.code?.length ?? 0;
    plan.of.set(id, index);
  }
  for (const [index, group] of plan.groups.entries()) {
    for (const id of group.modules) {
      for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) {
        const target = plan.of.get(dep);
        if (target !== undefined && target !== index) group.deps.add(target);
      }
    }
  }

  const bytes = (route: FirstViewRoute, merge?: readonly [number, number]) => {
    let total = 0;
    for (const index of plan.loaded(route, merge)) {
      total += (plan.groups[index] as Group).size;
      if (merge && index === merge[0]) total += (plan.groups[merge[1]] as Group).size;
    }
    return total;
  };
  // Routes left as they are: no merge of their groups was cheap enough (see maxMergeCost).
  const givenUp = new Set<number>();
  for (;;) {
    const files = routes.map((route, index) =>
      givenUp.has(index) ? 0 : fixedFiles(route) + plan.loaded(route).size,
    );
    const worst = files.indexOf(Math.max(...files));
    const route = routes[worst];
    if (!route || (files[worst] as number) <= maxFiles) break;
    const candidates = [...plan.loaded(route)];
    let best: { pair: [number, number]; cost: number } | null = null;
    const before = routes.reduce((sum, r) => sum + bytes(r), 0);
    for (const [i, a] of candidates.entries()) {
      for (const b of candidates.slice(i + 1)) {
        if (plan.groups[a]?.isFixed || plan.groups[b]?.isFixed || plan.wouldCycle(a, b)) continue;
        const pair: [number, number] = [a, b];
        const cost = routes.reduce((sum, r) => sum + bytes(r, pair), 0) - before;
        if (!best || cost < best.cost) best = { pair, cost };
      }
    }
    if (!best || best.cost > maxMergeCost) givenUp.add(worst);
    else plan.merge(...best.pair);
  }

  const names = new Map<string, string>();
  for (const index of plan.live()) {
    const group = plan.groups[index] as Group;
    if (group.isFixed) continue;
    // Named after one of its pages (the file name says which screen it serves), numbered to stay unique.
    const page = [...group.pages].sort()[0] ?? '';
    const name = `${path.basename(page).replace(/\.[jt]sx?$/, '')}-parts-${index}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

/** Which pages reach each module, walking each page's imports up to another page or a module `placed` names. */
function pagesReaching(
  graph: ModuleGraph,
  pages: readonly string[],
  placed: ReadonlyMap<string, string>,
): Map<string, Set<string>> {
  const pageSet = new Set(pages);
  const reachedBy = new Map<string, Set<string>>();
  for (const page of pages) {
    const stack = [page];
    const seen = new Set<string>();
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id) || placed.has(id) || (pageSet.has(id) && id !== page)) continue;
      seen.add(id);
      if (id !== page) {
        if (!reachedBy.has(id)) reachedBy.set(id, new Set());
        reachedBy.get(id)?.add(page);
      }
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return reachedBy;
}
