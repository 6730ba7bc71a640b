import { z } from 'zod';

/**
 * The facts of a video from `ffprobe -print_format json -show_streams -show_format`. Lenient: a field that is
 * missing or of an unexpected type is unknown, never an error (ffprobe versions and damaged files differ).
 */

const numberish = z.union([z.number(), z.string()]).optional().catch(undefined);

const Stream = z.object({
  codec_type: z.string().optional().catch(undefined),
  codec_name: z.string().optional().catch(undefined),
  width: z.number().optional().catch(undefined),
  height: z.number().optional().catch(undefined),
  duration: numberish,
  tags: z.record(z.string(), z.unknown()).optional().catch(undefined),
  side_data_list: z.array(z.record(z.string(), z.unknown())).optional().catch(undefined),
  disposition: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
type Stream = z.infer<typeof Stream>;

const FfprobeOutput = z.object({
  streams: z.array(z.unknown()).optional().catch(undefined),
  format: z.object({ duration: numberish }).optional().catch(undefined),
});

export interface VideoStreamFacts {
  /** False when the file has no video stream (an audio-only M4A, a MOV holding only a cover picture). */
  hasVideo: boolean;
  /** As displayed: swapped when the stream is rotated by 90° or 270°. */
  width?: number;
  height?: number;
  durationMs?: number;
  videoCodec?: string;
  audioCodec?: string;
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

function toDurationMs(seconds: unknown): number | undefined {
  const n = toNumber(seconds);
  return n !== undefined && n >= 0 ? Math.round(n * 1000) : undefined;
}

/**
 * Degrees the player turns the picture: the display matrix side data (ffprobe 5+, e.g. -90) or the `rotate`
 * tag (ffprobe 4, e.g. '90'), normalised to 0, 90, 180 or 270.
 */
export function streamRotation(stream: Pick<Stream, 'side_data_list' | 'tags'>): number {
  const fromSideData = stream.side_data_list
    ?.map((entry) => toNumber(entry.rotation))
    .find((value) => value !== undefined);
  const degrees = fromSideData ?? toNumber(stream.tags?.rotate) ?? 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

const positive = (n: number | undefined) => (n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined);

export function readFfprobeOutput(output: unknown): VideoStreamFacts {
  const parsed = FfprobeOutput.safeParse(output);
  const streams = (parsed.success ? (parsed.data.streams ?? []) : [])
    .map((raw) => Stream.safeParse(raw))
    .flatMap((result) => (result.success ? [result.data] : []));
  // A MOV's cover picture is a one-frame "video" stream marked attached_pic; it is not the video.
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (!video) return { hasVideo: false };

  const facts: VideoStreamFacts = { hasVideo: true };
  const [width, height] = [positive(video.width), positive(video.height)];
  if (width !== undefined && height !== undefined) {
    const isSideways = streamRotation(video) % 180 === 90;
    facts.width = isSideways ? height : width;
    facts.height = isSideways ? width : height;
  }
  const durationMs =
    toDurationMs(parsed.success ? parsed.data.format?.duration : undefined) ?? toDurationMs(video.duration);
  if (durationMs !== undefined) facts.durationMs = durationMs;
  if (video.codec_name) facts.videoCodec = video.codec_name;
  if (audio?.codec_name) facts.audioCodec = audio.codec_name;
  return facts;
}
