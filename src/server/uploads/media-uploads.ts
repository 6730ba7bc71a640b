import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server as TusServer, type Upload } from '@tus/server';
import { formatBytes } from '../../shared/media/format-bytes';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { FINISHED_MEDIA_HEADER, mediaPaths, type StoryMedia } from '../../shared/media/story-media';
import type { Viewer } from '../context/actor';
import type { MediaUploadsPort, RequestBodyUpload } from '../context/app-deps';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';
import type { MediaStorage } from '../media/storage/media-storage';
import {
  deleteStaleMediaUploads,
  findOpenMediaUploads,
  isOpenMediaUpload,
  type MediaUploadLimits,
  touchMediaUpload,
} from '../services/media/media-upload-rows';
import { reserveMediaUpload } from '../services/media/reserve-media-upload';
import { assertCanAttach, storeStoryMedia } from '../services/media/store-story-media';
import { releaseReservation, storeRequestBody } from './store-request-body';

/** An upload not finished within this is deleted from the staging folder (tus `Upload-Expires`). */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60_000;

const FINISHED_SUFFIX = '.finished';

interface FinishedUpload {
  mediaId: string;
  userId: string;
  size: number;
}

export interface MediaUploadsOptions {
  db: Db;
  storage: MediaStorage;
  logger: Logger;
  /** Where uploads are staged until whole (a folder of this instance: DATA_DIR/uploads). */
  stagingDir: string;
  maxBytes: number;
  /** The staging quotas and the idle period after which an unfinished upload is abandoned. */
  limits: Omit<MediaUploadLimits, 'expiryMs'>;
}

/**
 * Resumable uploads of story files (the tus protocol, @tus/server with a FileStore): the bytes are written to
 * the staging folder as they arrive, so a dropped connection resumes where it stopped and memory stays flat
 * whatever the file's size. When the last byte is in, the file is checked, stored and attached to its story
 * (storeStoryMedia), the staged copy is deleted, and the PATCH answers 200 with `{ media }`.
 *
 * Who may do what is decided here, not by tus: creating needs access to the story (metadata `storyId`,
 * optionally `replaces`), and every later request on an upload is refused (404) to anyone but its creator.
 *
 * Staging is bounded: each open upload is a `media_uploads` row holding its declared size, written at creation
 * only if it fits the quotas (reserveMediaUpload, 429 otherwise), touched while bytes arrive, and deleted when
 * the upload is stored, refused, terminated, or idle past `limits.idleMs`. An upload without its row is gone
 * (404), and its staged bytes are deleted by the next sweep (sweepStaging, every `sweepIntervalMs`).
 */
export class MediaUploads implements MediaUploadsPort {
  readonly store: FileStore;
  readonly server: TusServer;
  /** The signed-in viewer of each request being handled (set by the route before tus sees the request). */
  private readonly viewers = new WeakMap<Request, Viewer>();
  /** The upload id a creation request reserved (released again if the creation then fails). */
  private readonly reserved = new WeakMap<Request, string>();
  readonly limits: MediaUploadLimits;

  constructor(private readonly options: MediaUploadsOptions) {
    this.limits = { ...options.limits, expiryMs: UPLOAD_EXPIRY_MS };
    this.store = new FileStore({
      directory: options.stagingDir,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    });
    this.server = new TusServer({
      path: mediaPaths.uploads(),
      datastore: this.store,
      maxSize: options.maxBytes,
      relativeLocation: true,
      // Every terminated or finished upload is removed by us; a client must not delete a finished one.
      disableTerminationForFinishedUploads: true,
      onIncomingRequest: (req, uploadId) => this.checkOwner(req, uploadId),
      onUploadCreate: (req, upload) => this.authorizeCreate(req, upload),
      onUploadFinish: (req, upload) => this.finish(req, upload),
      onResponseError: (req, err) => toTusError(req, err, options),
      // While a long PATCH streams, its upload is marked active this often (so it is never taken as abandoned).
      postReceiveInterval: Math.min(60_000, options.limits.idleMs / 4),
    });
    this.server.on(EVENTS.POST_RECEIVE, (_req, upload) => {
      touchMediaUpload(options.db, { uploadId: upload.id }).catch((err: unknown) =>
        options.logger.warn({ err }, 'media upload: could not mark progress'),
      );
    });
  }

