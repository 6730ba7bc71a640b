import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffprobe from '@ffprobe-installer/ffprobe';
import sharp from 'sharp';
import type { MediaFetch } from './types';

/**
 * What Meta does when a container is created: it downloads `image_url` / `video_url` itself, so the panel's media
 * URL must really be reachable from outside (IGP/content-publishing), and the container ends in ERROR when it is
 * not, or when the file is not a story Instagram takes. The double really fetches the URL too, so a test catches a
 * presigned URL that has expired, a wrong host, or a 1:1 image sent as a story.
 */

const run = promisify(execFile);

/** How long the double waits for the media server (a bound for a hung test server, not Meta's number). */
export const DOWNLOAD_TIMEOUT_MS = 10_000;
const FFPROBE_TIMEOUT_MS = 30_000;
/** Meta's image limit for content publishing (IGP/reference/ig-user/media: JPEG, 8 MB). */
const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** No Meta source for story video limits was found [U]; 100 MB bounds the test's memory, nothing more. */
const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Width/height within 1% of 9:16. */
const STORY_RATIO = 9 / 16;
const RATIO_TOLERANCE = 0.01;

export const DOWNLOAD_FAILED = "Media download has failed. The media URI doesn't meet our requirements.";
const BAD_RATIO = 'The aspect ratio is not supported.';

type Size = { width: number; height: number } | { error: string };

/** Downloads and checks a container's media; never throws (every failure is the container's ERROR). */
export async function inspectMedia(
  url: string,
  mediaType: 'IMAGE' | 'VIDEO',
  signal: AbortSignal,
): Promise<MediaFetch> {
  const result: MediaFetch = { url };
  let body: Buffer;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS)]),
    });
    result.httpStatus = response.status;
    const contentType = response.headers.get('content-type');
    if (contentType) result.contentType = contentType;
    if (!response.ok) {
      await response.body?.cancel();
      return { ...result, error: DOWNLOAD_FAILED };
    }
    body = Buffer.from(await response.arrayBuffer());
  } catch {
    return { ...result, error: DOWNLOAD_FAILED };
  }
  result.bytes = body.length;
  const limit = mediaType === 'IMAGE' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
  if (body.length > limit) return { ...result, error: `The ${mediaType.toLowerCase()} is too large.` };
  const size = mediaType === 'IMAGE' ? await imageSize(body) : await videoSize(body, signal);
  if ('error' in size) return { ...result, error: size.error };
  const checked = { ...result, width: size.width, height: size.height };
  const ratio = size.width / size.height;
  return Math.abs(ratio - STORY_RATIO) / STORY_RATIO <= RATIO_TOLERANCE
    ? checked
    : { ...checked, error: BAD_RATIO };
}

/**
 * Meta's reference takes JPEG only for images; PNG is let through too (the brief of this double: the panel may
 * send either), anything else is an unsupported format. The size is as displayed (EXIF orientation applied).
 */
async function imageSize(body: Buffer): Promise<Size> {
  const unsupported = { error: 'The image format is not supported. Only JPEG (or PNG) images are accepted.' };
  try {
    const metadata = await sharp(body, { failOn: 'error' }).metadata();
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') return unsupported;
    const { width, height } = metadata.autoOrient;
    return width > 0 && height > 0 ? { width, height } : unsupported;
  } catch {
    return unsupported;
  }
}

interface ProbeOutput {
  streams?: {
    width?: number;
    height?: number;
    side_data_list?: { rotation?: number }[];
    tags?: { rotate?: string };
  }[];
}

/** ffprobe reads a file, not a buffer: the bytes go to a temporary folder that is always removed. */
async function videoSize(body: Buffer, signal: AbortSignal): Promise<Size> {
  const unsupported = { error: 'The video format is not supported.' };
  const folder = await mkdtemp(path.join(tmpdir(), 'instagram-double-'));
  try {
    const file = path.join(folder, 'media');
    await writeFile(file, body);
    const args = ['-v', 'error', '-select_streams', 'v:0', '-of', 'json'];
    const entries = 'stream=width,height:stream_side_data=rotation:stream_tags=rotate';
    const { stdout } = await run(ffprobe.path, [...args, '-show_entries', entries, `file:${file}`], {
      timeout: FFPROBE_TIMEOUT_MS,
      signal,
    });
    const stream = (JSON.parse(stdout) as ProbeOutput).streams?.[0];
    if (!stream?.width || !stream.height) return unsupported;
    const rotation = stream.side_data_list?.find((side) => side.rotation !== undefined)?.rotation;
    const turned = Math.abs(rotation ?? Number(stream.tags?.rotate ?? 0)) % 180 === 90;
    return turned
      ? { width: stream.height, height: stream.width }
      : { width: stream.width, height: stream.height };
  } catch {
    return unsupported;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
