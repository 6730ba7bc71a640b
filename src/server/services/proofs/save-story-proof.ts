import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  PROOF_MAX_BYTES,
  PROOF_MAX_SIDE,
  PROOF_TEXTS,
  parseInstagramLink,
  type StoryProof,
} from '../../../shared/proofs/story-proof';
import type { Actor, Viewer } from '../../context/actor';
import type { Db, Executor } from '../../db/client';
import { storyProofs } from '../../db/schema/proofs';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { imageAsWebp } from '../../media/probe/make-thumbnail';
import { probeMedia } from '../../media/probe/probe-media';
import { stageRequestBody } from '../../media/stage-request-body';
import type { MediaStorage } from '../../media/storage/media-storage';
import { recordAudit } from '../audit/record-audit';
import { assertOwnedStory } from '../media/owned-story';
import { toStoryProof } from './proof-dto';

/** Where proof screenshots live in the media storage (apart from story files: media/; swept by sweepOrphanProofs). */
export const PROOF_KEY_PREFIX = 'proofs/';
const WEBP_QUALITY = 80;

export interface ProofAuthor {
  viewer: Viewer;
  actor: Actor;
  name: string;
}

/**
 * PUT /api/stories/{id}/proof/screenshot: the body (an image, ≤ PROOF_MAX_BYTES) is staged to disk, decoded from
 * its bytes (never its name or type header), re-encoded as WebP at most PROOF_MAX_SIDE px without its metadata, and
 * stored under a new key; then the story's proof row is replaced under a lock on the story. The replaced screenshot
 * is deleted after the commit; a new one whose row could not be written is deleted at once (the sweep catches what
 * a dead process leaves).
 */
export async function saveProofScreenshot({
  db,
  storage,
  logger,
  stagingDir,
  author,
  storyId,
  body,
}: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  stagingDir: string;
  author: ProofAuthor;
  storyId: string;
  body: ReadableStream<Uint8Array> | null;
}): Promise<StoryProof> {
  await assertOwnedStory(db, { viewer: author.viewer, storyId });
  const staged = await stageRequestBody(body, { stagingDir, maxBytes: PROOF_MAX_BYTES }).catch(
    (err: unknown) => {
      if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE')
        throw new AppError('PAYLOAD_TOO_LARGE', PROOF_TEXTS.tooLarge);
      throw err;
    },
  );
  let image: Awaited<ReturnType<typeof imageAsWebp>>;
  try {
    const facts = await probeMedia(staged.filePath).catch(() => null);
    if (facts?.kind !== 'image') throw new AppError('UNSUPPORTED_MEDIA', PROOF_TEXTS.notImage);
    image = await imageAsWebp(staged.filePath, facts.format, {
      maxSide: PROOF_MAX_SIDE,
      quality: WEBP_QUALITY,
    }).catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA', PROOF_TEXTS.notImage);
    });
  } finally {
    await rm(staged.filePath, { force: true });
  }
  const id = randomUUID();
  const key = `${PROOF_KEY_PREFIX}${storyId}/${id}.webp`;
  await storage.put(key, Readable.from(image.data), {
    contentType: 'image/webp',
    contentLength: image.data.length,
  });
  try {
    const { proof, replacedKey } = await replaceProof(db, author, storyId, {
      id,
      kind: 'screenshot',
      linkUrl: null,
      storageKey: key,
      width: image.width,
      height: image.height,
    });
    await deleteObject(storage, logger, replacedKey);
    return proof;
  } catch (err) {
    await deleteObject(storage, logger, key);
    throw err;
  }
}

/** PUT /api/stories/{id}/proof/link: the story's Instagram link (parseInstagramLink) replaces its proof. */
export async function saveProofLink({
  db,
  storage,
  logger,
  author,
  storyId,
  link,
}: {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  author: ProofAuthor;
  storyId: string;
  link: string;
}): Promise<StoryProof> {
  const linkUrl = parseInstagramLink(link);
  if (!linkUrl)
    throw new AppError('INVALID_REQUEST', PROOF_TEXTS.badLink, [
      { path: 'link', message: PROOF_TEXTS.badLink },
    ]);
  const { proof, replacedKey } = await replaceProof(db, author, storyId, {
    id: randomUUID(),
    kind: 'link',
    linkUrl,
    storageKey: null,
    width: null,
    height: null,
  });
  await deleteObject(storage, logger, replacedKey);
  return proof;
}

type ProofFields = Pick<
  typeof storyProofs.$inferInsert,
  'id' | 'kind' | 'linkUrl' | 'storageKey' | 'width' | 'height'
>;

/** One transaction: the story locked (owned, else 404), the old proof's key read, the new proof written, audited. */
async function replaceProof(db: Db, author: ProofAuthor, storyId: string, fields: ProofFields) {
  const role = author.viewer.isAdmin ? ('admin' as const) : ('client' as const);
  return db.transaction(async (tx) => {
    await assertOwnedStory(tx, { viewer: author.viewer, storyId, lock: true });
    const replacedKey = await proofKeyOf(tx, storyId);
    const values = {
      ...fields,
      createdById: author.viewer.userId,
      createdByName: author.name,
      createdByRole: role,
      createdAt: new Date(),
    };
    const [row] = await tx
      .insert(storyProofs)
      .values({ storyId, ...values })
      .onConflictDoUpdate({ target: storyProofs.storyId, set: values })
      .returning();
    await recordAudit(tx, {
      event: 'story.proof_attached',
      userId: author.actor.userId,
      email: author.actor.email,
      ip: author.actor.ip,
      details: { storyId, kind: fields.kind, role },
    });
    return { proof: toStoryProof(row!), replacedKey };
  });
}

export async function proofKeyOf(tx: Executor, storyId: string): Promise<string | null> {
  const [old] = await tx
    .select({ key: storyProofs.storageKey })
    .from(storyProofs)
    .where(eq(storyProofs.storyId, storyId));
  return old?.key ?? null;
}

export async function deleteObject(storage: MediaStorage, logger: Logger, key: string | null): Promise<void> {
  if (!key) return;
  await storage.delete([key]).catch((err: unknown) => {
    logger.warn({ err, key }, 'proof: screenshot not deleted (the sweep will)');
  });
}
