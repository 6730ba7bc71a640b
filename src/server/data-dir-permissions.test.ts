import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restrictTree } from './data-dir-permissions';

const mode = (p: string) => statSync(p).mode & 0o777;

describe('restrictTree', () => {
  let work: string;
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** A folder 0755 holding a file 0644 and a folder 0777 with a file 0666 (an install from before, PGlite's files). */
  function openTree(root: string) {
    mkdirSync(path.join(root, 'pglite'), { recursive: true });
    writeFileSync(path.join(root, 'auth-secret'), 'x');
    writeFileSync(path.join(root, 'pglite', 'PG_VERSION'), '17');
    chmodSync(path.join(root, 'auth-secret'), 0o644);
    chmodSync(path.join(root, 'pglite', 'PG_VERSION'), 0o666);
    chmodSync(path.join(root, 'pglite'), 0o777);
    chmodSync(root, 0o755);
  }

  it('corrects a DATA_DIR that is a symbolic link (/var/lib/panel → a data disk): the walk starts where it leads', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'stories-permissions-unit-'));
    const disk = path.join(work, 'disk', 'panel');
    openTree(disk);
    const link = path.join(work, 'panel');
    symlinkSync(disk, link);

    expect(await restrictTree(link)).toEqual({ fixed: 4, failed: 0 });
    expect(mode(disk)).toBe(0o700);
    expect(mode(path.join(disk, 'auth-secret'))).toBe(0o600);
    expect(mode(path.join(disk, 'pglite'))).toBe(0o700);
    expect(mode(path.join(disk, 'pglite', 'PG_VERSION'))).toBe(0o600);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it('never follows a link inside it: what the link leads to keeps its modes', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'stories-permissions-unit-'));
    const dataDir = path.join(work, 'data');
    openTree(dataDir);
    const elsewhere = path.join(work, 'shared');
    mkdirSync(elsewhere);
    writeFileSync(path.join(elsewhere, 'public.txt'), 'x');
    chmodSync(path.join(elsewhere, 'public.txt'), 0o644);
    chmodSync(elsewhere, 0o755);
    symlinkSync(elsewhere, path.join(dataDir, 'link-to-shared'));

    expect(await restrictTree(dataDir)).toEqual({ fixed: 4, failed: 0 });
    expect(mode(elsewhere)).toBe(0o755);
    expect(mode(path.join(elsewhere, 'public.txt'))).toBe(0o644);
  });

  it('changes nothing when DATA_DIR does not exist (also through a dangling link)', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'stories-permissions-unit-'));
    expect(await restrictTree(path.join(work, 'missing'))).toEqual({ fixed: 0, failed: 0 });
    symlinkSync(path.join(work, 'missing'), path.join(work, 'dangling'));
    expect(await restrictTree(path.join(work, 'dangling'))).toEqual({ fixed: 0, failed: 0 });
  });
});
