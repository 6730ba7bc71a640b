import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import type { MediaStorage } from '../media/storage/media-storage';
import { BACKED_UP_ROWS } from './backed-up-rows';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  type BackupManifest,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  mediaEntry,
  RESTORED_SECRETS,
  secretEntry,
  TABLES_WITHOUT_ROWS,
  type TableSummary,
  tableEntry,
} from './backup-format';
import { openRawSession } from './raw-session';
import { appliedMigrations, panelVersion } from './schema-version';
import { readTableRows, tablesInLoadOrder } from './table-rows';
import { addBufferEntry, addStreamEntry } from './tar-entries';

export interface BackupSource {
  database: Database;
  storage: MediaStorage;
  /** The DATA_DIR whose vapid.json goes into the backup when present (never its auth-secret: decision 027). */
  dataDir: string;
}

/** A media object the snapshot names but storage does not have: the install lost a file before the backup. */
export class MissingMediaError extends Error {
  override name = 'MissingMediaError';
  constructor(readonly key: string) {
    super(`the database names the media object ${key}, which is missing from storage`);
  }
}

/**
 * Writes a backup of everything the panel keeps to `out` (backup-format.ts): one snapshot of every table in a
 * REPEATABLE READ READ ONLY transaction (no live credential: the rows of TABLES_WITHOUT_ROWS left out, the secrets
 * of e-mails redacted or their unsent jobs left out, backed-up-rows.ts; decision 027), spooled to a temporary
 * folder (the transaction stays short, which matters on PGlite, whose one session the panel waits for), then the
 * secrets (vapid.json), then every media object the snapshot names,
 * streamed from storage, then the manifest. The backup lock (backup-hold.ts) is held from before the snapshot until
 * the last object is copied, so no object the snapshot names is deleted meanwhile. Ends `out`.
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupManifest> {
  const spool = await mkdtemp(path.join(tmpdir(), 'stories-backup-'));
  const session = await openRawSession(source.database, { holdBackupLock: true });
  let isLockHeld = true;
  const pack = tar.pack();
  const written = pipeline(pack, out);
  written.catch(() => {}); // awaited below; a failure before that is reported by the write that meets it
  try {
    const createdAt = new Date().toISOString();
    const snapshot = await session.transaction('snapshot', async (query) => {
      const schema = await appliedMigrations(query);
      const tables: TableSummary[] = [];
      for (const name of await tablesInLoadOrder(query)) {
        if (TABLES_WITHOUT_ROWS.includes(name)) {
          tables.push({ name, rows: 0, bytes: 0, sha256: createHash('sha256').digest('hex') });
          continue;
        }
        const file = path.join(spool, `${name}.jsonl`);
        const summary = await readTableRows(
          query,
          name,
          (text) => appendFile(file, text),
          BACKED_UP_ROWS[name],
        );
        tables.push({ name, ...summary });
      }
      const keys = await query(`select k from (
          select storage_key as k from story_media union select thumbnail_key from story_media
          union select storage_key from story_proofs
        ) keys where k is not null order by k collate "C"`);
      return { schema, tables, keys: keys.map((r) => String(r.k)) };
    });
    if (snapshot.schema.length === 0)
      throw new Error('the database has no migrations applied: nothing to back up');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      panelVersion: panelVersion(),
      createdAt,
      database: source.database.kind,
      schema: snapshot.schema,
    };
    await addBufferEntry(pack, HEADER_ENTRY, Buffer.from(`${JSON.stringify(header, null, 2)}\n`));
    for (const table of snapshot.tables) {
      const stream =
        table.bytes > 0 ? createReadStream(path.join(spool, `${table.name}.jsonl`)) : emptySource();
      await addStreamEntry(pack, tableEntry(table.name), table.bytes, stream);
    }
    const secrets: BackupManifest['secrets'] = [];
    for (const name of RESTORED_SECRETS) {
      const body = await readFile(path.join(source.dataDir, name)).catch(() => null);
      if (!body) continue;
      await addBufferEntry(pack, secretEntry(name), body);
      secrets.push({ name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
    }
    const media: BackupManifest['media'] = [];
    for (const key of snapshot.keys) {
      const stat = await source.storage.stat(key);
      if (!stat) throw new MissingMediaError(key);
      const sha256 = await addStreamEntry(pack, mediaEntry(key), stat.size, await source.storage.get(key));
      media.push({ key, size: stat.size, sha256 });
    }
    isLockHeld = false;
    await session.release();
    const manifest: BackupManifest = {
      ...header,
      tables: snapshot.tables,
      media,
      secrets,
      finishedAt: new Date().toISOString(),
    };
    await addBufferEntry(pack, MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await written;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    out.destroy(err as Error);
    throw err;
  } finally {
    if (isLockHeld) await session.release();
    await rm(spool, { recursive: true, force: true });
  }
}

async function* emptySource(): AsyncGenerator<Buffer> {}
