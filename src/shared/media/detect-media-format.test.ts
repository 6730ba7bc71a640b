import { describe, expect, it } from 'vitest';
import { detectMediaFormat, readFtypBrands } from './detect-media-format';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** An ftyp box with these brands, followed by a few bytes of another box. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'free');
}

describe('detectMediaFormat', () => {
  it('knows the image signatures', () => {
    expect(detectMediaFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(detectMediaFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe(
      'png',
    );
    expect(detectMediaFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('tells HEIC, MP4 and MOV apart by their ftyp brands', () => {
    expect(detectMediaFormat(ftyp('heic', 'mif1', 'heic', 'miaf'))).toBe('heic');
    expect(detectMediaFormat(ftyp('heix', 'mif1'))).toBe('heic');
    expect(detectMediaFormat(ftyp('mif1', 'heic'))).toBe('heic');
    expect(detectMediaFormat(ftyp('msf1', 'hevc'))).toBe('heic');
    expect(detectMediaFormat(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('mp4');
    expect(detectMediaFormat(ftyp('mp42', 'isom'))).toBe('mp4');
    expect(detectMediaFormat(ftyp('avc1'))).toBe('mp4');
    expect(detectMediaFormat(ftyp('qt  ', 'qt  '))).toBe('mov');
  });

  it('refuses AVIF, even behind a generic HEIF major brand', () => {
    expect(detectMediaFormat(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(detectMediaFormat(ftyp('mif1', 'avif', 'miaf'))).toBeNull();
  });

  it('falls back on the compatible brands of an unknown major brand', () => {
    expect(detectMediaFormat(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBe('mp4');
    expect(detectMediaFormat(ftyp('abcd', 'qt  '))).toBe('mov');
    expect(detectMediaFormat(ftyp('abcd', 'efgh'))).toBeNull();
  });

  it('takes an old QuickTime file without ftyp for a MOV', () => {
    expect(detectMediaFormat(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 8], 'mdat'))).toBe('mov');
    expect(detectMediaFormat(bytes([0, 0, 1, 0], 'moov'))).toBe('mov');
  });

  it('refuses everything else, however the file is named', () => {
    expect(detectMediaFormat(new Uint8Array())).toBeNull();
    expect(detectMediaFormat(bytes('Hola, esto es texto.\n'))).toBeNull();
    expect(detectMediaFormat(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(detectMediaFormat(bytes('%PDF-1.7\n'))).toBeNull();
    expect(detectMediaFormat(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectMediaFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectMediaFormat(bytes([0, 0, 0, 0x20], 'ftyp'))).toBeNull(); // cut before its brand
  });
});

describe('readFtypBrands', () => {
  it('reads only the brands inside the box, and only the bytes it was given', () => {
    expect(readFtypBrands(ftyp('isom', 'iso2', 'mp41'))).toEqual({
      major: 'isom',
      compatible: ['iso2', 'mp41'],
    });
    expect(readFtypBrands(ftyp('isom', 'iso2', 'mp41').subarray(0, 22))).toEqual({
      major: 'isom',
      compatible: ['iso2'],
    });
  });
});
