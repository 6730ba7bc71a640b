import { existsSync, readdirSync } from 'node:fs';
import { type Env, parseEnv } from '../env';

/**
 * The server's configuration for the backup and restore commands. They sign nothing, so AUTH_SECRET gets a
 * placeholder when unset: parseEnv would otherwise create DATA_DIR/auth-secret, and a restore target must stay
 * empty (the panel started there makes its own secret: the backup carries none, decision 027).
 */
export function parseCliEnv(source: Record<string, string | undefined> = process.env): Env {
  return parseEnv({
    ...source,
    AUTH_SECRET: source.AUTH_SECRET || 'unused-by-backup-and-restore-0000000000',
  });
}

/** Whether `dir` is absent or holds nothing. */
export function isDirEmpty(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** '1 secreto', '0 secretos', '2 secretos'. */
export const secretsText = (count: number) => `${count} ${count === 1 ? 'secreto' : 'secretos'}`;

export const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(2)} GB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${(bytes / 1024).toFixed(1)} KB`;
