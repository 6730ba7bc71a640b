import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from './media-binaries';

/**
 * Story files made at test time (no large binaries in git): images with sharp, videos with the ffmpeg binary.
 * Tests only; each ffmpeg call takes well under a second at these sizes.
 */

const run = promisify(execFile);

/**
 * A 480×640 HEIC (HEVC, 3.6 KB): a diagonal orange (top left) to teal (bottom right) gradient. Made with
 * heif-enc 1.15.1 (Debian bookworm's libheif-examples, x265) from a JPEG drawn by sharp; see fixtures/README.md.
 */
export const HEIC_FIXTURE = fileURLToPath(new URL('./fixtures/portrait-480x640.heic', import.meta.url));

export interface FixtureDir {
  dir: string;
  file(name: string): string;
  remove(): Promise<void>;
}

export async function makeFixtureDir(): Promise<FixtureDir> {
  const dir = await mkdtemp(path.join(tmpdir(), 'media-probe-'));
  return {
    dir,
    file: (name) => path.join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * An image whose left half is red and right half blue as stored, so a test can tell how it was turned. With
 * `orientation`, the EXIF tag is written and the pixels are left as they are.
 */
export async function writeImage(
  file: string,
  options: { width: number; height: number; format: 'jpeg' | 'png' | 'webp' | 'avif'; orientation?: number },
): Promise<string> {
  const { width, height } = options;
  const half = Math.ceil(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: blue, left: half, top: 0 },
  ]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  await image.toFormat(options.format).toFile(file);
  return file;
}

export async function ffmpeg(args: string[]): Promise<void> {
  await run(ffmpegPath(), ['-v', 'error', '-nostdin', '-y', ...args]);
}

/** A test-pattern video with a 440 Hz tone: H.264 + AAC in MP4 by default. */
export async function writeVideo(
  file: string,
  options: {
    size: `${number}x${number}`;
    seconds: number;
    rate?: number;
    videoCodec?: 'libx264' | 'mpeg4';
    audio?: boolean;
    container?: 'mp4' | 'mov';
  },
): Promise<string> {
  const codec = options.videoCodec ?? 'libx264';
  const pattern = `testsrc=size=${options.size}:rate=${options.rate ?? 30}`;
  await ffmpeg([
    ...['-f', 'lavfi', '-i', pattern],
    ...(options.audio === false ? [] : ['-f', 'lavfi', '-i', 'sine=frequency=440']),
    ...['-t', String(options.seconds)],
    ...(codec === 'libx264'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']
      : ['-c:v', codec]),
    ...(options.audio === false ? [] : ['-c:a', 'aac']),
    ...['-f', options.container ?? 'mp4', file],
  ]);
  return file;
}

/** A copy of a video whose player turns it by `degrees` (the rotation phones record), without re-encoding. */
export async function writeRotatedCopy(source: string, file: string, degrees: number): Promise<string> {
  await ffmpeg(['-i', source, '-c', 'copy', '-metadata:s:v:0', `rotate=${degrees}`, file]);
  return file;
}

export async function writeRandomBytes(file: string, size: number, prefix: Uint8Array = new Uint8Array()) {
  await writeFile(file, Buffer.concat([prefix, randomBytes(size)]));
  return file;
}
