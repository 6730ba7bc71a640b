import { describe, expect, it } from 'vitest';
import { readFfprobeOutput, streamRotation } from './ffprobe-output';

const h264 = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, duration: '12.500000' };
const aac = { codec_type: 'audio', codec_name: 'aac' };

describe('readFfprobeOutput', () => {
  it('takes size, duration and codecs, the container duration first', () => {
    expect(readFfprobeOutput({ streams: [h264, aac], format: { duration: '12.533333' } })).toEqual({
      hasVideo: true,
      width: 1920,
      height: 1080,
      durationMs: 12_533,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(readFfprobeOutput({ streams: [h264], format: { duration: 'N/A' } }).durationMs).toBe(12_500);
  });

  it('swaps width and height of a video shot upright on a phone', () => {
    const sideData = { ...h264, side_data_list: [{ side_data_type: 'Display Matrix', rotation: -90 }] };
    expect(readFfprobeOutput({ streams: [sideData] })).toMatchObject({ width: 1080, height: 1920 });
    const tag = { ...h264, tags: { rotate: '270' } };
    expect(readFfprobeOutput({ streams: [tag] })).toMatchObject({ width: 1080, height: 1920 });
    const upsideDown = { ...h264, side_data_list: [{ rotation: 180 }] };
    expect(readFfprobeOutput({ streams: [upsideDown] })).toMatchObject({ width: 1920, height: 1080 });
  });

  it('skips a cover picture and reports a file without video', () => {
    const cover = {
      codec_type: 'video',
      codec_name: 'mjpeg',
      width: 600,
      height: 600,
      disposition: { attached_pic: 1 },
    };
    expect(readFfprobeOutput({ streams: [cover, aac] })).toEqual({ hasVideo: false });
    expect(readFfprobeOutput({ streams: [cover, h264] })).toMatchObject({ videoCodec: 'h264', width: 1920 });
  });

  it('leaves out what it cannot read instead of failing', () => {
    expect(readFfprobeOutput({ streams: [{ codec_type: 'video', width: 0, height: 'x' }] })).toEqual({
      hasVideo: true,
    });
    expect(readFfprobeOutput({ streams: 'nope' })).toEqual({ hasVideo: false });
    expect(readFfprobeOutput(null)).toEqual({ hasVideo: false });
    expect(readFfprobeOutput({ streams: [null, 7, { ...h264, duration: '-1' }], format: 3 })).toMatchObject({
      hasVideo: true,
      width: 1920,
    });
  });
});

describe('streamRotation', () => {
  it.each([
    [{ side_data_list: [{ rotation: 90 }] }, 90],
    [{ side_data_list: [{ rotation: -90 }] }, 270],
    [{ side_data_list: [{ rotation: -180 }] }, 180],
    [{ tags: { rotate: '90' } }, 90],
    [{ side_data_list: [{ side_data_type: 'Other' }], tags: { rotate: '180' } }, 180],
    [{}, 0],
  ])('%j is %i°', (stream, degrees) => {
    expect(streamRotation(stream)).toBe(degrees);
  });
});