  /** How often the staging folder is swept: a quarter of the idle period, between a minute and an hour. */
  get sweepIntervalMs(): number {
    return Math.min(60 * 60_000, Math.max(60_000, this.limits.idleMs / 4));
  }

  /** Answers a tus request of `viewer`. */
  async handle(request: Request, viewer: Viewer): Promise<Response> {
    if (request.method === 'HEAD') {
      const finished = await this.finishedAnswer(request, viewer);
      if (finished) return finished;
    }
    this.viewers.set(request, viewer);
    let response: Response | undefined;
    try {
      response = await this.server.handleWeb(request);
    } finally {
      // A creation refused, failed or thrown after its reservation (or a finished one, already released): its
      // place is freed now, not after MEDIA_UPLOAD_IDLE_MINUTES.
      const reservedId = this.reserved.get(request);
      if (reservedId && response?.status !== 201) await this.release(reservedId);
    }
    if (request.method === 'DELETE' && response.status === 204) await this.release(uploadIdOf(request));
    return response;
  }

  /** The one-request upload (POST /api/stories/{id}/media), staged within the same quotas: storeRequestBody. */
  storeBody(input: RequestBodyUpload): Promise<StoryMedia> {
    return storeRequestBody({ ...this.options, limits: this.limits }, input);
  }

  private release(uploadId: string): Promise<void> {
    return releaseReservation(this.options, uploadId);
  }

