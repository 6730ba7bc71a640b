import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROOT, findAppRoot, MIGRATIONS_FOLDER, WEB_DIST } from './app-root';

const temp = mkdtempSync(path.join(tmpdir(), 'stories-app-root-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('findAppRoot', () => {
  it('finds the checkout from src/server', () => {
    expect(APP_ROOT).toBe(path.resolve(import.meta.dirname, '../..'));
    expect(MIGRATIONS_FOLDER).toBe(path.join(APP_ROOT, 'drizzle'));
    expect(WEB_DIST).toBe(path.join(APP_ROOT, 'dist/web'));
  });

  it('finds a release folder from the compiled server and from a chunk or CLI below it', () => {
    const release = path.join(temp, 'stories-panel-1.0.0');
    mkdirSync(path.join(release, 'dist/server/cli'), { recursive: true });
    writeFileSync(path.join(release, 'package.json'), '{}');
    expect(findAppRoot(path.join(release, 'dist/server'))).toBe(release);
    expect(findAppRoot(path.join(release, 'dist/server/cli'))).toBe(release);
  });

  it('says so when no folder above has a package.json', () => {
    expect(() => findAppRoot('/')).toThrow(/no package.json/);
  });
});
