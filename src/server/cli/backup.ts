import { createWriteStream, existsSync } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BackupFileError } from '../backup/backup-format';
import { formatBytes, parseCliEnv, secretsText } from '../backup/cli-env';
import { findRunningPanel } from '../backup/panel-file';
import { verifyBackupFile } from '../backup/read-backup';
import { MissingMediaError, writeBackup } from '../backup/write-backup';
import { openDatabaseFor } from '../bootstrap';
import { PRIVATE_FILE_MODE, setPrivateUmask } from '../data-dir-permissions';
import { EnvError } from '../env';
import { createMediaStorage } from '../media/storage/create-media-storage';

const USAGE = 'Uso: npm run backup -- --out FICHERO.tar';

/**
 * npm run backup -- --out FILE: a consistent backup of the database, the media and DATA_DIR's secrets in one
 * file (docs/decisions/024-backups.md). PostgreSQL: read directly. Embedded database: through the running panel
 * (GET /internal/backup with DATA_DIR/backup-token), or by opening DATA_DIR when no panel runs. Written to
 * FILE.partial, read back and checked, then renamed to FILE: a FILE that exists is complete.
 */
async function main() {
  setPrivateUmask(); // its temporary spool, and DATA_DIR when it opens a stopped panel's database
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const out = path.resolve(values.out);
  if (existsSync(out)) fail(`${out} ya existe: elija otro nombre (la copia no sobrescribe ficheros).`);
  const partial = `${out}.partial`;
  const env = parseCliEnv();
  const started = Date.now();
  const removePartial = () => rm(partial, { force: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void removePartial().finally(() => process.exit(130)));
  }
  let via: string;
  try {
    await removePartial(); // left by a killed backup: the new file is created, with its mode, not reused
    const panel = env.DATABASE_URL ? null : findRunningPanel(env.DATA_DIR);
    if (panel) {
      via = `el panel en marcha (pid ${panel.pid})`;
      await fetchFromPanel(panel.url, panel.token, partial);
    } else {
      if (!env.DATABASE_URL && !existsSync(path.join(env.DATA_DIR, 'pglite'))) {
        fail(`No hay base de datos en ${env.DATA_DIR} (ni DATABASE_URL): nada que copiar.`);
      }
      via = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `${env.DATA_DIR} (el panel no está en marcha)`;
      const database = openDatabaseFor({ ...env, DATABASE_POOL_SIZE: 2 });
      try {
        const storage = createMediaStorage(env);
        await writeBackup({ database, storage, dataDir: env.DATA_DIR }, createBackupFile(partial));
      } finally {
        await database.close();
      }
    }
    await fsyncFile(partial);
    const manifest = await verifyBackupFile(partial);
    await rename(partial, out);
    const { size } = await stat(out);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Copia de seguridad escrita en ${out} desde ${via}:\n` +
        `  ${manifest.tables.length} tablas, ${rows} filas, ${manifest.media.length} ficheros de medios, ` +
        `${secretsText(manifest.secrets.length)}; ${formatBytes(size)} en ${seconds} s.\n`,
    );
  } catch (err) {
    await removePartial();
    throw err;
  }
}

async function fetchFromPanel(url: string, token: string, file: string) {
  let res: Response;
  try {
    res = await fetch(`${url}/internal/backup`, { headers: { authorization: `Bearer ${token}` } });
  } catch (err) {
    fail(`El panel en marcha no responde en ${url} (${(err as Error).message}).`);
  }
  if (res.status !== 200 || !res.body) fail(`El panel en marcha rechazó la copia (HTTP ${res.status}).`);
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    createBackupFile(file),
  );
}

/**
 * The backup holds every row of the panel (password hashes, clients' data, the VAPID key): readable by its owner
 * only (0600) whatever the umask; 'wx': never another's file of the same name.
 */
const createBackupFile = (file: string) => createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });

async function fsyncFile(file: string) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function fail(message: string): never {
  throw new CliError(message);
}

class CliError extends Error {}

main().catch((err) => {
  if (
    err instanceof CliError ||
    err instanceof EnvError ||
    err instanceof BackupFileError ||
    err instanceof MissingMediaError
  ) {
    process.stderr.write(`Copia de seguridad fallida: ${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Copia de seguridad fallida: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