  /**
   * A HEAD on an upload that was already stored: the last PATCH's answer may have been lost on the way (a phone
   * losing signal just then), and the client asks where to resume. It is told the upload is complete, with the
   * stored file's id in `X-Story-Media-Id`, instead of a 404 that would make it send the whole file again as a
   * duplicate. Only its creator is told; the record lives as long as staged uploads do (UPLOAD_EXPIRY_MS).
   */
  private async finishedAnswer(request: Request, viewer: Viewer): Promise<Response | null> {
    const uploadId = uploadIdOf(request);
    if (!/^[\w-]{1,100}$/.test(uploadId)) return null;
    const record = await readFile(this.finishedRecordPath(uploadId), 'utf8')
      .then((text) => JSON.parse(text) as FinishedUpload)
      .catch(() => null);
    if (!record || record.userId !== viewer.userId) return null;
    return new Response(null, {
      status: 200,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(record.size),
        'Upload-Length': String(record.size),
        'Cache-Control': 'no-store',
        [FINISHED_MEDIA_HEADER]: record.mediaId,
      },
    });
  }

  private finishedRecordPath(uploadId: string): string {
    return path.join(this.options.stagingDir, `${uploadId}${FINISHED_SUFFIX}`);
  }

  /** The staged bytes of an upload (while it is in progress or being processed). */
  stagedPath(uploadId: string): string {
    return path.join(this.options.stagingDir, uploadId);
  }

  private viewerOf(req: Request): Viewer {
    const viewer = this.viewers.get(req);
    if (!viewer) throw new AppError('UNAUTHORIZED');
    return viewer;
  }

  private async checkOwner(req: Request, uploadId: string): Promise<void> {
    if (req.method === 'POST') return;
    const viewer = this.viewerOf(req);
    const upload = await this.store.getUpload(uploadId).catch(() => null);
    if (!upload || upload.metadata?.userId !== viewer.userId)
      throw new AppError('NOT_FOUND', MEDIA_TEXTS.uploadNotFound);
    // Still open (not swept as abandoned); a PATCH also marks it active.
    const key = { uploadId, userId: viewer.userId };
    const isOpen =
      req.method === 'PATCH'
        ? await touchMediaUpload(this.options.db, key)
        : await isOpenMediaUpload(this.options.db, key);
    if (!isOpen) throw new AppError('NOT_FOUND', MEDIA_TEXTS.uploadNotFound);
  }

  private async authorizeCreate(req: Request, upload: Upload) {
    const viewer = this.viewerOf(req);
    const metadata = upload.metadata ?? {};
    if (!metadata.filename) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.missingName);
    if (upload.size === undefined) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.uploadLengthRequired);
    if (upload.size === 0) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.emptyFile);
    const storyId = metadata.storyId ?? '';
    await assertCanAttach({
      db: this.options.db,
      viewer,
      storyId,
      replacesMediaId: metadata.replaces || null,
    });
    await reserveMediaUpload({
      db: this.options.db,
      viewer,
      uploadId: upload.id,
      storyId,
      sizeBytes: upload.size,
      limits: this.limits,
    });
    this.reserved.set(req, upload.id);
    // Recorded by the server, never taken from the client: who may resume, and for whom the file is stored.
    return { metadata: { ...metadata, userId: viewer.userId } };
  }

  private async finish(req: Request, upload: Upload) {
    const viewer = this.viewerOf(req);
    const metadata = upload.metadata ?? {};
    try {
      const media = await storeStoryMedia({
        db: this.options.db,
        storage: this.options.storage,
        logger: this.options.logger,
        viewer,
        storyId: metadata.storyId ?? '',
        filePath: this.stagedPath(upload.id),
        originalName: metadata.filename ?? '',
        replacesMediaId: metadata.replaces || null,
      });
      const record: FinishedUpload = { mediaId: media.id, userId: viewer.userId, size: upload.size ?? 0 };
      await writeFile(this.finishedRecordPath(upload.id), JSON.stringify(record)).catch(() => {});
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json', [FINISHED_MEDIA_HEADER]: media.id },
        body: JSON.stringify({ media }),
      };
    } finally {
      // Stored or refused, the staged copy has served: a retry starts a new upload.
      await this.store.remove(upload.id).catch(() => {});
      await this.release(upload.id);
    }
  }

  /**
   * Deletes abandoned uploads: the rows of uploads idle past `limits.idleMs` or expired (on every instance's
   * behalf), then this instance's staged uploads that have no row any more (abandoned, expired, or left by a
   * process that died while storing), and the `.finished` records past the expiry. Returns how many staged
   * uploads were removed.
   */
  async sweepStaging(now = Date.now()): Promise<number> {
    let removed = await this.store.deleteExpired();
    await deleteStaleMediaUploads({ db: this.options.db, limits: this.limits, now: new Date(now) });
    const names = await readdir(this.options.stagingDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith(FINISHED_SUFFIX)) continue;
      const info = await stat(path.join(this.options.stagingDir, name)).catch(() => null);
      if (info && now - info.mtimeMs > UPLOAD_EXPIRY_MS)
        await rm(path.join(this.options.stagingDir, name), { force: true });
    }
    // A row is written before its upload's files, so a staged upload listed here without a row has lost it.
    const staged = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    const open = await findOpenMediaUploads(this.options.db, staged);
    for (const id of staged) {
      if (open.has(id)) continue;
      await this.store.remove(id).catch(() => {});
      removed += 1;
    }
    return removed;
  }
}

/** The upload id at the end of a tus request's path (`/api/uploads/{id}`). */
function uploadIdOf(request: Request): string {
  return new URL(request.url).pathname.split('/').pop() ?? '';
}

/** Our refusals keep the API's error body and status; anything else is logged and answered as a 500. */
function toTusError(
  req: Request,
  err: Error | { status_code: number; body: string },
  { logger, maxBytes }: { logger: Logger; maxBytes: number },
) {
  if (err instanceof AppError) return { status_code: err.status, body: JSON.stringify(err.toBody()) };
  // tus's own refusal of a declared size over MEDIA_MAX_BYTES: our error, naming the file's size and the limit.
  if ('status_code' in err && err.status_code === 413) {
    const declared = Number(req.headers.get('upload-length'));
    const size = Number.isSafeInteger(declared) && declared > maxBytes ? formatBytes(declared) : undefined;
    const tooLarge = new AppError('PAYLOAD_TOO_LARGE', MEDIA_TEXTS.tooLarge(formatBytes(maxBytes), size));
    return { status_code: 413, body: JSON.stringify(tooLarge.toBody()) };
  }
  if ('status_code' in err && err.status_code < 500) return undefined;
  logger.error({ err }, 'media upload failed');
  return { status_code: 500, body: JSON.stringify(new AppError('INTERNAL').toBody()) };
}
