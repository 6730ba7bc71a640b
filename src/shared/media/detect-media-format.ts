import type { MediaFormat } from './media-types';

/**
 * The format of a file from its first bytes (magic numbers), never from its name or a declared type. Pure, so
 * the browser can check a picked file before uploading it; the server decides with the same function.
 */

/** How many leading bytes detectMediaFormat looks at (enough for an ftyp box with its brands). */
export const MEDIA_SNIFF_BYTES = 512;

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Generic HEIF brands: HEIC unless the compatible brands say AVIF. */
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis', 'avio']);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'XAVC',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);
const QUICKTIME_BRAND = 'qt  ';
/** Old QuickTime files have no ftyp box and start with one of these. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The major and compatible brands of an ISO-BMFF `ftyp` box at the start of the file, or null. */
export function readFtypBrands(head: Uint8Array): { major: string; compatible: string[] } | null {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const declaredSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  // Size 0: the box runs to the end of the file.
  const end = declaredSize === 0 ? head.length : Math.min(Math.max(declaredSize, 16), head.length);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(ascii(head, at, at + 4));
  return { major: ascii(head, 8, 12), compatible };
}

function formatOfBrands(major: string, compatible: readonly string[]): MediaFormat | null {
  const hasAny = (brands: Set<string>) => compatible.some((brand) => brands.has(brand));
  if (HEIC_BRANDS.has(major)) return 'heic';
  if (AVIF_BRANDS.has(major)) return null;
  if (HEIF_BRANDS.has(major)) return hasAny(AVIF_BRANDS) && !hasAny(HEIC_BRANDS) ? null : 'heic';
  if (major === QUICKTIME_BRAND) return 'mov';
  if (MP4_BRANDS.has(major)) return 'mp4';
  // An unknown major brand: the compatible ones tell (e.g. 'M4A ' audio lists isom; ffprobe then finds no video).
  if (compatible.includes(QUICKTIME_BRAND)) return 'mov';
  if (hasAny(MP4_BRANDS)) return 'mp4';
  if (hasAny(HEIC_BRANDS)) return 'heic';
  return null;
}

/**
 * JPEG (FF D8 FF), PNG, WebP (RIFF….WEBP), and from the ISO-BMFF `ftyp` brands: HEIC (heic, heix, mif1, msf1…
 * but not AVIF), MOV (`qt  `, or an old QuickTime file without ftyp) and MP4 (isom, mp41, mp42, avc1, iso2…).
 * Null for anything else. Only says what the file claims to be: decoding it is the probe's job.
 */
export function detectMediaFormat(head: Uint8Array): MediaFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  const brands = readFtypBrands(head);
  if (brands) return formatOfBrands(brands.major, brands.compatible);
  if (head.length >= 8 && QUICKTIME_FIRST_BOXES.has(ascii(head, 4, 8))) return 'mov';
  return null;
}
