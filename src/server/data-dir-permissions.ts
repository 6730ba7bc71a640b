import { chmod, lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the whole panel: the embedded database, the story files, the upload staging, the secrets
 * (auth-secret, vapid.json, backup-token). Everything the panel writes there is its owner's only: folders 0700,
 * files 0600, whatever the umask the process was started with.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and folders created from now on without an explicit mode (by the panel, by libraries such as tus's file
 * store) get no group or other bits. Called first thing by the server and the command-line tools.
 */
export function setPrivateUmask(): void {
  process.umask(0o077);
}

/**
 * Takes group and other bits away from `root` and everything under it (folders 0700, files 0600; symbolic links
 * under it are left alone and not followed; `root` itself may be one, and what it leads to is walked). Answers how many entries were changed and how many could not be (another
 * owner's files: EPERM). A missing root changes nothing. PGlite writes its cluster's files 0666 whatever the
 * umask, and installs from before this existed have 0644/0755 entries: both are corrected by this walk.
 */
export async function restrictTree(root: string): Promise<{ fixed: number; failed: number }> {
  const result = { fixed: 0, failed: 0 };
  const visit = async (entry: string): Promise<void> => {
    let stat: Awaited<ReturnType<typeof lstat>>;
    try {
      stat = await lstat(entry);
    } catch {
      return; // removed meanwhile (a finished upload, a media object deleted)
    }
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    const wanted = isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        await chmod(entry, wanted);
        result.fixed++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') result.failed++;
      }
    }
    if (!isDir) return;
    const names = await readdir(entry).catch(() => [] as string[]);
    for (const name of names) await visit(path.join(entry, name));
  };
  // DATA_DIR itself may be a link (/var/lib/panel → a data disk): the walk starts where it leads. Inside, links are
  // never followed (lstat above).
  const start = await realpath(root).catch(() => null);
  if (start) await visit(start);
  return result;
}
