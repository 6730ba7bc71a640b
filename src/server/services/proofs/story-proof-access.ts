import { eq } from 'drizzle-orm';
import { PROOF_TEXTS, type StoryProof } from '../../../shared/proofs/story-proof';
import type { Viewer } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { storyProofs } from '../../db/schema/proofs';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import type { MediaStorage } from '../../media/storage/media-storage';
import { recordAudit } from '../audit/record-audit';
import { assertOwnedStory } from '../media/owned-story';
import { toStoryProof } from './proof-dto';
import { deleteObject, type ProofAuthor, proofKeyOf } from './save-story-proof';

/** GET /api/stories/{id}/proof: the story's proof (null: none), for its client or an admin (404 otherwise). */
export async function getStoryProof({
  db,
  viewer,
  storyId,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
}): Promise<StoryProof | null> {
  await assertOwnedStory(db, { viewer, storyId });
  const [row] = await db.select().from(storyProofs).where(eq(storyProofs.storyId, storyId));
  return row ? toStoryProof(row) : null;
}

/** The screenshot's object of a proof the viewer may read (404 when none, or not theirs). */
export async function proofScreenshotOf({
  db,
  viewer,
  storyId,
}: {
  db: Executor;
  viewer: Viewer;
  storyId: string;
}): Promise<{ key: string; etag: string }> {
  await assertOwnedStory(db, { viewer, storyId });
  const [row] = await db
    .select({ id: storyProofs.id, key: storyProofs.storageKey })
    .from(storyProofs)
    .where(eq(storyProofs.storyId, storyId));
  if (!row?.key) throw new AppError('NOT_FOUND', PROOF_TEXTS.notFound);
  return { key: row.key, etag: row.id };
}

/** DELETE /api/stories/{id}/proof: removes the proof (and its screenshot, after the commit); none: a no-op. */
export async function deleteStoryProof({
  db,
  storage,
  logger,
  author,
  storyId,
}: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  author: ProofAuthor;
  storyId: string;
}): Promise<void> {
  const key = await db.transaction(async (tx) => {
    await assertOwnedStory(tx, { viewer: author.viewer, storyId, lock: true });
    const old = await proofKeyOf(tx, storyId);
    const removed = await tx
      .delete(storyProofs)
      .where(eq(storyProofs.storyId, storyId))
      .returning({ kind: storyProofs.kind });
    if (removed.length > 0) {
      await recordAudit(tx, {
        event: 'story.proof_removed',
        userId: author.actor.userId,
        email: author.actor.email,
        ip: author.actor.ip,
        details: { storyId, role: author.viewer.isAdmin ? 'admin' : 'client' },
      });
    }
    return old;
  });
  await deleteObject(storage, logger, key);
}
