import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyFormatFlags } from '../../../shared/media/story-format';
import { resolveMediaBinaries } from './media-binaries';
import { probeMedia, UnsupportedMediaError } from './probe-media';
import {
  type FixtureDir,
  ffmpeg,
  HEIC_FIXTURE,
  makeFixtureDir,
  writeImage,
  writeRandomBytes,
  writeRotatedCopy,
  writeVideo,
} from './test-fixtures';

const UNSUPPORTED = 'El archivo no es una imagen ni un vídeo admitido (JPEG, PNG, WebP, HEIC, MP4 o MOV).';
const flagCodes = async (file: string) => storyFormatFlags(await probeMedia(file)).map((flag) => flag.code);

let fx: FixtureDir;

beforeAll(async () => {
  fx = await makeFixtureDir();
  await Promise.all([
    writeImage(fx.file('story.jpg'), { width: 1080, height: 1920, format: 'jpeg' }),
    writeImage(fx.file('square.png'), { width: 1080, height: 1080, format: 'png' }),
    writeImage(fx.file('small.webp'), { width: 720, height: 1280, format: 'webp' }),
    writeImage(fx.file('sideways.jpg'), { width: 1920, height: 1080, format: 'jpeg', orientation: 6 }),
    writeImage(fx.file('picture.avif'), { width: 64, height: 64, format: 'avif' }),
    writeVideo(fx.file('story.mp4'), { size: '1080x1920', seconds: 2 }),
    writeVideo(fx.file('landscape.mov'), {
      size: '1280x720',
      seconds: 2,
      videoCodec: 'mpeg4',
      audio: false,
      container: 'mov',
    }),
    writeVideo(fx.file('long.mp4'), { size: '108x192', seconds: 61, rate: 1, audio: false }),
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac', fx.file('song.m4a')]),
  ]);
  await writeRotatedCopy(fx.file('story.mp4'), fx.file('rotated.mp4'), 90);
}, 60_000);

afterAll(() => fx?.remove());

describe('probeMedia: images', () => {
  it('reads a JPEG, a PNG and a WebP from their bytes', async () => {
    expect(await probeMedia(fx.file('story.jpg'))).toEqual({
      format: 'jpeg',
      kind: 'image',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      width: 1080,
      height: 1920,
      probeFailed: false,
    });
    expect(await probeMedia(fx.file('square.png'))).toMatchObject({
      format: 'png',
      width: 1080,
      height: 1080,
    });
    expect(await probeMedia(fx.file('small.webp'))).toMatchObject({
      format: 'webp',
      mimeType: 'image/webp',
      width: 720,
      height: 1280,
    });
  });

  it('lets a caller read the video facts of any file (absent on an image)', async () => {
    const facts = await probeMedia(fx.file('story.jpg'));
    expect([facts.durationMs, facts.videoCodec, facts.audioCodec]).toEqual([undefined, undefined, undefined]);
  });

  it('gives the size as displayed when the EXIF orientation turns the picture', async () => {
    expect(await probeMedia(fx.file('sideways.jpg'))).toMatchObject({ width: 1080, height: 1920 });
    expect(await flagCodes(fx.file('sideways.jpg'))).toEqual([]);
  });

  it('ignores the name: a PNG named .jpg is a PNG', async () => {
    await copyFile(fx.file('square.png'), fx.file('misnamed.jpg'));
    expect(await probeMedia(fx.file('misnamed.jpg'))).toMatchObject({ format: 'png', extension: 'png' });
  });

  it('reads a HEIC with heic-decode', async () => {
    expect(await probeMedia(HEIC_FIXTURE)).toEqual({
      format: 'heic',
      kind: 'image',
      mimeType: 'image/heic',
      extension: 'heic',
      width: 480,
      height: 640,
      probeFailed: false,
    });
    expect(await flagCodes(HEIC_FIXTURE)).toEqual(['ASPECT_RATIO', 'LOW_RESOLUTION']);
  });

  it('gives the flags of each picture', async () => {
    expect(await flagCodes(fx.file('story.jpg'))).toEqual([]);
    expect(await flagCodes(fx.file('square.png'))).toEqual(['ASPECT_RATIO']);
    expect(await flagCodes(fx.file('small.webp'))).toEqual(['LOW_RESOLUTION']);
  });
});

