import { inArray } from 'drizzle-orm';
import { isBackupRunning } from '../../backup/backup-hold';
import type { Db } from '../../db/client';
import { storyProofs } from '../../db/schema/proofs';
import type { MediaStorage } from '../../media/storage/media-storage';
import { ORPHAN_GRACE_MS } from '../media/sweep-orphan-media';
import { PROOF_KEY_PREFIX } from './save-story-proof';

/**
 * Deletes proof screenshots (proofs/…) that no story_proofs row names and that are older than the grace period:
 * left by a process that died between storing a screenshot and writing its row, or after a failed delete of a
 * replaced one. Each key is unique to one proof (never shared), so a key no row names now is never named again.
 * Nothing while a backup runs. Returns how many were deleted.
 */
export async function sweepOrphanProofs({
  db,
  storage,
  now = new Date(),
  graceMs = ORPHAN_GRACE_MS,
}: {
  db: Db;
  storage: MediaStorage;
  now?: Date;
  graceMs?: number;
}): Promise<number> {
  const cutoff = now.getTime() - graceMs;
  const old: string[] = [];
  for await (const object of storage.list(PROOF_KEY_PREFIX)) {
    if (object.modifiedAt.getTime() < cutoff) old.push(object.key);
  }
  let deleted = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const named = new Set(
      (
        await db
          .select({ key: storyProofs.storageKey })
          .from(storyProofs)
          .where(inArray(storyProofs.storageKey, batch))
      ).map((row) => row.key),
    );
    const orphans = batch.filter((key) => !named.has(key));
    if (orphans.length === 0 || (await isBackupRunning(db))) continue;
    await storage.delete(orphans);
    deleted += orphans.length;
  }
  return deleted;
}
