import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../paths';
import { safeNextPath } from './next-path';

describe('safeNextPath: where a sign-in may return to', () => {
  it.each([
    ['/dashboard/today?story=8f0c7a52-3a41-4f8e-9a55-0c2f1d9b7e10'],
    ['/dashboard'],
    ['/admin/campaigns/abc?storyId=x#comments'],
    [appPaths.clientTodayStory('d&e f')],
  ])('keeps the app path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/dashboard'],
    ['a protocol-relative URL', '//evil.example/dashboard'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/dashboard\\..\\x'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without the leading slash', 'dashboard/today'],
    ['a tab that the URL parser would strip', '/\t/evil.example'],
    ['a line break', '/dashboard\n//evil.example'],
    ['the sign-in page (a loop)', '/login?next=/dashboard'],
    ['the API', '/api/auth/sign-out'],
    ['an empty value', ''],
    ['a missing value', null],
    ['a very long value', `/dashboard?x=${'a'.repeat(600)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('never returns anything that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (tail) => {
        for (const value of [tail, `/${tail}`, `//${tail}`, `/\\${tail}`]) {
          const next = safeNextPath(value);
          if (next === null) continue;
          expect(next.startsWith('/')).toBe(true);
          expect(next.startsWith('//')).toBe(false);
          expect(new URL(next, 'https://panel.example').origin).toBe('https://panel.example');
        }
      }),
    );
  });

  it("builds the sign-in link that carries it, and the reminder's link", () => {
    expect(appPaths.login()).toBe('/login');
    expect(appPaths.login('/dashboard/today?story=s-1')).toBe(
      '/login?next=%2Fdashboard%2Ftoday%3Fstory%3Ds-1',
    );
    expect(appPaths.clientTodayStory('s 1')).toBe('/dashboard/today?story=s+1');
  });
});
