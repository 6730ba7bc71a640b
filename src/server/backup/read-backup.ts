import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import tar from 'tar-stream';
import { isMediaKey } from '../media/storage/media-storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  BackupHeader,
  BackupManifest,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  SECRET_FILES,
} from './backup-format';

/** What an entry of the file is, from its name. */
export type BackupEntry =
  | { kind: 'header' }
  | { kind: 'manifest' }
  | { kind: 'table'; table: string }
  | { kind: 'secret'; name: (typeof SECRET_FILES)[number] }
  | { kind: 'media'; key: string };

export function classifyEntry(name: string): BackupEntry | null {
  if (name === HEADER_ENTRY) return { kind: 'header' };
  if (name === MANIFEST_ENTRY) return { kind: 'manifest' };
  const table = /^db\/([a-z_][a-z0-9_]{0,62})\.jsonl$/.exec(name);
  if (table) return { kind: 'table', table: table[1]! };
  const secret = /^secrets\/(.+)$/.exec(name)?.[1];
  if (secret && (SECRET_FILES as readonly string[]).includes(secret)) {
    return { kind: 'secret', name: secret as (typeof SECRET_FILES)[number] };
  }
  const key = /^media-store\/(.+)$/.exec(name)?.[1];
  if (key && isMediaKey(key)) return { kind: 'media', key };
  return null;
}

/**
 * The entries of a backup file in order, each with its body as a stream that must be read to its end (or
 * left: the iteration drains it). A file that is not a tar, is truncated or holds an unknown entry throws a
 * BackupFileError.
 */
export async function* readBackupEntries(
  file: string,
): AsyncGenerator<{ entry: BackupEntry; name: string; size: number; body: Readable }> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.on('error', (err) => extract.destroy(err));
  input.pipe(extract);
  try {
    for await (const body of extract) {
      const { name, size, type } = body.header;
      const entry = type === 'file' ? classifyEntry(name) : null;
      if (!entry) throw new BackupFileError(`entrada inesperada en la copia: ${JSON.stringify(name)}`);
      yield { entry, name, size, body: body as unknown as Readable };
      body.resume();
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new BackupFileError(`el fichero no es una copia legible (¿truncado o dañado?): ${message}`);
  } finally {
    input.destroy();
    extract.destroy();
  }
}

export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The header of a file: the first entry, checked before anything else is read. */
export function parseHeader(body: Buffer): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackupFileError('la cabecera de la copia (backup.json) no es JSON');
  }
  const format = (json as { format?: unknown; formatVersion?: unknown }) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new BackupFileError('el fichero no es una copia del panel');
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `la copia tiene el formato ${format.formatVersion}, más nuevo que el que entiende este panel (${BACKUP_FORMAT_VERSION}): actualice el panel`,
    );
  }
  const parsed = BackupHeader.safeParse(json);
  if (!parsed.success) throw new BackupFileError('la cabecera de la copia (backup.json) no es válida');
  return parsed.data;
}

/**
 * Reads the whole file and checks it against its manifest: the header first and the manifest last, every table,
 * secret and media object listed with the same size, row count and sha256, nothing missing, nothing extra.
 * Answers the manifest. Throws a BackupFileError on the first difference.
 */
export async function verifyBackupFile(file: string): Promise<BackupManifest> {
  try {
    return await verifyEntries(file);
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new BackupFileError(`el fichero no es una copia legible (¿truncado o dañado?): ${message}`);
  }
}

async function verifyEntries(file: string): Promise<BackupManifest> {
  let header: BackupHeader | null = null;
  let manifest: BackupManifest | null = null;
  const seen = new Map<string, { size: number; sha256: string; rows?: number }>();
  for await (const { entry, name, body } of readBackupEntries(file)) {
    if (manifest) throw new BackupFileError('la copia tiene entradas después del manifiesto');
    if (!header) {
      if (entry.kind !== 'header')
        throw new BackupFileError('la copia no empieza por su cabecera (backup.json)');
      header = parseHeader(await readAll(body));
      continue;
    }
    if (entry.kind === 'header') throw new BackupFileError('la copia tiene dos cabeceras');
    if (entry.kind === 'manifest') {
      manifest = parseManifest(await readAll(body));
      continue;
    }
    if (seen.has(name)) throw new BackupFileError(`la entrada ${name} está repetida`);
    let rows = 0;
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (entry.kind === 'table') for (const byte of chunk) if (byte === 0x0a) rows++;
    }
    seen.set(name, { size, sha256: hash.digest('hex'), ...(entry.kind === 'table' ? { rows } : {}) });
  }
  if (!header) throw new BackupFileError('el fichero está vacío o no es una copia del panel');
  if (!manifest)
    throw new BackupFileError('la copia está incompleta: le falta el manifiesto final (¿se interrumpió?)');
  const { tables: _t, media: _m, secrets: _s, finishedAt: _f, ...manifestHeader } = manifest;
  if (JSON.stringify(manifestHeader) !== JSON.stringify(header)) {
    throw new BackupFileError('la cabecera y el manifiesto de la copia no coinciden');
  }
  const expected = new Map<string, { size: number; sha256: string; rows?: number }>([
    ...manifest.tables.map(
      (t) => [`db/${t.name}.jsonl`, { size: t.bytes, sha256: t.sha256, rows: t.rows }] as const,
    ),
    ...manifest.secrets.map((s) => [`secrets/${s.name}`, { size: s.size, sha256: s.sha256 }] as const),
    ...manifest.media.map((m) => [`media-store/${m.key}`, { size: m.size, sha256: m.sha256 }] as const),
  ]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupFileError(`a la copia le falta ${name}`);
    if (got.size !== want.size || got.sha256 !== want.sha256 || got.rows !== want.rows) {
      throw new BackupFileError(`${name} no coincide con el manifiesto (fichero dañado)`);
    }
  }
  for (const name of seen.keys()) {
    if (!expected.has(name)) throw new BackupFileError(`${name} no figura en el manifiesto`);
  }
  return manifest;
}

function parseManifest(body: Buffer): BackupManifest {
  try {
    const parsed = BackupManifest.safeParse(JSON.parse(body.toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // below
  }
  throw new BackupFileError('el manifiesto de la copia (manifest.json) no es válido');
}
