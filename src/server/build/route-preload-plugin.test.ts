import { describe, expect, it } from 'vitest';
import { type ChunkLike, routePreloadsOf } from './route-preload-plugin';

const chunk = (fileName: string, imports: string[], facade: string | null, isEntry = false): ChunkLike => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId: facade,
  imports,
});

describe('routePreloadsOf', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], '/web/main.tsx', true),
    chunk('assets/react.js', [], null),
    chunk('assets/layout.js', ['assets/react.js', 'assets/nav.js'], '/web/app/layout.tsx'),
    chunk('assets/nav.js', ['assets/react.js'], null),
    chunk('assets/page.js', ['assets/nav.js', 'assets/form.js'], '/web/app/page.tsx'),
    chunk('assets/form.js', ['assets/page.js'], null),
  ];

  it("lists a route's module chunks and their static imports in load order, without the entry's closure", () => {
    expect(
      routePreloadsOf(chunks, '/web', [{ path: '/x', modules: ['app/layout.tsx', 'app/page.tsx'] }]),
    ).toEqual([
      { path: '/x', files: ['assets/layout.js', 'assets/nav.js', 'assets/page.js', 'assets/form.js'] },
    ]);
  });

  it("passes on the route's data paths, in order, and leaves them out when there are none", () => {
    expect(
      routePreloadsOf(chunks, '/web', [
        { path: '/x/:id', modules: ['app/page.tsx'], data: ['/api/me', '/api/x/:id'] },
        { path: '/y', modules: ['app/page.tsx'], data: [] },
      ]),
    ).toEqual([
      {
        path: '/x/:id',
        files: ['assets/page.js', 'assets/nav.js', 'assets/form.js'],
        data: ['/api/me', '/api/x/:id'],
      },
      { path: '/y', files: ['assets/page.js', 'assets/nav.js', 'assets/form.js'] },
    ]);
  });

  it('fails the build when a module of the table has no chunk of its own (a renamed or removed page)', () => {
    expect(() => routePreloadsOf(chunks, '/web', [{ path: '/y', modules: ['app/gone.tsx'] }])).toThrow(
      /app\/gone\.tsx/,
    );
  });

  it('finds a route module that is not a facade in the chunk that holds it', () => {
    const grouped = [
      chunk('assets/index.js', [], '/web/main.tsx', true),
      { ...chunk('assets/parts.js', ['assets/nav.js'], null), moduleIds: ['/web/app/page.tsx', '/web/x.ts'] },
      chunk('assets/nav.js', [], null),
    ];
    expect(routePreloadsOf(grouped, '/web', [{ path: '/x', modules: ['app/page.tsx'] }])).toEqual([
      { path: '/x', files: ['assets/parts.js', 'assets/nav.js'] },
    ]);
  });
});
