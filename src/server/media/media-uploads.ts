import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { MEDIA_TEXTS } from '../../shared/media/media-texts';
import { FINISHED_MEDIA_HEADER, mediaPaths } from '../../shared/media/story-media';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';
import type { Viewer } from '../services/access/viewer';
import { assertCanAttach, storeStoryMedia } from '../services/media/store-story-media';
import type { MediaStorage } from './storage/media-storage';

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
}

/**
 * Resumable uploads of story files (the tus protocol, @tus/server with a FileStore): the bytes are written to
 * the staging folder as they arrive, so a dropped connection resumes where it stopped and memory stays flat
 * whatever the file's size. When the last byte is in, the file is checked, stored and attached to its story
 * (storeStoryMedia), the staged copy is deleted, and the PATCH answers 200 with `{ media }`.
 *
 * Who may do what is decided here, not by tus: creating needs access to the story (metadata `storyId`,
 * optionally `replaces`), and every later request on an upload is refused (404) to anyone but its creator.
 */
export class MediaUploads {
  readonly store: FileStore;
  readonly server: TusServer;
  /** The signed-in viewer of each request being handled (set by the route before tus sees the request). */
  private readonly viewers = new WeakMap<Request, Viewer>();

  constructor(private readonly options: MediaUploadsOptions) {
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
      onResponseError: (_req, err) => toTusError(err, options.logger),
    });
  }

  /** Answers a tus request of `viewer`. */
  async handle(request: Request, viewer: Viewer): Promise<Response> {
    if (request.method === 'HEAD') {
      const finished = await this.finishedAnswer(request, viewer);
      if (finished) return finished;
    }
    this.viewers.set(request, viewer);
    return this.server.handleWeb(request);
  }

  /**
   * A HEAD on an upload that was already stored: the last PATCH's answer may have been lost on the way (a phone
   * losing signal just then), and the client asks where to resume. It is told the upload is complete, with the
   * stored file's id in `X-Story-Media-Id`, instead of a 404 that would make it send the whole file again as a
   * duplicate. Only its creator is told; the record lives as long as staged uploads do (UPLOAD_EXPIRY_MS).
   */
  private async finishedAnswer(request: Request, viewer: Viewer): Promise<Response | null> {
    const uploadId = new URL(request.url).pathname.split('/').pop() ?? '';
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
  }

  private async authorizeCreate(req: Request, upload: Upload) {
    const viewer = this.viewerOf(req);
    const metadata = upload.metadata ?? {};
    if (!metadata.filename) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.missingName);
    if (upload.size === 0) throw new AppError('INVALID_REQUEST', MEDIA_TEXTS.emptyFile);
    await assertCanAttach({
      db: this.options.db,
      viewer,
      storyId: metadata.storyId ?? '',
      replacesMediaId: metadata.replaces || null,
    });
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
    }
  }

  /**
   * Deletes staged uploads past their expiry: unfinished ones (tus's own expiration), and finished ones a
   * process died while storing. Returns how many were removed.
   */
  async sweepStaging(now = Date.now()): Promise<number> {
    let removed = await this.store.deleteExpired();
    const names = await readdir(this.options.stagingDir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith(FINISHED_SUFFIX)) {
        const info = await stat(path.join(this.options.stagingDir, name)).catch(() => null);
        if (info && now - info.mtimeMs > UPLOAD_EXPIRY_MS)
          await rm(path.join(this.options.stagingDir, name), { force: true });
        continue;
      }
      if (!name.endsWith('.json')) continue;
      const id = name.slice(0, -'.json'.length);
      const info = await stat(path.join(this.options.stagingDir, name)).catch(() => null);
      if (info && now - info.mtimeMs > UPLOAD_EXPIRY_MS) {
        await this.store.remove(id).catch(() => {});
        removed += 1;
      }
    }
    return removed;
  }
}

/** Our refusals keep the API's error body and status; anything else is logged and answered as a 500. */
function toTusError(err: Error | { status_code: number; body: string }, logger: Logger) {
  if (err instanceof AppError) return { status_code: err.status, body: JSON.stringify(err.toBody()) };
  if ('status_code' in err && err.status_code < 500) return undefined;
  logger.error({ err }, 'media upload failed');
  return { status_code: 500, body: JSON.stringify(new AppError('INTERNAL').toBody()) };
}
