import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { detectMediaFormat, MEDIA_SNIFF_BYTES } from '../../../shared/media/detect-media-format';
import { MEDIA_FORMATS, MEDIA_MESSAGES, type MediaFormat } from '../../../shared/media/media-types';
import type { Logger } from '../../logger';
import { readFfprobeOutput } from './ffprobe-output';
import { HeicError, readHeicSize } from './heic';
import { defaultMediaBinaries, type MediaBinaries } from './media-binaries';
import { runBinary } from './run-binary';
import { sharp } from './sharp-setup';

/**
 * What a story file is, learnt from its bytes (docs/media.md). The result satisfies MediaFacts
 * (src/shared/media/story-format.ts), so `storyFormatFlags(await probeMedia(file))` gives its warnings.
 */

interface ProbedBase {
  format: MediaFormat;
  /** The MIME type to store and serve the file with, from its format (never the client's declared type). */
  mimeType: string;
  /** The extension to store it under, without the dot ('jpg', 'heic', 'mov'). */
  extension: string;
}

export interface ProbedImage extends ProbedBase {
  kind: 'image';
  /** As displayed: EXIF orientation (JPEG, PNG, WebP) or the HEIF rotation applied. */
  width: number;
  height: number;
  /** Video facts, never set on an image (declared so that they can be read from any ProbedMedia). */
  durationMs?: undefined;
  videoCodec?: undefined;
  audioCodec?: undefined;
  probeFailed: false;
}

export interface ProbedVideo extends ProbedBase {
  kind: 'video';
  /** As displayed (rotation applied); unknown when ffprobe could not run or could not tell. */
  width?: number;
  height?: number;
  durationMs?: number;
  /** ffprobe codec names, e.g. 'h264', 'hevc', 'aac'. */
  videoCodec?: string;
  audioCodec?: string;
  /** ffprobe could not be run (missing, not executable, timed out): only the format is known (PROBE_FAILED). */
  probeFailed: boolean;
}

export type ProbedMedia = ProbedImage | ProbedVideo;

export interface ProbeOptions {
  binaries?: MediaBinaries;
  /** Told when video probing degrades to PROBE_FAILED. */
  logger?: Pick<Logger, 'warn'>;
}

/**
 * A file that is not one of the accepted formats, or too damaged to be one. Its message is the Spanish text
 * for the user; the service that stores story files answers it as an API error (415 UNSUPPORTED_MEDIA).
 */
export class UnsupportedMediaError extends Error {
  override name = 'UnsupportedMediaError';
  /** Why, in English, for the log (never shown to users). */
  readonly reason: string;
  constructor(reason: string) {
    super(MEDIA_MESSAGES.unsupported);
    this.reason = reason;
  }
}

export const FFPROBE_TIMEOUT_MS = 30_000;
const FFPROBE_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/** Options for sharp on untrusted files: refuse broken pixel data, keep the default pixel limit (268 MP). */
export const SHARP_INPUT_OPTIONS = { failOn: 'error', limitInputPixels: true } as const;

/** An absolute `file:` URL-style input for ffmpeg/ffprobe: no name can be taken for an option or protocol. */
export function ffmpegInput(file: string): string {
  return `file:${path.resolve(file)}`;
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(MEDIA_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, MEDIA_SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function base(format: MediaFormat): ProbedBase {
  const info = MEDIA_FORMATS[format];
  return { format, mimeType: info.mimeType, extension: info.extensions[0] };
}

const SHARP_FORMATS: Partial<Record<MediaFormat, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp' };

async function probeImage(file: string, format: MediaFormat): Promise<ProbedImage> {
  if (format === 'heic') {
    try {
      const { width, height } = await readHeicSize(file);
      return { ...base(format), kind: 'image', width, height, probeFailed: false };
    } catch (error) {
      if (error instanceof HeicError) throw new UnsupportedMediaError(`HEIC: ${error.message}`);
      throw error;
    }
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(file, SHARP_INPUT_OPTIONS).metadata();
  } catch (error) {
    throw new UnsupportedMediaError(`${format}: ${(error as Error).message}`);
  }
  if (metadata.format !== SHARP_FORMATS[format]) {
    throw new UnsupportedMediaError(`${format} bytes, but decoded as ${metadata.format}`);
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new UnsupportedMediaError(`${format} without a size`);
  return { ...base(format), kind: 'image', width, height, probeFailed: false };
}

async function probeVideo(file: string, format: MediaFormat, options: ProbeOptions): Promise<ProbedVideo> {
  const binaries = options.binaries ?? defaultMediaBinaries();
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format'];
  // The demuxer is forced: a file that only looks like MP4/MOV is never read as a playlist or another format.
  const run = await runBinary(binaries.ffprobe, [...args, '-f', 'mov', ffmpegInput(file)], {
    timeoutMs: FFPROBE_TIMEOUT_MS,
    maxOutputBytes: FFPROBE_MAX_OUTPUT_BYTES,
  });
  const degraded = (detail: string): ProbedVideo => {
    options.logger?.warn({ file, ffprobe: binaries.ffprobe, detail }, 'video probe failed: PROBE_FAILED');
    return { ...base(format), kind: 'video', probeFailed: true };
  };
  if (run.outcome === 'unavailable' || run.outcome === 'timeout') return degraded(run.detail);
  if (run.outcome === 'failed') throw new UnsupportedMediaError(`ffprobe: ${run.detail}`);

  let output: unknown;
  try {
    output = JSON.parse(run.stdout.toString('utf8'));
  } catch {
    return degraded('ffprobe printed no JSON');
  }
  const { hasVideo, ...facts } = readFfprobeOutput(output);
  if (!hasVideo) throw new UnsupportedMediaError(`${format} without a video stream`);
  return { ...base(format), kind: 'video', ...facts, probeFailed: false };
}

/**
 * The format and facts of a story file, decided from its bytes, never from its name or declared type.
 * Throws UnsupportedMediaError for an empty file, another format, or one its decoder refuses; a video whose
 * probe cannot run (no ffprobe, timeout) is still accepted with `probeFailed: true`. File-system errors
 * (a missing file) are thrown as they are.
 */
export async function probeMedia(file: string, options: ProbeOptions = {}): Promise<ProbedMedia> {
  const head = await readHead(file);
  if (head.length === 0) throw new UnsupportedMediaError('empty file');
  const format = detectMediaFormat(head);
  if (!format) throw new UnsupportedMediaError('unknown signature');
  return MEDIA_FORMATS[format].kind === 'image'
    ? probeImage(file, format)
    : probeVideo(file, format, options);
}
