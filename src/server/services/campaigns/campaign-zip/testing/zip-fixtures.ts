import { type Zippable, zipSync } from 'fflate';

/**
 * Zips for tests, built with fflate (no zip writer is a dependency of the server). `files` maps entry names to
 * contents; media should be stored (`level: 0`) as real tools do for JPEG and MP4, text deflated.
 */
export function zipOf(
  files: Record<string, Uint8Array | string>,
  options: { level?: 0 | 6 | 9 } = {},
): Buffer {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    entries[name] = [data, { level: options.level ?? 6 }];
  }
  return Buffer.from(zipSync(entries));
}

const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** The offsets of one entry's local and central headers (a zip without comments, as zipSync writes). */
function headersOf(zip: Buffer, name: string): { local: number; central: number } {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY)
    throw new Error('no end of central directory');
  let at = zip.readUInt32LE(end + 16);
  while (zip.readUInt32LE(at) === CENTRAL_HEADER) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) return { local: zip.readUInt32LE(at + 42), central: at };
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`no entry ${name}`);
}

/** A copy of `zip` whose entry `name` declares `size` uncompressed bytes (in both of its headers): a lie. */
export function withDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const copy = Buffer.from(zip);
  const { local, central } = headersOf(copy, name);
  copy.writeUInt32LE(size, local + 22);
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

/** A copy of `zip` whose entry `name` is flagged as encrypted (general-purpose bit 0). */
export function withEncryptedFlag(zip: Buffer, name: string): Buffer {
  const copy = Buffer.from(zip);
  const { local, central } = headersOf(copy, name);
  copy.writeUInt16LE(copy.readUInt16LE(local + 6) | 1, local + 6);
  copy.writeUInt16LE(copy.readUInt16LE(central + 8) | 1, central + 8);
  return copy;
}

/**
 * A copy of `zip` with one more central-directory entry per alias, each pointing at the local header and data of
 * the entry `name`: the overlapping entries of David Fifield's "better zip bomb" (one compressed kernel inflated
 * once per entry, no recursion). Every alias declares the sizes of `name`, so each entry alone looks harmless.
 */
export function withAliases(zip: Buffer, name: string, aliases: readonly string[]): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const centralStart = zip.readUInt32LE(end + 16);
  const centralSize = zip.readUInt32LE(end + 12);
  const { central } = headersOf(zip, name);
  const clones = aliases.map((alias) => {
    const nameBytes = Buffer.from(alias, 'utf8');
    const header = Buffer.from(zip.subarray(central, central + 46));
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt16LE(0, 30); // no extra field
    header.writeUInt16LE(0, 32); // no comment
    return Buffer.concat([header, nameBytes]);
  });
  const added = clones.reduce((sum, clone) => sum + clone.length, 0);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt16LE(eocd.readUInt16LE(8) + aliases.length, 8);
  eocd.writeUInt16LE(eocd.readUInt16LE(10) + aliases.length, 10);
  eocd.writeUInt32LE(centralSize + added, 12);
  return Buffer.concat([zip.subarray(0, centralStart + centralSize), ...clones, eocd]);
}
