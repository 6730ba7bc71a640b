import { readFile, writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeThumbnail, posterFrameSeconds, type Thumbnail } from './make-thumbnail';
import { probeMedia } from './probe-media';
import {
  type FixtureDir,
  HEIC_FIXTURE,
  makeFixtureDir,
  writeImage,
  writeRotatedCopy,
  writeVideo,
} from './test-fixtures';

let fx: FixtureDir;

beforeAll(async () => {
  fx = await makeFixtureDir();
  await Promise.all([
    writeImage(fx.file('story.jpg'), { width: 1080, height: 1920, format: 'jpeg' }),
    writeImage(fx.file('square.png'), { width: 1080, height: 1080, format: 'png' }),
    writeImage(fx.file('tiny.webp'), { width: 300, height: 200, format: 'webp' }),
    writeImage(fx.file('sideways.jpg'), { width: 640, height: 480, format: 'jpeg', orientation: 6 }),
    writeVideo(fx.file('story.mp4'), { size: '540x960', seconds: 2 }),
    writeVideo(fx.file('short.mp4'), { size: '108x192', seconds: 0.4, audio: false }),
    writeVideo(fx.file('landscape.mov'), {
      size: '640x360',
      seconds: 1,
      videoCodec: 'mpeg4',
      container: 'mov',
    }),
  ]);
  await writeRotatedCopy(fx.file('story.mp4'), fx.file('rotated.mp4'), 90);
}, 60_000);

afterAll(() => fx?.remove());

async function thumbnailOf(file: string): Promise<Thumbnail> {
  const thumbnail = await makeThumbnail(file, await probeMedia(file));
  if (!thumbnail) throw new Error(`no thumbnail for ${file}`);
  return thumbnail;
}

/** What the WebP really holds, decoded again. */
async function decoded(thumbnail: Thumbnail) {
  const image = sharp(thumbnail.data);
  const { format, width, height } = await image.metadata();
  return { format, width, height, pixel: async (x: number, y: number) => pixelAt(image, x, y) };
}

async function pixelAt(image: Sharp, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await image
    .clone()
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

const isRed = ([r, g, b]: [number, number, number]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: [number, number, number]) => b > 200 && r < 60 && g < 60;

describe('makeThumbnail', () => {
  it('makes a WebP of at most 480 px on the long side', async () => {
    const story = await thumbnailOf(fx.file('story.jpg'));
    expect(story).toMatchObject({ contentType: 'image/webp', width: 270, height: 480 });
    expect(await decoded(story)).toMatchObject({ format: 'webp', width: 270, height: 480 });
    expect(await thumbnailOf(fx.file('square.png'))).toMatchObject({ width: 480, height: 480 });
  });

  it('never enlarges a small picture', async () => {
    expect(await thumbnailOf(fx.file('tiny.webp'))).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a picture as its EXIF orientation says', async () => {
    // Stored 640×480, left half red; orientation 6 turns it a quarter clockwise: red on top.
    const thumbnail = await decoded(await thumbnailOf(fx.file('sideways.jpg')));
    expect(thumbnail).toMatchObject({ width: 360, height: 480 });
    expect(isRed(await thumbnail.pixel(180, 40))).toBe(true);
    expect(isBlue(await thumbnail.pixel(180, 440))).toBe(true);
  });

  it('decodes a HEIC', async () => {
    const thumbnail = await thumbnailOf(HEIC_FIXTURE);
    expect(thumbnail).toMatchObject({ contentType: 'image/webp', width: 360, height: 480 });
    // Orange (#e76f51) top left, teal (#2a9d8f) bottom right (fixtures/README.md).
    const image = await decoded(thumbnail);
    const [r0, , b0] = await image.pixel(4, 4);
    const [r1, , b1] = await image.pixel(355, 475);
    expect(r0).toBeGreaterThan(b0 + 80);
    expect(b1).toBeGreaterThan(r1 + 50);
  });

  it('takes a poster frame of a video, turned as the player shows it', async () => {
    expect(await thumbnailOf(fx.file('story.mp4'))).toMatchObject({ width: 270, height: 480 });
    expect(await thumbnailOf(fx.file('rotated.mp4'))).toMatchObject({ width: 480, height: 270 });
    expect(await thumbnailOf(fx.file('landscape.mov'))).toMatchObject({ width: 480, height: 270 });
  });

  it('still finds a frame when the duration it was given is wrong', async () => {
    // Told 10 minutes, ffmpeg seeks 1 s into a 0.4-s video and finds nothing: the first frame is taken.
    const thumbnail = await makeThumbnail(fx.file('short.mp4'), { format: 'mp4', durationMs: 600_000 });
    expect(thumbnail).toMatchObject({ width: 108, height: 192 });
  });

  it('gives null, never an error, when ffmpeg is missing or fails', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const missing = { ffmpeg: fx.file('no-such-ffmpeg'), ffprobe: null };
    expect(
      await makeThumbnail(fx.file('story.mp4'), { format: 'mp4' }, { binaries: missing, logger }),
    ).toBeNull();
    expect(warnings).toHaveLength(1);

    const whole = await readFile(fx.file('story.mp4'));
    await writeFile(fx.file('truncated.mp4'), whole.subarray(0, whole.length / 2));
    expect(await makeThumbnail(fx.file('truncated.mp4'), { format: 'mp4', durationMs: 2_000 })).toBeNull();
  });

  it('gives null for a HEIC it cannot decode', async () => {
    const heic = await readFile(HEIC_FIXTURE);
    await writeFile(fx.file('cut.heic'), heic.subarray(0, 600));
    expect(await makeThumbnail(fx.file('cut.heic'), { format: 'heic' })).toBeNull();
  });

  it('throws a missing file as it is', async () => {
    await expect(makeThumbnail(fx.file('nothing-here.jpg'), { format: 'jpeg' })).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('posterFrameSeconds', () => {
  it('is 1 s in, or 10 % of a short video, or the start when the duration is unknown', () => {
    expect(posterFrameSeconds(30_000)).toBe(1);
    expect(posterFrameSeconds(10_000)).toBe(1);
    expect(posterFrameSeconds(4_000)).toBe(0.4);
    expect(posterFrameSeconds(undefined)).toBe(0);
    expect(posterFrameSeconds(0)).toBe(0);
  });
});
