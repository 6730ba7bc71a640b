import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan';

const ROOT = '/app/src/web';
const id = (file: string) => path.join(ROOT, file);

/** A module graph as Rolldown's chunking context shows it: static and lazy imports, and the code's length. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; size?: number }>) {
  return {
    getModuleInfo(moduleId: string) {
      const entry = Object.entries(modules).find(([file]) => id(file) === moduleId)?.[1];
      if (!entry) return null;
      return {
        code: 'x'.repeat(entry.size ?? 100),
        importedIds: (entry.imports ?? []).map(id),
        dynamicallyImportedIds: (entry.lazy ?? []).map(id),
      };
    },
  };
}

const ROUTES = [
  { path: '/login', modules: ['login-page.tsx'] },
  { path: '/admin', modules: ['admin-layout.tsx', 'admin-page.tsx'] },
  { path: '/dashboard', modules: ['client-layout.tsx', 'progress-page.tsx'] },
  { path: '/dashboard/campaigns/:id', modules: ['client-layout.tsx', 'campaign-page.tsx'] },
];

const GRAPH = graph({
  'index.html': { imports: ['main.tsx'] },
  'main.tsx': {
    imports: ['router.tsx', 'button.tsx'],
    lazy: [
      'login-page.tsx',
      'admin-layout.tsx',
      'client-layout.tsx',
      'admin-page.tsx',
      'progress-page.tsx',
      'campaign-page.tsx',
    ],
  },
  'router.tsx': {},
  'button.tsx': {},
  'login-page.tsx': { imports: ['input.tsx', 'button.tsx'] },
  'input.tsx': {},
  'admin-layout.tsx': { imports: ['app-shell.tsx'] },
  'client-layout.tsx': { imports: ['app-shell.tsx', 'outbox.ts'] },
  'app-shell.tsx': { imports: ['drawer.tsx'] },
  'drawer.tsx': {},
  'outbox.ts': {},
  'admin-page.tsx': { imports: ['forms.js', 'badge.tsx'] },
  'progress-page.tsx': { imports: ['badge.tsx', 'dates.js'] },
  'campaign-page.tsx': { imports: ['forms.js', 'dates.js', 'own-part.tsx'], lazy: ['dialog.tsx'] },
  'own-part.tsx': {},
  'dialog.tsx': { imports: ['own-part.tsx', 'only-dialogs.tsx'] },
  'only-dialogs.tsx': {},
  'badge.tsx': { imports: ['icon.tsx'], size: 400 },
  'icon.tsx': { size: 200 },
  'forms.js': { size: 40_000 },
  'dates.js': { imports: ['locale.js'], size: 900 },
  'locale.js': { size: 9_000 },
});

function placement() {
  const name = planChunks(ROOT, ROUTES, {
    signIn: 'login-page.tsx',
    layouts: ['admin-layout.tsx', 'client-layout.tsx'],
    smallPart: 2_000,
  });
  return (file: string) => name(id(file), GRAPH);
}

describe('the web build chunk plan', () => {
  it("puts the entry's static closure and the sign-in page's imports in the app chunk, the page itself apart", () => {
    const place = placement();
    for (const file of ['index.html', 'main.tsx', 'router.tsx', 'button.tsx', 'input.tsx']) {
      expect(place(file), file).toBe('app');
    }
    expect(place('login-page.tsx')).toBeNull();
  });

  it('puts what the signed-in layouts need in one shell chunk, the layouts themselves apart', () => {
    const place = placement();
    for (const file of ['app-shell.tsx', 'drawer.tsx', 'outbox.ts']) expect(place(file), file).toBe('shell');
    expect(place('admin-layout.tsx')).toBeNull();
    expect(place('client-layout.tsx')).toBeNull();
  });

  it('groups small shared modules whose imports are placed too into one parts chunk', () => {
    const place = placement();
    expect(place('badge.tsx')).toBe('parts');
    expect(place('icon.tsx')).toBe('parts');
  });

  it('leaves large shared modules, and small ones importing them, to the default placement by their users', () => {
    const place = placement();
    expect(place('forms.js')).toBeNull();
    expect(place('locale.js')).toBeNull();
    // Small, but its import is not a part: in 'parts' it would make every user of a part load the locale.
    expect(place('dates.js')).toBeNull();
  });

  it('leaves route modules, what only one route module reaches and what only dialogs reach where they are', () => {
    const place = placement();
    for (const file of [
      'admin-page.tsx',
      'progress-page.tsx',
      'campaign-page.tsx',
      'dialog.tsx',
      'only-dialogs.tsx',
    ]) {
      expect(place(file), file).toBeNull();
    }
  });

  it('puts a small module that a page and its dialog share in the parts chunk, not in a file of its own', () => {
    expect(placement()('own-part.tsx')).toBe('parts');
  });

  it('plans again for a new build (a new chunking context)', () => {
    const name = planChunks(ROOT, ROUTES, { signIn: 'login-page.tsx', layouts: [], smallPart: 2_000 });
    expect(name(id('router.tsx'), GRAPH)).toBe('app');
    const other = graph({ 'index.html': { imports: [] }, 'router.tsx': {} });
    expect(name(id('router.tsx'), other)).toBeNull();
  });
});
