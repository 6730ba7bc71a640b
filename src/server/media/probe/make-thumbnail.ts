import { access } from 'node:fs/promises';
import type { Sharp } from 'sharp';
import type { MediaFormat } from '../../../shared/media/media-types';
import type { Logger } from '../../logger';
import { decodeHeic } from './heic';
import { defaultMediaBinaries, type MediaBinaries } from './media-binaries';
import { ffmpegInput, SHARP_INPUT_OPTIONS } from './probe-media';
import { runBinary } from './run-binary';
import { sharp } from './sharp-setup';

/** The longest side of a thumbnail, in pixels (smaller files keep their size). */
export const THUMBNAIL_MAX_SIDE = 480;
const THUMBNAIL_WEBP_QUALITY = 75;
const SHARP_TIMEOUT_SECONDS = 30;
const FFMPEG_TIMEOUT_MS = 30_000;
/** The poster frame comes out of ffmpeg at twice the thumbnail's size at most, so the pipe stays small. */
const POSTER_MAX_SIDE = THUMBNAIL_MAX_SIDE * 2;
const POSTER_MAX_BYTES = 32 * 1024 * 1024;

export interface Thumbnail {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** What makeThumbnail needs of probeMedia's result (a ProbedMedia is one). */
export interface ThumbnailSource {
  format: MediaFormat;
  durationMs?: number | undefined;
}

export interface ThumbnailOptions {
  binaries?: MediaBinaries;
  /** Told why a thumbnail could not be made. */
  logger?: Pick<Logger, 'warn'>;
}

function toWebp(
  image: Sharp,
  maxSide = THUMBNAIL_MAX_SIDE,
  quality = THUMBNAIL_WEBP_QUALITY,
): Promise<Thumbnail> {
  return image
    .resize({
      width: maxSide,
      height: maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality })
    .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, contentType: 'image/webp', width: info.width, height: info.height }));
}

/** Where the poster frame is taken: 1 s in, or 10 % of the duration when that is earlier; 0 when unknown. */
export function posterFrameSeconds(durationMs: number | undefined): number {
  if (durationMs === undefined || !(durationMs > 0)) return 0;
  return Math.min(1, durationMs / 10_000);
}

/** One frame as PNG on ffmpeg's stdout (ffmpeg applies the video's rotation itself), or why not. */
async function extractFrame(
  file: string,
  seconds: number,
  ffmpeg: string | null,
): Promise<{ png: Buffer } | { error: string }> {
  const run = await runBinary(
    ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-ss',
      seconds.toFixed(3),
      '-f',
      'mov',
      '-i',
      ffmpegInput(file),
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-vf',
      // Within POSTER_MAX_SIDE², never enlarged (the thumbnail keeps a small video's size).
      `scale=w='min(${POSTER_MAX_SIDE},iw)':h='min(${POSTER_MAX_SIDE},ih)':force_original_aspect_ratio=decrease`,
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ],
    { timeoutMs: FFMPEG_TIMEOUT_MS, maxOutputBytes: POSTER_MAX_BYTES },
  );
  if (run.outcome !== 'ok') return { error: `ffmpeg ${run.outcome}: ${run.detail}` };
  if (run.stdout.length === 0) return { error: `ffmpeg gave no frame at ${seconds} s` };
  return { png: run.stdout };
}

async function videoThumbnail(file: string, source: ThumbnailSource, options: ThumbnailOptions) {
  const ffmpeg = (options.binaries ?? defaultMediaBinaries()).ffmpeg;
  const seconds = posterFrameSeconds(source.durationMs);
  let frame = await extractFrame(file, seconds, ffmpeg);
  // Past the last frame (a wrong duration) ffmpeg succeeds with nothing: try the first frame instead.
  if ('error' in frame && seconds > 0) frame = await extractFrame(file, 0, ffmpeg);
  if ('error' in frame) throw new Error(frame.error);
  return toWebp(sharp(frame.png, SHARP_INPUT_OPTIONS));
}

async function heicThumbnail(file: string, maxSide?: number, quality?: number) {
  const { width, height, data } = await decodeHeic(file);
  return toWebp(
    sharp(data, { ...SHARP_INPUT_OPTIONS, raw: { width, height, channels: 4 } }),
    maxSide,
    quality,
  );
}

/**
 * A probed image (not a video) re-encoded as WebP, at most `maxSide` pixels on its longest side, turned as displayed
 * and without its metadata (EXIF, GPS): a proof-of-posting screenshot as stored. Throws when it cannot be decoded.
 */
export function imageAsWebp(
  file: string,
  format: MediaFormat,
  { maxSide, quality }: { maxSide: number; quality: number },
): Promise<Thumbnail> {
  if (format === 'heic') return heicThumbnail(file, maxSide, quality);
  return toWebp(sharp(file, SHARP_INPUT_OPTIONS).autoOrient(), maxSide, quality);
}

/**
 * A WebP thumbnail of a probed story file: at most 480 px on its longest side, turned as displayed (EXIF
 * orientation, HEIF and video rotation). Null when none can be made (ffmpeg missing or failing, a HEIC above
 * HEIC_MAX_PIXELS, pixel data a decoder refuses): the screens then show the kind's icon. It never throws
 * because of the file's content; a missing file is thrown as it is.
 */
export async function makeThumbnail(
  file: string,
  source: ThumbnailSource,
  options: ThumbnailOptions = {},
): Promise<Thumbnail | null> {
  await access(file);
  try {
    if (source.format === 'mp4' || source.format === 'mov')
      return await videoThumbnail(file, source, options);
    if (source.format === 'heic') return await heicThumbnail(file);
    return await toWebp(sharp(file, SHARP_INPUT_OPTIONS).autoOrient());
  } catch (error) {
    options.logger?.warn(
      { file, format: source.format, err: (error as Error).message },
      'no thumbnail: the screens show an icon',
    );
    return null;
  }
}
