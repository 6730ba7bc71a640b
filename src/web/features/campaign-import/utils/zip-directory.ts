/**
 * Reads a .zip's central directory from a Blob (a chosen File) by slices: the end record, the directory, and
 * later only the parts of entries that are asked for. Nothing else of the archive is read, so a 2 GB .zip is
 * listed by reading a few kilobytes. ZIP64 sizes and offsets are understood; names are decoded as the server's
 * reader (yauzl) decodes them: UTF-8 when flagged, else the Info-ZIP Unicode path field, else CP437.
 */

export interface ZipDirectoryEntry {
  fileName: string;
  compressionMethod: number;
  compressedSize: number;
  uncompressedSize: number;
  isEncrypted: boolean;
  /** Where the entry's local header starts in the archive. */
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

const CP437 =
  '\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼ !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~⌂ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ';

async function slice(blob: Blob, start: number, end: number): Promise<DataView> {
  if (start < 0 || end > blob.size || start > end) throw new ZipFormatError('out of bounds');
  const buffer = await blob.slice(start, end).arrayBuffer();
  return new DataView(buffer);
}

function bytesOf(view: DataView, start: number, length: number): Uint8Array {
  if (start + length > view.byteLength) throw new ZipFormatError('truncated');
  return new Uint8Array(view.buffer, view.byteOffset + start, length);
}

function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError('size too large');
  return Number(value);
}

function decodeName(raw: Uint8Array, flags: number, extra: Map<number, Uint8Array>): string {
  if (flags & 0x800) return new TextDecoder().decode(raw);
  const unicodePath = extra.get(0x7075);
  // Version 1, then the CRC-32 of the raw name (not checked here), then the UTF-8 name.
  if (unicodePath && unicodePath.length > 5 && unicodePath[0] === 1) {
    return new TextDecoder().decode(unicodePath.subarray(5));
  }
  let name = '';
  for (const byte of raw) name += CP437[byte];
  return name;
}

function extraFields(raw: Uint8Array): Map<number, Uint8Array> {
  const fields = new Map<number, Uint8Array>();
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  for (let at = 0; at + 4 <= raw.length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (at + 4 + size > raw.length) break;
    fields.set(id, raw.subarray(at + 4, at + 4 + size));
    at += 4 + size;
  }
  return fields;
}

/** Where the central directory is, and how many entries it has, from the end record (ZIP64 aware). */
async function findDirectory(blob: Blob): Promise<{ offset: number; size: number; count: number }> {
  const tailStart = Math.max(0, blob.size - END_RECORD_SIZE - MAX_COMMENT);
  const tail = await slice(blob, tailStart, blob.size);
  for (let at = tail.byteLength - END_RECORD_SIZE; at >= 0; at--) {
    if (tail.getUint32(at, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    if (at + END_RECORD_SIZE + tail.getUint16(at + 20, true) !== tail.byteLength) continue;
    let count = tail.getUint16(at + 10, true);
    let size = tail.getUint32(at + 12, true);
    let offset = tail.getUint32(at + 16, true);
    const locatorAt = at - 20;
    if (locatorAt >= 0 && tail.getUint32(locatorAt, true) === ZIP64_END_LOCATOR) {
      const zip64At = u64(tail, locatorAt + 8);
      const zip64 = await slice(blob, zip64At, zip64At + 56);
      if (zip64.getUint32(0, true) !== ZIP64_END) throw new ZipFormatError('bad zip64 end record');
      count = u64(zip64, 32);
      size = u64(zip64, 40);
      offset = u64(zip64, 48);
    }
    if (offset + size > blob.size) throw new ZipFormatError('directory out of bounds');
    return { offset, size, count };
  }
  throw new ZipFormatError('no end of central directory');
}

/** Every entry of the central directory, in archive order; `maxEntries` stops before reading a huge directory. */
export async function readZipDirectory(
  blob: Blob,
  maxEntries: number,
): Promise<{ count: number; entries: ZipDirectoryEntry[] }> {
  const directory = await findDirectory(blob);
  if (directory.count > maxEntries) return { count: directory.count, entries: [] };
  const view = await slice(blob, directory.offset, directory.offset + directory.size);
  const entries: ZipDirectoryEntry[] = [];
  let at = 0;
  for (let i = 0; i < directory.count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) {
      throw new ZipFormatError('bad central directory');
    }
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const rawName = bytesOf(view, at + 46, nameLength);
    const extra = extraFields(bytesOf(view, at + 46 + nameLength, extraLength));
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    const zip64 = extra.get(0x0001);
    if (zip64) {
      // Present only for the fields whose 32-bit value is 0xFFFFFFFF, in this order.
      const z = new DataView(zip64.buffer, zip64.byteOffset, zip64.byteLength);
      let next = 0;
      const take = () => {
        if (next + 8 > z.byteLength) throw new ZipFormatError('bad zip64 field');
        const value = u64(z, next);
        next += 8;
        return value;
      };
      if (uncompressedSize === 0xffffffff) uncompressedSize = take();
      if (compressedSize === 0xffffffff) compressedSize = take();
      if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
    }
    entries.push({
      fileName: decodeName(rawName, flags, extra),
      compressionMethod: view.getUint16(at + 10, true),
      compressedSize,
      uncompressedSize,
      isEncrypted: (flags & 1) !== 0,
      localHeaderOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { count: directory.count, entries };
}

/** The byte range of an entry's (compressed) data, from its local header. */
export async function entryDataRange(
  blob: Blob,
  entry: ZipDirectoryEntry,
): Promise<{ start: number; end: number }> {
  const header = await slice(
    blob,
    entry.localHeaderOffset,
    Math.min(blob.size, entry.localHeaderOffset + 30),
  );
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_HEADER) {
    throw new ZipFormatError('bad local header');
  }
  const start = entry.localHeaderOffset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const end = start + entry.compressedSize;
  if (end > blob.size) throw new ZipFormatError('entry out of bounds');
  return { start, end };
}
