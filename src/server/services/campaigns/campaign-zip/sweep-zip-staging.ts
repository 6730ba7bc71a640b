import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A .zip import's staging folder older than this was abandoned by a process that died mid-import. */
export const ZIP_STAGING_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * Removes the import folders under `folder` (stagingDir/campaign-zip) left by a crash: an import always removes
 * its own folder when it ends, so one older than ZIP_STAGING_EXPIRY_MS belongs to no running import. Returns how
 * many were removed.
 */
export async function sweepZipStaging(folder: string, now = Date.now()): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const target = path.join(folder, name);
    const info = await stat(target).catch(() => null);
    if (info && now - info.mtimeMs > ZIP_STAGING_EXPIRY_MS) {
      await rm(target, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
