import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Where ffmpeg and ffprobe are (docs/decisions/017-media-probing.md): FFMPEG_PATH / FFPROBE_PATH when set,
 * else the binaries of the @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe packages (Linux x64, macOS
 * and Windows builds from npm), else `ffmpeg` / `ffprobe` looked up on the PATH (e.g. Debian's on an ARM
 * machine). When none of them runs, video probing degrades (PROBE_FAILED) and videos get no thumbnail.
 */
export interface MediaBinaries {
  /** A path, or a bare name looked up on the PATH; null: none (what depends on it degrades). */
  ffmpeg: string | null;
  ffprobe: string | null;
}

export interface MediaBinariesSource {
  FFMPEG_PATH?: string | undefined;
  FFPROBE_PATH?: string | undefined;
}

const require = createRequire(import.meta.url);

/** The `.path` of an installer package, or null when it is missing or has no build for this platform. */
function installerPath(packageName: string): string | null {
  try {
    // The packages throw a string (not an Error) on an unsupported platform.
    const installer = require(packageName) as { path?: unknown };
    return typeof installer.path === 'string' && installer.path !== '' ? installer.path : null;
  } catch {
    return null;
  }
}

/** The configured paths win; the npm packages are only looked up for what is not configured. */
export function resolveMediaBinaries(source: MediaBinariesSource = process.env): MediaBinaries {
  return {
    ffmpeg: source.FFMPEG_PATH || installerPath('@ffmpeg-installer/ffmpeg') || 'ffmpeg',
    ffprobe: source.FFPROBE_PATH || installerPath('@ffprobe-installer/ffprobe') || 'ffprobe',
  };
}

let defaults: MediaBinaries | undefined;

/** resolveMediaBinaries() of the process environment, once. */
export function defaultMediaBinaries(): MediaBinaries {
  defaults ??= resolveMediaBinaries();
  return defaults;
}

/** The ffmpeg of this process, for tools that run it directly (demo data, benchmarks, test fixtures). */
export function ffmpegPath(): string {
  return defaultMediaBinaries().ffmpeg ?? 'ffmpeg';
}

/** The ffprobe of this process. */
export function ffprobePath(): string {
  return defaultMediaBinaries().ffprobe ?? 'ffprobe';
}

/**
 * True when this process may run the file (a path; a bare name on the PATH is not looked up). Note: @ffprobe-installer/linux-x64 ships its binary as mode 0744,
 * runnable by the user who ran `npm install` only; a service running as another user needs FFPROBE_PATH or a
 * chmod (docs/media.md).
 */
export async function isExecutable(file: string | null): Promise<boolean> {
  if (!file) return false;
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
