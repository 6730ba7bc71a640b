import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Database } from '../db/client';
import { MEDIA_KEY_PREFIX } from '../media/media-keys';
import type { MediaStorage } from '../media/storage/media-storage';
import { BackupFileError, type BackupManifest, RESTORED_SECRETS, TABLES_WITHOUT_ROWS } from './backup-format';
import { openRawSession, type Query } from './raw-session';
import { readAll, readBackupEntries } from './read-backup';
import { appliedMigrations, codeMigrations, isPrefixOf, migrationsFolderUpTo } from './schema-version';
import { quoteIdent, readTableRows, tablesInLoadOrder } from './table-rows';

/** The restore target is not empty, or cannot take this backup: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreTarget {
  database: Database;
  storage: MediaStorage;
  dataDir: string;
}

/** Rows sent per INSERT (one JSON array parameter). */
const INSERT_ROWS = 500;

/**
 * Refuses a target that holds anything: a row in any table, a migration the backup does not have, a media object,
 * or a secret file of another content than the backup's.
 */
export async function checkTargetEmpty(target: RestoreTarget, manifest: BackupManifest): Promise<void> {
  const session = await openRawSession(target.database, { holdBackupLock: false });
  try {
    await session.transaction('snapshot', async (query) => {
      const applied = await appliedMigrations(query);
      if (!isPrefixOf(applied, manifest.schema)) {
        throw new RestoreRefusedError(
          'la base de datos de destino tiene un esquema más nuevo o distinto del de la copia; use una base de datos vacía',
        );
      }
      for (const table of await tablesInLoadOrder(query)) {
        const [row] = await query(`select exists (select 1 from ${quoteIdent(table)}) as found`);
        if (row?.found) {
          throw new RestoreRefusedError(
            `la base de datos de destino no está vacía (la tabla ${table} tiene filas): la restauración solo se hace en una base de datos vacía`,
          );
        }
      }
    });
  } finally {
    await session.release();
  }
  for await (const object of target.storage.list(MEDIA_KEY_PREFIX)) {
    throw new RestoreRefusedError(
      `el almacén de medios de destino no está vacío (contiene ${object.key}): la restauración solo se hace en uno vacío`,
    );
  }
  for (const secret of manifest.secrets) {
    if (!RESTORED_SECRETS.includes(secret.name)) continue;
    const existing = await readFile(path.join(target.dataDir, secret.name)).catch(() => null);
    if (existing && createHash('sha256').update(existing).digest('hex') !== secret.sha256) {
      throw new RestoreRefusedError(
        `${path.join(target.dataDir, secret.name)} ya existe y es distinto del de la copia: use un DATA_DIR vacío`,
      );
    }
  }
}

/**
 * Restores a verified backup (read-backup.ts verifyBackupFile) into an empty target: migrations up to the
 * backup's schema, every table loaded in one transaction with the app's triggers off (ALTER TABLE … DISABLE
 * TRIGGER USER: foreign keys stay checked, the load order satisfies them), sequences set past the loaded ids,
 * every table read back and compared with the manifest's sha256, the secrets into DATA_DIR and the media objects
 * into storage (each checked against its sha256) before the commit; then the remaining migrations of this code.
 * A file written before decision 027 may hold session rows and auth-secret: both are left out (checked with the
 * rest of the file, not restored), so every cookie from before the backup is refused and everybody signs in again.
 * On failure the transaction rolls back and the objects and secrets written are removed.
 */
