import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFileError, RESTORED_SECRETS } from '../backup/backup-format';
import { formatBytes, isDirEmpty, parseCliEnv, secretsText } from '../backup/cli-env';
import { findRunningPanel } from '../backup/panel-file';
import { verifyBackupFile } from '../backup/read-backup';
import { checkTargetEmpty, RestoreRefusedError, restoreBackup } from '../backup/restore-backup';
import { openDatabaseFor } from '../bootstrap';
import { setPrivateUmask } from '../data-dir-permissions';
import { EnvError } from '../env';
import { createMediaStorage } from '../media/storage/create-media-storage';

const USAGE = 'Uso: npm run restore -- FICHERO.tar';

/**
 * npm run restore -- FILE: restores a backup of `npm run backup` into an empty target, configured like the
 * server (DATA_DIR, DATABASE_URL, S3_*): an empty or absent DATA_DIR on the embedded database, an empty database
 * and media store otherwise. The file is checked whole before anything is written.
 */
async function main() {
  setPrivateUmask(); // the restored DATA_DIR, database and media: their owner's only
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const source = path.resolve(file);
  if (!existsSync(source)) throw new RestoreRefusedError(`no existe el fichero ${source}`);
  const env = parseCliEnv();
  const started = Date.now();
  if (!env.DATABASE_URL) {
    if (findRunningPanel(env.DATA_DIR)) {
      throw new RestoreRefusedError(
        `hay un panel en marcha sobre ${env.DATA_DIR}: detenga el panel y use un DATA_DIR vacío`,
      );
    }
    if (!isDirEmpty(env.DATA_DIR)) {
      throw new RestoreRefusedError(
        `${env.DATA_DIR} no está vacío: la restauración solo se hace en un DATA_DIR vacío o inexistente`,
      );
    }
  }
  process.stdout.write(`Comprobando ${source}…\n`);
  const manifest = await verifyBackupFile(source);
  const database = openDatabaseFor({ ...env, DATABASE_POOL_SIZE: 2 });
  try {
    const target = { database, storage: createMediaStorage(env), dataDir: env.DATA_DIR };
    await checkTargetEmpty(target, manifest);
    await restoreBackup(source, manifest, target);
  } finally {
    await database.close();
  }
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.media.reduce((sum, m) => sum + m.size, 0);
  process.stdout.write(
    `Copia del ${manifest.createdAt} restaurada en ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.DATA_DIR}:\n` +
      `  ${manifest.tables.length} tablas, ${rows} filas, ${manifest.media.length} ficheros de medios (${formatBytes(bytes)}), ` +
      `${secretsText(manifest.secrets.filter((s) => RESTORED_SECRETS.includes(s.name)).length)}; ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
}

main().catch((err) => {
  if (err instanceof RestoreRefusedError || err instanceof BackupFileError || err instanceof EnvError) {
    process.stderr.write(`Restauración rechazada: ${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Restauración fallida: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
