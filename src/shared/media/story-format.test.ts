import { describe, expect, it } from 'vitest';
import {
  describeAspectRatio,
  type MediaFacts,
  MediaFlag,
  STORY_MAX_VIDEO_MS,
  storyFormatFlags,
} from './story-format';

const codes = (facts: MediaFacts) => storyFormatFlags(facts).map((flag) => flag.code);
const image = (width: number, height: number): MediaFacts => ({ kind: 'image', width, height });
const video = (facts: Partial<MediaFacts> = {}): MediaFacts => ({
  kind: 'video',
  width: 1080,
  height: 1920,
  durationMs: 15_000,
  videoCodec: 'h264',
  audioCodec: 'aac',
  ...facts,
});

describe('storyFormatFlags', () => {
  it('has nothing to say about a 1080×1920 image or a short H.264/AAC 9:16 video', () => {
    expect(storyFormatFlags(image(1080, 1920))).toEqual([]);
    expect(storyFormatFlags(video())).toEqual([]);
    expect(storyFormatFlags(image(2160, 3840))).toEqual([]);
  });

  describe('ASPECT_RATIO', () => {
    it('names the actual ratio and size of a square picture', () => {
      expect(storyFormatFlags(image(1080, 1080))).toEqual([
        {
          code: 'ASPECT_RATIO',
          message: 'La proporción es 1:1 (1080×1080); las historias de Instagram son 9:16 (vertical).',
        },
      ]);
    });

    it('accepts exact 9:16 at any size and 1 px off, within 1 %', () => {
      expect(codes(image(1080, 1920))).not.toContain('ASPECT_RATIO');
      expect(codes(image(1080, 1921))).not.toContain('ASPECT_RATIO');
      expect(codes(image(1081, 1920))).not.toContain('ASPECT_RATIO');
      expect(codes(image(1080, 1901))).not.toContain('ASPECT_RATIO'); // 0.9995 % off
      expect(codes(image(1080, 1900))).toContain('ASPECT_RATIO'); // 1.05 % off
      expect(codes(image(1091, 1920))).toContain('ASPECT_RATIO'); // 1.02 % off
    });

    it('does not rotate: a landscape file is landscape (the caller gives the displayed size)', () => {
      expect(codes(image(1920, 1080))).toEqual(['ASPECT_RATIO']);
      expect(storyFormatFlags(image(1920, 1080))[0]?.message).toContain('16:9 (1920×1080)');
    });
  });

  describe('LOW_RESOLUTION', () => {
    it('gives the size and the recommended one', () => {
      expect(storyFormatFlags(image(720, 1280))).toEqual([
        {
          code: 'LOW_RESOLUTION',
          message: 'La resolución es 720×1280; Instagram recomienda al menos 1080×1920.',
        },
      ]);
    });

    it('flags a 9:16 file under 1080×1920, not one at it', () => {
      expect(codes(image(1080, 1920))).not.toContain('LOW_RESOLUTION');
      expect(codes(image(1079, 1918))).toEqual(['LOW_RESOLUTION']);
    });

    it('counts a file that fills the frame on one side as sharp enough', () => {
      expect(codes(image(1080, 1080))).toEqual(['ASPECT_RATIO']);
      expect(codes(image(1079, 1080))).toEqual(['ASPECT_RATIO', 'LOW_RESOLUTION']);
      expect(codes(image(640, 480))).toEqual(['ASPECT_RATIO', 'LOW_RESOLUTION']);
    });
  });

  describe('TOO_LONG', () => {
    it('allows exactly 60 s and flags 60.001 s', () => {
      expect(codes(video({ durationMs: STORY_MAX_VIDEO_MS }))).toEqual([]);
      expect(codes(video({ durationMs: 60_001 }))).toEqual(['TOO_LONG']);
    });

    it('says how long the video is', () => {
      expect(storyFormatFlags(video({ durationMs: 92_000 }))).toEqual([
        {
          code: 'TOO_LONG',
          message:
            'El vídeo dura 1:32; cada historia muestra como máximo 60 s: Instagram lo cortará en varias.',
        },
      ]);
    });

    it('applies to videos only', () => {
      expect(codes({ ...image(1080, 1920), durationMs: 90_000 })).toEqual([]);
    });
  });

  describe('UNSUPPORTED_CODEC', () => {
    it('accepts H.264 or HEVC with AAC, or without sound', () => {
      expect(codes(video({ videoCodec: 'hevc' }))).toEqual([]);
      expect(codes(video({ audioCodec: undefined }))).toEqual([]);
    });

    it('names the video codec, the audio codec or both', () => {
      expect(storyFormatFlags(video({ videoCodec: 'mpeg4' }))[0]?.message).toBe(
        'El archivo usa vídeo MPEG-4 Part 2; Instagram admite vídeo H.264 o HEVC con audio AAC: conviértelo antes de publicarlo.',
      );
      expect(storyFormatFlags(video({ audioCodec: 'pcm_s16le' }))[0]?.message).toContain('usa audio PCM;');
      expect(storyFormatFlags(video({ videoCodec: 'prores', audioCodec: 'mp3' }))[0]?.message).toContain(
        'usa vídeo ProRes y audio MP3;',
      );
      expect(storyFormatFlags(video({ videoCodec: 'weird' }))[0]?.message).toContain('usa vídeo weird;');
    });

    it('says nothing when the codecs are unknown', () => {
      expect(codes(video({ videoCodec: undefined, audioCodec: undefined }))).toEqual([]);
    });
  });

  describe('PROBE_FAILED', () => {
    it('is the only flag of a video nothing could be learnt from', () => {
      expect(storyFormatFlags({ kind: 'video', probeFailed: true })).toEqual([
        {
          code: 'PROBE_FAILED',
          message: 'No se pudo analizar el vídeo; revisa el formato antes de publicarlo.',
        },
      ]);
    });
  });

  it('lists every problem of a file, in a fixed order, each a valid MediaFlag', () => {
    const flags = storyFormatFlags(
      video({ width: 960, height: 540, durationMs: 75_000, videoCodec: 'mpeg4', audioCodec: 'mp3' }),
    );
    expect(flags.map((flag) => flag.code)).toEqual([
      'ASPECT_RATIO',
      'LOW_RESOLUTION',
      'TOO_LONG',
      'UNSUPPORTED_CODEC',
    ]);
    for (const flag of flags) expect(MediaFlag.parse(flag)).toEqual(flag);
  });
});

describe('describeAspectRatio', () => {
  it.each([
    [1080, 1080, '1:1'],
    [1080, 1350, '4:5'],
    [1920, 1080, '16:9'],
    [3024, 4032, '3:4'],
    [720, 1280, '9:16'],
    [1170, 2532, '9:19,5'],
    [1080, 1900, '9:15,8'],
    [1901, 1000, '17,1:9'],
  ])('%i×%i is %s', (width, height, text) => {
    expect(describeAspectRatio(width, height)).toBe(text);
  });
});
