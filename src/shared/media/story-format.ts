import { z } from 'zod';
import { formatDuration } from './format-duration';
import { MEDIA_KINDS } from './media-types';

/**
 * Instagram's story format, checked against what the server learnt of a file (docs/media.md, "Comprobaciones
 * de formato"). These are warnings shown next to the file, never refusals: the person publishing decides.
 */

export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
/** How far a width:height ratio may be from 9:16 and still count as 9:16 (1 %). */
export const STORY_ASPECT_TOLERANCE = 0.01;
/** The longest video one story shows; Instagram splits a longer one into several stories. */
export const STORY_MAX_VIDEO_MS = 60_000;
/** ffprobe's codec names of what Instagram takes without re-encoding trouble. */
export const STORY_VIDEO_CODECS: readonly string[] = ['h264', 'hevc'];
export const STORY_AUDIO_CODECS: readonly string[] = ['aac'];

/**
 * What the server knows of a file. Width and height are as displayed (EXIF orientation and video rotation
 * already applied by whoever measured them). Anything unknown is left out and not checked; `probeFailed` says
 * the file could not be analysed at all (see PROBE_FAILED).
 */
export const MediaFacts = z.object({
  kind: z.enum(MEDIA_KINDS),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  durationMs: z.number().int().nonnegative().optional(),
  /** ffprobe's codec name: 'h264', 'hevc', 'mpeg4', 'prores'… */
  videoCodec: z.string().min(1).optional(),
  /** ffprobe's codec name: 'aac', 'mp3', 'pcm_s16le'…; absent for a silent video. */
  audioCodec: z.string().min(1).optional(),
  probeFailed: z.boolean().optional(),
});
export type MediaFacts = z.infer<typeof MediaFacts>;

export const MediaFlagCode = z.enum([
  'PROBE_FAILED',
  'ASPECT_RATIO',
  'LOW_RESOLUTION',
  'TOO_LONG',
  'UNSUPPORTED_CODEC',
]);
export type MediaFlagCode = z.infer<typeof MediaFlagCode>;

/** One warning about a file: a code for the program, a Spanish message with the numbers for people. */
export const MediaFlag = z.object({ code: MediaFlagCode, message: z.string() });
export type MediaFlag = z.infer<typeof MediaFlag>;

const CODEC_LABELS: Record<string, string> = {
  h264: 'H.264',
  hevc: 'HEVC (H.265)',
  mpeg4: 'MPEG-4 Part 2',
  mpeg2video: 'MPEG-2',
  prores: 'ProRes',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
  mjpeg: 'Motion JPEG',
  aac: 'AAC',
  mp3: 'MP3',
  opus: 'Opus',
  vorbis: 'Vorbis',
  alac: 'ALAC',
  ac3: 'AC-3',
  eac3: 'E-AC-3',
  amr_nb: 'AMR',
  amr_wb: 'AMR-WB',
};

/** The name people know a codec by: 'H.264', 'MP3', 'PCM' for any pcm_*, else ffprobe's own name. */
export function codecLabel(codec: string): string {
  if (codec.startsWith('pcm_')) return 'PCM';
  return CODEC_LABELS[codec] ?? codec;
}

const numberEs = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * A width:height ratio as people write it: '1:1', '4:5', '16:9' when it reduces to small terms, otherwise
 * against the 9 of 9:16 ('9:19,5' for an iPhone screenshot, '17,1:9' for a wide one).
 */
export function describeAspectRatio(width: number, height: number): string {
  const divisor = gcd(width, height);
  const [a, b] = [width / divisor, height / divisor];
  if (a <= 21 && b <= 21) return `${a}:${b}`;
  return width <= height
    ? `9:${numberEs.format((9 * height) / width)}`
    : `${numberEs.format((9 * width) / height)}:9`;
}

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y) [x, y] = [y, x % y];
  return x || 1;
}

/** True when width:height is 9:16 within STORY_ASPECT_TOLERANCE (1080×1921 is; 1080×1900 is not). */
export function isStoryAspectRatio(width: number, height: number): boolean {
  if (!(width > 0 && height > 0)) return false;
  return Math.abs((width * 16) / (height * 9) - 1) <= STORY_ASPECT_TOLERANCE;
}

/**
 * True when Instagram would have to enlarge the file to fit the 1080×1920 story frame: narrower than 1080 and
 * shorter than 1920 (a 1080×1080 square fills the width and is sharp; 720×1280 is not).
 */
export function isLowResolution(width: number, height: number): boolean {
  return width < STORY_WIDTH && height < STORY_HEIGHT;
}

/** The warnings for one file, in a fixed order; [] when it fits Instagram's story format. */
export function storyFormatFlags(facts: MediaFacts): MediaFlag[] {
  const flags: MediaFlag[] = [];
  const { kind, width, height, durationMs, videoCodec, audioCodec } = facts;
  if (facts.probeFailed) {
    flags.push({
      code: 'PROBE_FAILED',
      message: `No se pudo analizar el ${kind === 'video' ? 'vídeo' : 'archivo'}; revisa el formato antes de publicarlo.`,
    });
  }
  if (width !== undefined && height !== undefined) {
    const size = `${width}×${height}`;
    if (!isStoryAspectRatio(width, height)) {
      flags.push({
        code: 'ASPECT_RATIO',
        message: `La proporción es ${describeAspectRatio(width, height)} (${size}); las historias de Instagram son 9:16 (vertical).`,
      });
    }
    if (isLowResolution(width, height)) {
      flags.push({
        code: 'LOW_RESOLUTION',
        message: `La resolución es ${size}; Instagram recomienda al menos ${STORY_WIDTH}×${STORY_HEIGHT}.`,
      });
    }
  }
  if (kind === 'video' && durationMs !== undefined && durationMs > STORY_MAX_VIDEO_MS) {
    flags.push({
      code: 'TOO_LONG',
      message: `El vídeo dura ${formatDuration(durationMs)}; cada historia muestra como máximo ${STORY_MAX_VIDEO_MS / 1000} s: Instagram lo cortará en varias.`,
    });
  }
  if (kind === 'video') {
    const wrong: string[] = [];
    if (videoCodec && !STORY_VIDEO_CODECS.includes(videoCodec)) {
      wrong.push(`vídeo ${codecLabel(videoCodec)}`);
    }
    if (audioCodec && !STORY_AUDIO_CODECS.includes(audioCodec)) {
      wrong.push(`audio ${codecLabel(audioCodec)}`);
    }
    if (wrong.length > 0) {
      flags.push({
        code: 'UNSUPPORTED_CODEC',
        message: `El archivo usa ${wrong.join(' y ')}; Instagram admite vídeo H.264 o HEVC con audio AAC: conviértelo antes de publicarlo.`,
      });
    }
  }
  return flags;
}
