import path from 'node:path';
import type { MediaDeps } from '../context/app-deps';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { LocalMediaStorage } from '../media/storage/local-storage';
import { sweepZipStaging } from '../services/campaigns/campaign-zip/sweep-zip-staging';
import { CAMPAIGN_ZIP_STAGING_FOLDER } from '../services/campaigns/import-campaign-zip';
import { sweepOrphanMedia } from '../services/media/sweep-orphan-media';
import { sweepOrphanProofs } from '../services/proofs/sweep-orphan-proofs';

/** How often storage and the staging folder are swept (objects younger than an hour are never touched). */
export const MEDIA_SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * One sweep: storage objects no row names (story files and proof screenshots), expired or abandoned staged uploads and .zip imports, stale temporary
 * files.
 */
export async function runMediaSweep(db: Db, media: MediaDeps) {
  const orphans =
    (await sweepOrphanMedia({ db, storage: media.storage })) +
    (await sweepOrphanProofs({ db, storage: media.storage }));
  const staged =
    (await media.uploads.sweepStaging()) +
    (await sweepZipStaging(path.join(media.stagingDir, CAMPAIGN_ZIP_STAGING_FOLDER)));
  // Local storage's half-written files of a put a crash interrupted (S3 aborts its own multipart uploads).
  const temp = media.storage instanceof LocalMediaStorage ? await media.storage.removeStaleTempFiles() : 0;
  return { orphans, staged, temp };
}

/** Sweeps now and then every interval; returns a stop function. Safe on every instance at once. */
export function startMediaSweep(
  db: Db,
  media: MediaDeps,
  logger: Logger,
  intervalMs = MEDIA_SWEEP_INTERVAL_MS,
) {
  const run = () =>
    runMediaSweep(db, media)
      .then((removed) => {
        if (removed.orphans + removed.staged + removed.temp > 0) logger.info({ removed }, 'media sweep');
      })
      .catch((err) => logger.error({ err }, 'media sweep failed'));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  // Abandoned resumable uploads (idle past MEDIA_UPLOAD_IDLE_MINUTES) are swept sooner than the rest.
  const sweepUploads = () =>
    media.uploads
      .sweepStaging()
      .then((staged) => {
        if (staged > 0) logger.info({ removed: { staged } }, 'upload staging sweep');
      })
      .catch((err) => logger.error({ err }, 'upload staging sweep failed'));
  const uploadsTimer =
    media.uploads.sweepIntervalMs < intervalMs
      ? setInterval(sweepUploads, media.uploads.sweepIntervalMs)
      : null;
  uploadsTimer?.unref();
  return () => {
    clearInterval(timer);
    if (uploadsTimer) clearInterval(uploadsTimer);
  };
}
