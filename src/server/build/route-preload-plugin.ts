import path from 'node:path';
import type { Plugin } from 'vite';

/** Written into the build (dist/web), read by src/server/http/spa.ts at startup. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RouteModuleList {
  path: string;
  modules: readonly string[];
  /** The API GETs the route starts with, `:params` of `path` included (see src/web/app/route-table.ts). */
  data?: readonly string[];
}

/**
 * For each route pattern, the hashed files (e.g. "assets/clients-page-Ab12.js") to announce with its HTML, and
 * the API paths it reads first.
 */
export type RoutePreloads = Array<{ path: string; files: string[]; data?: string[] }>;

/** What this needs of a chunk of the bundle (Rollup/Rolldown OutputChunk). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The modules inside (a route module grouped with others by the chunk plan is not a facade). */
  moduleIds?: readonly string[];
}

/**
 * The chunks each route needs beyond the entry: the chunk of each of its modules and the chunks those import
 * statically, in load order (layout before page), without the entry's own static closure, which index.html
 * already loads and preloads.
 */
export function routePreloadsOf(
  chunks: readonly ChunkLike[],
  root: string,
  routes: readonly RouteModuleList[],
): RoutePreloads {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(
    chunks.filter((c) => c.facadeModuleId).map((c) => [path.normalize(c.facadeModuleId as string), c]),
  );
  // A route module placed in a group of the chunk plan (src/server/build/first-view-groups.ts): the chunk holding it.
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds ?? []) {
      const module = path.normalize(id);
      if (!byModule.has(module)) byModule.set(module, chunk);
    }
  }
  const closure = (start: ChunkLike, into: Set<string>) => {
    if (into.has(start.fileName)) return;
    into.add(start.fileName);
    for (const file of start.imports) {
      const chunk = byFile.get(file);
      if (chunk) closure(chunk, into);
    }
  };
  const inEntry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, inEntry);
  return routes.map((route) => {
    const files = new Set<string>();
    for (const module of route.modules) {
      const chunk = byModule.get(path.resolve(root, module));
      if (!chunk) throw new Error(`route ${route.path}: ${module} is not the facade of any chunk`);
      closure(chunk, files);
    }
    const preloads = { path: route.path, files: [...files].filter((f) => !inEntry.has(f)) };
    return route.data?.length ? { ...preloads, data: [...route.data] } : preloads;
  });
}

/**
 * Vite plugin: writes ROUTE_PRELOADS_FILE, the chunks of each route of the SPA (from a route → modules table),
 * so that the server can send `<link rel="modulepreload">` for them in that route's index.html.
 */
export function routePreloads(routes: readonly RouteModuleList[]): Plugin {
  let root = '';
  return {
    name: 'stories:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is ChunkLike & typeof o => o.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloadsOf(chunks, root, routes), null, 2)}\n`,
      });
    },
  };
}
