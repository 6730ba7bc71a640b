import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sweepZipStaging, ZIP_STAGING_EXPIRY_MS } from './sweep-zip-staging';

describe('sweepZipStaging', () => {
  it('removes the import folders a crash left behind, and only those older than a day', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'zip-staging-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const old = path.join(folder, 'abandonada');
    const running = path.join(folder, 'en-curso');
    for (const dir of [old, running]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'plain-1'), 'x');
    }
    const past = (Date.now() - ZIP_STAGING_EXPIRY_MS - 60_000) / 1000;
    utimesSync(old, past, past);
    expect(await sweepZipStaging(folder)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(path.join(running, 'plain-1'))).toBe(true);
    expect(await sweepZipStaging(path.join(folder, 'no-existe'))).toBe(0);
  });
});
