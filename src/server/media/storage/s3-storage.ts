import { pipeline, Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Logger } from '../../logger';
import { ByteCounter, sliceStream } from './byte-streams';
import {
  assertByteRange,
  assertMediaKey,
  assertMediaPrefix,
  type ByteRange,
  isMediaKey,
  MediaNotFoundError,
  type MediaObjectInfo,
  type MediaObjectStat,
  type MediaPutOptions,
  MediaRangeError,
  type MediaStorage,
} from './media-storage';

/** S3 takes at most 1000 keys per DeleteObjects request. */
export const DELETE_BATCH_SIZE = 1000;
/** Multipart upload: parts of 8 MB, 4 in flight, so one put holds about 40 MB at most whatever the file's size. */
export const PART_SIZE = 8 * 1024 * 1024;
export const QUEUE_SIZE = 4;

export interface S3MediaStorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key (`S3_PREFIX`, normalised to '' or 'a/b/'); list results come back without it. */
  keyPrefix?: string;
  /** Keys per ListObjectsV2 page (at most 1000; tests lower it to force pagination). */
  listPageSize?: number;
  /** Multipart part size in bytes (at least 5 MB). */
  partSize?: number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * Objects in an S3-compatible bucket. A put is a multipart upload (lib-storage's `Upload`) that streams the body in
 * parts, or one PutObject when the body is smaller than a part; S3 makes an object visible only when the PutObject
 * or the CompleteMultipartUpload succeeds, so a reader never sees a partial object.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  readonly keyPrefix: string;
  private readonly listPageSize: number;
  private readonly partSize: number;
  private readonly logger: Pick<Logger, 'warn'> | undefined;

  constructor(options: S3MediaStorageOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.keyPrefix = options.keyPrefix ?? '';
    if (this.keyPrefix !== '') assertMediaPrefix(this.keyPrefix);
    this.listPageSize = Math.min(1000, Math.max(1, options.listPageSize ?? 1000));
    this.partSize = options.partSize ?? PART_SIZE;
    this.logger = options.logger;
  }

  async put(key: string, body: Readable, options: MediaPutOptions): Promise<{ size: number }> {
    let upload: Upload | undefined;
    try {
      const objectKey = this.objectKey(key);
      const counter = new ByteCounter(options.contentLength);
      // A body error (or a wrong length) reaches the uploader before the last part is handed over, so neither the
      // single PutObject nor the CompleteMultipartUpload is sent.
      const counted = pipeline(body, counter, () => {});
      upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: objectKey, Body: counted, ContentType: options.contentType },
        queueSize: QUEUE_SIZE,
        partSize: this.partSize,
        // lib-storage would send AbortMultipartUpload itself and, if that fails too, throw its error instead of the
        // cause; the driver aborts below and keeps the cause.
        leavePartsOnError: true,
      });
      await upload.done();
      return { size: counter.bytes };
    } catch (error) {
      body.destroy();
      if (upload?.uploadId) await this.abortMultipartUpload(key, upload.uploadId);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const objectKey = this.objectKey(key);
    if (range) assertByteRange(range);
    let output: GetObjectCommandOutput;
    try {
      output = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (isMissingObject(error)) throw new MediaNotFoundError(key);
      if (range && isS3Error(error, 'InvalidRange', 416)) throw new MediaRangeError(key, range);
      throw error;
    }
    const body = output.Body;
    if (!(body instanceof Readable))
      throw new Error(`GetObject ${objectKey}: the response has no stream body`);
    return range ? exactRange(key, body, range, output.ContentRange, output.ContentLength) : body;
  }

  async stat(key: string): Promise<MediaObjectStat | null> {
    const objectKey = this.objectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    const objectKeys = [...new Set(keys.map((key) => this.objectKey(key)))];
    for (let i = 0; i < objectKeys.length; i += DELETE_BATCH_SIZE) {
      const batch = objectKeys.slice(i, i + DELETE_BATCH_SIZE);
      const output = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const errors = (output.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (errors.length > 0) {
        const first = errors[0];
        throw new Error(
          `DeleteObjects: ${errors.length} of ${batch.length} keys not deleted (first: ${first?.Key} ${first?.Code} ${first?.Message})`,
        );
      }
    }
  }

  async *list(prefix: string): AsyncIterable<MediaObjectInfo> {
    assertMediaPrefix(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.listPageSize },
      { Bucket: this.bucket, Prefix: this.keyPrefix + prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.keyPrefix.length);
        if (!key || !object.Key?.startsWith(this.keyPrefix) || !isMediaKey(key)) continue;
        yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }

  private objectKey(key: string): string {
    return this.keyPrefix + assertMediaKey(key);
  }

  /** Frees the parts of a failed multipart upload; a failure here is logged, never thrown over the cause. */
  private async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          UploadId: uploadId,
        }),
      );
    } catch (error) {
      this.logger?.warn(
        { err: error, key, uploadId },
        'media storage: AbortMultipartUpload failed; the parts stay until the bucket lifecycle rule removes them',
      );
    }
  }
}

/**
 * The requested bytes exactly. Some servers answer a range with more than asked (s3rver answers `bytes=0-0` with
 * the whole object) or ignore Range (200 with everything): the surplus is cut here. A range that does not cover
 * the request is an error.
 */
function exactRange(
  key: string,
  body: Readable,
  range: ByteRange,
  contentRange: string | undefined,
  contentLength: number | undefined,
): Readable {
  const match = contentRange ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(contentRange) : null;
  const sentStart = match ? Number(match[1]) : 0;
  const sentEnd = match ? Number(match[2]) : (contentLength ?? 0) - 1;
  const total = match && match[3] !== '*' ? Number(match[3]) : undefined;
  const end = Math.min(range.end, total !== undefined ? total - 1 : range.end, sentEnd);
  if (sentStart === range.start && sentEnd === end) return body;
  if (range.start > end) {
    body.destroy();
    throw new MediaRangeError(key, range);
  }
  if (sentStart > range.start || sentEnd < end) {
    body.destroy();
    throw new Error(
      `GetObject answered bytes ${sentStart}-${sentEnd} for the range ${range.start}-${range.end}`,
    );
  }
  return sliceStream(body, range.start - sentStart, end - range.start + 1);
}

function isS3Error(error: unknown, name: string, status: number): boolean {
  return (
    error instanceof S3ServiceException && (error.name === name || error.$metadata.httpStatusCode === status)
  );
}

/** NoSuchKey (GET) or a 404 without a body (HEAD); a missing bucket is a configuration error, not a missing object. */
function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'))
  );
}