describe('probeMedia: videos', () => {
  it('reads an H.264/AAC MP4 with ffprobe', async () => {
    expect(await probeMedia(fx.file('story.mp4'))).toEqual({
      format: 'mp4',
      kind: 'video',
      mimeType: 'video/mp4',
      extension: 'mp4',
      width: 1080,
      height: 1920,
      durationMs: 2_000,
      videoCodec: 'h264',
      audioCodec: 'aac',
      probeFailed: false,
    });
    expect(await flagCodes(fx.file('story.mp4'))).toEqual([]);
  });

  it('reads a QuickTime MOV and flags its shape and codec', async () => {
    const facts = await probeMedia(fx.file('landscape.mov'));
    expect(facts).toMatchObject({
      format: 'mov',
      mimeType: 'video/quicktime',
      width: 1280,
      height: 720,
      videoCodec: 'mpeg4',
    });
    expect(facts).not.toHaveProperty('audioCodec');
    expect(storyFormatFlags(facts).map((flag) => flag.message)).toEqual([
      'La proporción es 16:9 (1280×720); las historias de Instagram son 9:16 (vertical).',
      'El archivo usa vídeo MPEG-4 Part 2; Instagram admite vídeo H.264 o HEVC con audio AAC: conviértelo antes de publicarlo.',
    ]);
  });

  it('swaps width and height of a rotated video', async () => {
    expect(await probeMedia(fx.file('rotated.mp4'))).toMatchObject({ width: 1920, height: 1080 });
  });

  it('flags a video longer than 60 s with its duration', async () => {
    const facts = await probeMedia(fx.file('long.mp4'));
    expect(facts).toMatchObject({ durationMs: 61_000 });
    expect(storyFormatFlags(facts)).toContainEqual({
      code: 'TOO_LONG',
      message: 'El vídeo dura 1:01; cada historia muestra como máximo 60 s: Instagram lo cortará en varias.',
    });
  });

  it('accepts a video it cannot analyse when ffprobe is missing or not executable, flagged PROBE_FAILED', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) };
    const missing = { ffmpeg: null, ffprobe: fx.file('no-such-ffprobe') };
    const facts = await probeMedia(fx.file('story.mp4'), { binaries: missing, logger });
    expect(facts).toEqual({
      format: 'mp4',
      kind: 'video',
      mimeType: 'video/mp4',
      extension: 'mp4',
      probeFailed: true,
    });
    expect(storyFormatFlags(facts)).toEqual([
      {
        code: 'PROBE_FAILED',
        message: 'No se pudo analizar el vídeo; revisa el formato antes de publicarlo.',
      },
    ]);
    expect(warnings).toHaveLength(1);

    await writeFile(fx.file('not-executable'), '#!/bin/sh\necho {}\n', { mode: 0o644 });
    const notExecutable = { ffmpeg: null, ffprobe: fx.file('not-executable') };
    expect(await probeMedia(fx.file('landscape.mov'), { binaries: notExecutable })).toMatchObject({
      format: 'mov',
      probeFailed: true,
    });
    expect(
      await probeMedia(fx.file('story.mp4'), { binaries: { ffmpeg: null, ffprobe: null } }),
    ).toMatchObject({
      probeFailed: true,
    });
    const notOnPath = { ffmpeg: null, ffprobe: 'no-such-ffprobe-on-the-path' };
    expect(await probeMedia(fx.file('story.mp4'), { binaries: notOnPath })).toMatchObject({
      probeFailed: true,
    });
  });

  it('uses the configured ffprobe', async () => {
    const binaries = resolveMediaBinaries({ FFPROBE_PATH: fx.file('no-such-ffprobe') });
    expect(await probeMedia(fx.file('story.mp4'), { binaries })).toMatchObject({ probeFailed: true });
  });
});

describe('probeMedia: files it refuses', () => {
  const refuses = async (file: string) => {
    const error = await probeMedia(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedMediaError);
    expect((error as UnsupportedMediaError).message).toBe(UNSUPPORTED);
    return (error as UnsupportedMediaError).reason;
  };

  it('refuses an empty file, a text file and random bytes, whatever their names', async () => {
    await writeFile(fx.file('empty.jpg'), '');
    expect(await refuses(fx.file('empty.jpg'))).toBe('empty file');
    await writeFile(fx.file('notes.mp4'), 'Esto no es un vídeo.\n');
    expect(await refuses(fx.file('notes.mp4'))).toBe('unknown signature');
    await writeRandomBytes(fx.file('noise.jpg'), 4096);
    expect(await refuses(fx.file('noise.jpg'))).toBe('unknown signature');
  });

  it('refuses a file whose signature is right but whose content is not', async () => {
    await writeRandomBytes(fx.file('fake.jpg'), 4096, Uint8Array.of(0xff, 0xd8, 0xff, 0xe0));
    expect(await refuses(fx.file('fake.jpg'))).toMatch(/^jpeg: /);
    const ftypQt = Buffer.from('00000014667479707174202000000000717420200000', 'hex');
    await writeRandomBytes(fx.file('fake.mov'), 4096, ftypQt);
    expect(await refuses(fx.file('fake.mov'))).toMatch(/^ffprobe: /);
    const ftypHeic = Buffer.from('0000001866747970686569630000000068656963', 'hex');
    await writeRandomBytes(fx.file('fake.heic'), 4096, ftypHeic);
    expect(await refuses(fx.file('fake.heic'))).toMatch(/^HEIC: /);
  });

  it('refuses a truncated MP4 (its index was at the end)', async () => {
    const whole = await readFile(fx.file('story.mp4'));
    await writeFile(fx.file('truncated.mp4'), whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refuses(fx.file('truncated.mp4'))).toMatch(/^ffprobe: .*moov atom not found/);
  });

  it('refuses an MP4 without a video stream and an AVIF picture', async () => {
    expect(await refuses(fx.file('song.m4a'))).toBe('mp4 without a video stream');
    expect(await refuses(fx.file('picture.avif'))).toBe('unknown signature');
  });

  it('throws a missing file as it is', async () => {
    await expect(probeMedia(fx.file('nothing-here.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
