import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Rewrites the app's imports from two "barrel" packages into imports of the modules they re-export, e.g.
 * `import { Film, Send } from 'lucide-react'` → `import Film from 'lucide-react/icons/film'` and one for `Send`;
 * `import { Dialog as DialogPrimitive } from 'radix-ui'` → `import * as DialogPrimitive from '@radix-ui/react-dialog'`.
 * The bundle is the same either way (both barrels are free of side effects), but the module graph then says which
 * screen uses which icon or primitive, which the chunk plan (chunk-plan.ts) places by: through the barrel, every
 * screen would seem to reach all 1,700 icons and 40 primitives. Names a barrel maps to no module stay as they are.
 */

type Rewrite = (local: string) => string;

export interface Barrel {
  /** `import X from '…'` (a default export) or `import * as X from '…'` (a namespace). */
  targets: Map<string, Rewrite>;
}

const require = createRequire(import.meta.url);

function lucideBarrel(): Barrel {
  const file = require
    .resolve('lucide-react')
    .replace(/dist[\\/]cjs[\\/]lucide-react\.js$/, 'dist/esm/lucide-react.mjs');
  const targets = new Map<string, Rewrite>();
  for (const match of readFileSync(file, 'utf8').matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    const [, names = '', icon = ''] = match;
    for (const name of names.split(',').map((n) => n.trim().replace(/^default as /, ''))) {
      targets.set(name, (local) => `import ${local} from 'lucide-react/icons/${icon}';`);
    }
  }
  return { targets };
}

function radixBarrel(): Barrel {
  const file = require.resolve('radix-ui').replace(/dist[\\/]index\.js$/, 'dist/index.mjs');
  const targets = new Map<string, Rewrite>();
  for (const [, name = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(
    /import \* as (\w+) from "(@radix-ui\/[\w-]+)"/g,
  )) {
    targets.set(name, (local) => `import * as ${local} from '${specifier}';`);
  }
  return { targets };
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|radix-ui)['"];?/g;

/** The rewritten import statements for one `import { … } from '<barrel>'`; what has no target stays behind. */
export function rewriteBarrelImport(specifiers: string, barrelName: string, barrel: Barrel): string {
  const kept: string[] = [];
  const types: string[] = [];
  const direct: string[] = [];
  for (const raw of specifiers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const spec = raw.replace(/^type\s+/, '');
    const [imported = '', local = imported] = spec.split(/\s+as\s+/);
    const target = barrel.targets.get(imported);
    // A type-only name goes to an `import type`, which the compiler erases (a kept `import {}` would load the barrel).
    if (raw !== spec) types.push(spec);
    else if (target) direct.push(target(local));
    else kept.push(spec);
  }
  return [
    kept.length ? `import { ${kept.join(', ')} } from '${barrelName}';` : '',
    types.length ? `import type { ${types.join(', ')} } from '${barrelName}';` : '',
    ...direct,
  ]
    .filter(Boolean)
    .join(' ');
}

export function directBarrelImports(): Plugin {
  let barrels: Record<string, Barrel> | null = null;
  return {
    name: 'stories:direct-barrel-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (
        id.includes('node_modules') ||
        !/\.(tsx?|jsx?)$/.test(id) ||
        !/['"](lucide-react|radix-ui)['"]/.test(code)
      )
        return null;
      barrels ??= { 'lucide-react': lucideBarrel(), 'radix-ui': radixBarrel() };
      const known = barrels;
      return {
        code: code.replace(IMPORT, (_all, specifiers: string, name: string) =>
          rewriteBarrelImport(specifiers, name, known[name] as Barrel),
        ),
        map: null,
      };
    },
  };
}
