import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planChunks } from './chunk-plan';

const ROOT = '/app/src/web';
const id = (file: string) => path.join(ROOT, file);

/** A module graph as Rolldown's chunking context shows it: each module's static imports. */
function graph(modules: Record<string, string[]>) {
  return {
    getModuleInfo(moduleId: string) {
      const entry = Object.entries(modules).find(([file]) => id(file) === moduleId)?.[1];
      return entry ? { importedIds: entry.map(id) } : null;
    },
  };
}

const ROUTES = [
  { path: '/login', modules: ['login-page.tsx'] },
  { path: '/admin', modules: ['admin-layout.tsx', 'admin-page.tsx'] },
  { path: '/dashboard', modules: ['client-layout.tsx', 'progress-page.tsx'] },
];

const GRAPH = graph({
  'index.html': ['main.tsx'],
  'main.tsx': ['router.tsx', 'button.tsx'],
  'router.tsx': [],
  'button.tsx': [],
  'login-page.tsx': ['input.tsx', 'button.tsx'],
  'input.tsx': [],
  'admin-layout.tsx': ['app-shell.tsx'],
  'client-layout.tsx': ['app-shell.tsx', 'outbox.ts', 'input.tsx'],
  'app-shell.tsx': ['drawer.tsx'],
  'drawer.tsx': [],
  'outbox.ts': [],
  'admin-page.tsx': ['forms.js', 'badge.tsx'],
  'progress-page.tsx': ['badge.tsx', 'dates.js'],
  'badge.tsx': [],
  'forms.js': [],
  'dates.js': [],
});

const place = (file: string) =>
  planChunks(ROOT, ROUTES, { signIn: 'login-page.tsx', layouts: ['admin-layout.tsx', 'client-layout.tsx'] })(
    id(file),
    GRAPH,
  );

describe('the web build chunk plan', () => {
  it("puts the entry's static closure and the sign-in page's imports in the app file, the page itself apart", () => {
    for (const file of ['index.html', 'main.tsx', 'router.tsx', 'button.tsx', 'input.tsx']) {
      expect(place(file), file).toBe('app');
    }
    expect(place('login-page.tsx')).toBeNull();
  });

  it('puts what the signed-in layouts need, and the app file has not, in one shell file; the layouts stay apart', () => {
    for (const file of ['app-shell.tsx', 'drawer.tsx', 'outbox.ts']) expect(place(file), file).toBe('shell');
    expect(place('admin-layout.tsx')).toBeNull();
    expect(place('client-layout.tsx')).toBeNull();
  });

  it("leaves pages and what they share to Rolldown's placement by their users", () => {
    for (const file of ['admin-page.tsx', 'progress-page.tsx', 'badge.tsx', 'forms.js', 'dates.js']) {
      expect(place(file), file).toBeNull();
    }
  });

  it('plans again for a new build (a new chunking context)', () => {
    const name = planChunks(ROOT, ROUTES, { signIn: 'login-page.tsx', layouts: [] });
    expect(name(id('router.tsx'), GRAPH)).toBe('app');
    expect(name(id('router.tsx'), graph({ 'index.html': [], 'router.tsx': [] }))).toBeNull();
  });
});
