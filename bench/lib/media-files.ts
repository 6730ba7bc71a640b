import { execFile } from 'node:child_process';
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../../src/server/media/probe/media-binaries';

/**
 * Large story files and the server's memory, for the benchmarks that move them (media.ts, reuse-zip.ts): valid MP4s
 * of any size made from one short clip, and VmRSS sampled from /proc.
 */

const run = promisify(execFile);
const MB = 1024 * 1024;

/** A 3-second 1080×1920 H.264 clip (ffmpeg's test pattern), the start of every big video. */
export async function writeClip(dir: string): Promise<string> {
  const clip = path.join(dir, 'clip.mp4');
  await run(ffmpegPath(), [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30', '-t', '3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', '-y', clip],
  ]);
  return clip;
}

/**
 * A valid MP4 of about `sizeMb` at `file`: the clip followed by a top-level 'free' box (ISO-BMFF padding) filled with
 * the byte `fill`, so files with different fills are different contents (stored apart, decision 029).
 */
export async function writePaddedVideo(
  clip: string,
  file: string,
  sizeMb: number,
  fill = 0x5a,
): Promise<string> {
  const out = createWriteStream(file);
  out.write(readFileSync(clip));
  const padding = Math.max(8, sizeMb * MB - statSync(clip).size);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'latin1');
  out.write(header);
  const chunk = Buffer.alloc(8 * MB, fill);
  let left = padding - 8;
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!out.write(part)) await new Promise<void>((r) => out.once('drain', () => r()));
    left -= part.length;
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return file;
}

/** A valid MP4 of about `sizeMb` in `dir` (big.mp4). */
export async function writeBigVideo(dir: string, sizeMb: number): Promise<string> {
  return writePaddedVideo(await writeClip(dir), path.join(dir, 'big.mp4'), sizeMb);
}

/** The resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Samples a process's RSS every `everyMs` from now: `peak()` so far, `stop()` ends it; growth = peak − baseline. */
export function sampleRss(pid: number, everyMs = 50) {
  const baseline = rssMb(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    baseline,
    peak: () => peak,
    stop(): { baseline: number; peak: number; growth: number } {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid));
      return { baseline, peak, growth: peak - baseline };
    },
  };
}
