import { describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath, isExecutable, resolveMediaBinaries } from './media-binaries';

describe('resolveMediaBinaries', () => {
  it('takes FFMPEG_PATH and FFPROBE_PATH when set', () => {
    expect(resolveMediaBinaries({ FFMPEG_PATH: '/opt/ffmpeg', FFPROBE_PATH: '/opt/ffprobe' })).toEqual({
      ffmpeg: '/opt/ffmpeg',
      ffprobe: '/opt/ffprobe',
    });
  });

  it('falls back on the npm installer packages', async () => {
    const binaries = resolveMediaBinaries({ FFMPEG_PATH: '', FFPROBE_PATH: undefined });
    expect(binaries.ffmpeg).toMatch(/@ffmpeg-installer[/\\].+[/\\]ffmpeg(\.exe)?$/);
    expect(binaries.ffprobe).toMatch(/@ffprobe-installer[/\\].+[/\\]ffprobe(\.exe)?$/);
    expect(await isExecutable(binaries.ffmpeg)).toBe(true);
    expect(ffmpegPath()).toBe(binaries.ffmpeg);
    expect(ffprobePath()).toBe(binaries.ffprobe);
  });
});

describe('isExecutable', () => {
  it('is false for nothing, a missing file and a file without the execute bit', async () => {
    expect(await isExecutable(null)).toBe(false);
    expect(await isExecutable('/no/such/ffmpeg')).toBe(false);
    expect(await isExecutable(new URL(import.meta.url).pathname)).toBe(false);
  });
});
