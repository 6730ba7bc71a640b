import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * How the backup CLI finds a panel running on an embedded (PGlite) DATA_DIR, which no other process may open:
 * at start-up the panel writes `DATA_DIR/panel.json` (its pid and loopback URL) and `DATA_DIR/backup-token`
 * (32 random bytes, mode 0600: readable by the machine's owner of DATA_DIR only), and removes both when it stops.
 * The CLI sends the token to GET /internal/backup over loopback (routes/backup.ts).
 */
export const PANEL_FILE = 'panel.json';
export const BACKUP_TOKEN_FILE = 'backup-token';

const PanelFile = z.object({ pid: z.number().int().positive(), url: z.url() });
export type PanelFile = z.infer<typeof PanelFile>;

/**
 * Writes a fresh token (mode 0600) before the panel serves; `announce` writes the panel file once it listens, and
 * `remove` deletes both when it stops.
 */
export function createBackupToken(dataDir: string): {
  token: string;
  announce(panel: PanelFile): void;
  remove(): void;
} {
  const token = randomBytes(32).toString('base64url');
  const tokenFile = path.join(dataDir, BACKUP_TOKEN_FILE);
  rmSync(tokenFile, { force: true }); // a new file gets mode 0600; an old one would keep its own mode
  writeFileSync(tokenFile, token, { mode: 0o600, flag: 'wx' });
  chmodSync(tokenFile, 0o600);
  return {
    token,
    announce: (panel) =>
      writeFileSync(path.join(dataDir, PANEL_FILE), `${JSON.stringify(panel)}\n`, { mode: 0o600 }),
    remove: () => {
      rmSync(path.join(dataDir, PANEL_FILE), { force: true });
      rmSync(tokenFile, { force: true });
    },
  };
}

/** The loopback URL of a panel listening on `host`:`port` (0.0.0.0 and :: include loopback). */
export function loopbackUrl(host: string, port: number): string {
  if (host === '::' || host === '::1') return `http://[::1]:${port}`;
  if (host === '0.0.0.0' || host === 'localhost' || host.startsWith('127.'))
    return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The running panel of DATA_DIR with its token, or null when none runs (no file, or its process is gone). */
export function findRunningPanel(dataDir: string): (PanelFile & { token: string }) | null {
  let panel: PanelFile;
  try {
    panel = PanelFile.parse(JSON.parse(readFileSync(path.join(dataDir, PANEL_FILE), 'utf8')));
  } catch {
    return null;
  }
  if (!isAlive(panel.pid)) return null;
  const token = readFileSync(path.join(dataDir, BACKUP_TOKEN_FILE), 'utf8').trim();
  return { ...panel, token };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
