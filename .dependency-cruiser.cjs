/**
 * The direction of imports, checked by `npm run lint` (decision 031, docs/architecture-map.md).
 *
 * The server's layers, top to bottom; a module imports its own layer and the layers below it, never one above:
 *   entry          → index.ts, bootstrap.ts, app.ts, cli/, composition/ (job registry, sweeps, wiring), seed/
 *   http           → routes/, middleware/, http/, uploads/ (the tus adapter)
 *   services       → services/** (the use cases)
 *   context        → context/ (the types that cross layers: AppDeps, SessionUser, Viewer, Actor, in-flight)
 *   infrastructure → db/, auth/, mail/, jobs/, media/, links/, realtime/, notifications/, net/, metrics/, health/, ai/,
 *                    backup/, build/, instagram/ (adapters: they never call a service)
 *   kernel         → errors/, env/, env.ts, logger.ts, app-root.ts, data-dir-permissions.ts, shutdown-watchdog.ts
 * src/shared is below all of them and imports neither side; src/web imports only `type AppType` of the server.
 * Type-only imports count like any other (they are what closed the old loop).
 */

const LAYERS = {
  entry: ['^src/server/(index|bootstrap|app)\\.ts$', '^src/server/(cli|composition|seed)/'],
  http: ['^src/server/(routes|middleware|http|uploads)/'],
  services: ['^src/server/services/'],
  context: ['^src/server/context/'],
  infrastructure: [
    '^src/server/(db|auth|mail|jobs|media|links|realtime|notifications|net|metrics|health|ai|backup|build|instagram)/',
  ],
  kernel: [
    '^src/server/(errors|env)/',
    '^src/server/(env|logger|app-root|data-dir-permissions|shutdown-watchdog)\\.ts$',
  ],
};
const ORDER = ['entry', 'http', 'services', 'context', 'infrastructure', 'kernel'];
/** A unit test may import what it tests from any layer (fixtures, the job registry); cycles still count. */
const TEST_FILE = '\\.test\\.tsx?$';

/** One rule per layer: nothing in it imports a layer above it. */
const layerRules = ORDER.slice(1).map((name, index) => ({
  name: `${name}-imports-no-layer-above`,
  severity: 'error',
  comment: `${name} may import only ${ORDER.slice(index + 1).join(', ')} (and src/shared): ${ORDER.slice(0, index + 1).join(', ')} are above it.`,
  from: { path: LAYERS[name], pathNot: TEST_FILE },
  to: { path: ORDER.slice(0, index + 1).flatMap((above) => LAYERS[above]) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle anywhere in src (type-only imports included): lift the shared part into a lower module.',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'server-file-in-a-layer',
      severity: 'error',
      comment:
        'Every server file belongs to one layer: add its folder to LAYERS (and docs/architecture-map.md).',
      from: { path: '^src/server/', pathNot: [...Object.values(LAYERS).flat(), TEST_FILE] },
      to: {},
    },
    {
      name: 'shared-imports-neither-side',
      severity: 'error',
      comment: 'src/shared is pure, isomorphic TypeScript: it imports neither server nor web code.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-imports-only-the-app-type',
      severity: 'error',
      comment: 'The web imports nothing of the server but `import type { AppType }` from src/server/app.ts.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', pathNot: '^src/server/app\\.ts$' },
    },
    {
      name: 'web-imports-the-app-type-as-a-type',
      severity: 'error',
      comment: 'The web names the server app as a type only (`import type`): no server code in the bundle.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/app\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-no-web',
      severity: 'error',
      comment: 'The server never imports web code.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet, so dependency-cruiser's own tsc parser cannot run: swc parses the
    // sources, type-only imports included.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/web/public/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    cache: false,
  },
};