export async function restoreBackup(
  file: string,
  manifest: BackupManifest,
  target: RestoreTarget,
): Promise<void> {
  const known = codeMigrations();
  if (!isPrefixOf(manifest.schema, known)) {
    throw new RestoreRefusedError(
      `la copia es de un esquema más nuevo (${manifest.schema.at(-1)?.tag}) que el de este panel (${known.at(-1)?.tag}): actualice el panel antes de restaurar`,
    );
  }
  const partialFolder = migrationsFolderUpTo(manifest.schema.length);
  try {
    await target.database.migrate(partialFolder);
  } finally {
    await rm(partialFolder, { recursive: true, force: true });
  }
  const putKeys: string[] = [];
  const writtenSecrets: string[] = [];
  const session = await openRawSession(target.database, { holdBackupLock: false });
  try {
    await session.transaction('write', async (query) => {
      const tables = await tablesInLoadOrder(query);
      const expected = manifest.tables.map((t) => t.name);
      if (JSON.stringify([...tables].sort()) !== JSON.stringify([...expected].sort())) {
        throw new RestoreRefusedError('las tablas de la base de datos de destino no son las de la copia');
      }
      for (const table of tables) await query(`alter table ${quoteIdent(table)} disable trigger user`);
      let mimeTypes: Map<string, string> | null = null;
      for await (const { entry, body } of readBackupEntries(file)) {
        if (entry.kind === 'table') {
          if (!TABLES_WITHOUT_ROWS.includes(entry.table)) await loadTable(query, entry.table, body);
        } else if (entry.kind === 'secret') {
          if (!RESTORED_SECRETS.includes(entry.name)) continue;
          const content = await readAll(body);
          const destination = path.join(target.dataDir, entry.name);
          const existing = await readFile(destination).catch(() => null);
          if (!existing) {
            await mkdir(target.dataDir, { recursive: true });
            await writeFile(destination, content, { mode: 0o600, flag: 'wx' });
            writtenSecrets.push(destination);
          }
        } else if (entry.kind === 'media') {
          mimeTypes ??= await mediaTypes(query);
          const want = manifest.media.find((m) => m.key === entry.key);
          if (!want) throw new BackupFileError(`${entry.key} no figura en el manifiesto`);
          const hash = createHash('sha256');
          const hashed = Readable.from(
            (async function* () {
              for await (const chunk of body as AsyncIterable<Buffer>) {
                hash.update(chunk);
                yield chunk;
              }
            })(),
          );
          putKeys.push(entry.key);
          await target.storage.put(entry.key, hashed, {
            contentType: mimeTypes.get(entry.key) ?? 'application/octet-stream',
            contentLength: want.size,
          });
          if (hash.digest('hex') !== want.sha256) {
            throw new BackupFileError(`${entry.key} no coincide con el manifiesto (fichero dañado)`);
          }
        }
      }
      await resetSequences(query);
      for (const table of tables) await query(`alter table ${quoteIdent(table)} enable trigger user`);
      for (const summary of manifest.tables) {
        const restored = await readTableRows(query, summary.name);
        const expected = TABLES_WITHOUT_ROWS.includes(summary.name)
          ? { rows: 0, sha256: createHash('sha256').digest('hex') }
          : summary;
        if (restored.sha256 !== expected.sha256 || restored.rows !== expected.rows) {
          throw new Error(`la tabla ${summary.name} restaurada no coincide con la copia`);
        }
      }
    });
  } catch (err) {
    await target.storage.delete(putKeys).catch(() => {});
    await Promise.all(writtenSecrets.map((f) => rm(f, { force: true })));
    throw err;
  } finally {
    await session.release();
  }
  await target.database.migrate();
}

/** Inserts the table's lines (JSON objects) in batches; columns absent from a row stay at their default. */
async function loadTable(query: Query, table: string, body: Readable) {
  const columns = await query(
    `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
    [quoteIdent(table)],
  );
  const list = String(columns[0]?.list);
  const insert = `insert into ${quoteIdent(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`;
  // A chunk may end inside a multi-byte character: the decoder keeps its first bytes for the next chunk.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
  }
  rest += decoder.end();
  if (rest !== '') throw new BackupFileError(`la tabla ${table} de la copia no acaba en fin de línea`);
  await flush();
}

/** Every sequence owned by a column (identity or serial) continues after the largest restored value. */
async function resetSequences(query: Query) {
  const owned = await query(`select quote_ident(c.relname) as tbl, quote_ident(a.attname) as col,
      pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const { tbl, col, seq } of owned) {
    await query(
      `select setval($1::regclass, coalesce((select max(${String(col)}) from ${String(tbl)}), 0) + 1, false)`,
      [seq],
    );
  }
}

/** The content type of every restored media key (thumbnails and proof screenshots are WebP). */
async function mediaTypes(query: Query): Promise<Map<string, string>> {
  const rows = await query('select storage_key, thumbnail_key, mime_type from story_media');
  const types = new Map<string, string>();
  for (const r of rows) {
    types.set(String(r.storage_key), String(r.mime_type));
    if (r.thumbnail_key) types.set(String(r.thumbnail_key), 'image/webp');
  }
  // Proof-of-posting screenshots are stored as WebP (issue 31 §1).
  for (const r of await query('select storage_key from story_proofs where storage_key is not null')) {
    types.set(String(r.storage_key), 'image/webp');
  }
  return types;
}
