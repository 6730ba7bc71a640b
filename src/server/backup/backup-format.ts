import { z } from 'zod';
import { isMediaKey } from '../media/storage/media-storage';

/**
 * The backup file (docs/decisions/024-backups.md): one POSIX tar stream with, in this order,
 *
 *   backup.json             the header: format, panel version, schema (migrations), database kind, start time
 *   db/<table>.jsonl        every table of the snapshot, one row per line (`to_jsonb(row)::text`), sorted bytewise;
 *                           the session, verification and media_uploads tables without rows, e-mails' secrets
 *                           redacted (backed-up-rows.ts; docs/decisions/027-backups-without-live-credentials.md)
 *   secrets/<name>          DATA_DIR's vapid.json, when the install has it (files written before decision 027 may
 *                           also hold auth-secret, which the restore leaves out)
 *   media-store/<key>       every object a story_media row of the snapshot names (file and thumbnail)
 *   manifest.json           the header again plus rows, sizes and sha256 of every entry: written last, so a file
 *                           without it is incomplete
 */
export const BACKUP_FORMAT = 'stories-panel-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const mediaEntry = (key: string) => `media-store/${key}`;
export const secretEntry = (name: string) => `secrets/${name}`;

/** The DATA_DIR secret files a backup may hold: sessions' (auth-secret, only in files from before decision 027) and
 * push subscriptions' (vapid.json). */
export const SECRET_FILES = ['auth-secret', 'vapid.json'] as const;

/**
 * What a backup carries and a restore puts back (decision 027): vapid.json, which every phone's push subscription is
 * bound to. Not auth-secret: with it and a session token anyone who reads the file signs in as that user; a panel
 * restored without it makes a new one and everybody signs in again.
 */
export const RESTORED_SECRETS: readonly (typeof SECRET_FILES)[number][] = ['vapid.json'];

/**
 * Tables written empty, and not loaded from a file that has rows for them (decision 027): `session` and
 * `verification` (Better Auth's password-reset tokens) are live credentials; `media_uploads` are the open resumable
 * uploads, whose staged files (DATA_DIR/uploads) are not in the backup; `link_salts` is the day's salt of the tracked
 * links' visitor hashes (decision 033): with it, a backup would let anyone test whether an address tapped a link that
 * day. The restored panel makes a new one (a visitor may then count once more within 30 s of the restore).
 */
export const TABLES_WITHOUT_ROWS: readonly string[] = [
  'session',
  'verification',
  'media_uploads',
  'link_salts',
];

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A table of the public schema as the panel names them (snake_case). */
const TableName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const BackupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  panelVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the backed-up database, oldest first (drizzle's tag and the SQL's sha256). */
  schema: z.array(z.object({ tag: z.string().min(1), hash: Sha256 })).min(1),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

export const TableSummary = z.object({
  name: TableName,
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** sha256 of the table's entry: its rows as canonical text, sorted, one per line. */
  sha256: Sha256,
});
export type TableSummary = z.infer<typeof TableSummary>;

export const FileSummary = z.object({ size: z.number().int().min(0), sha256: Sha256 });

export const BackupManifest = BackupHeader.extend({
  tables: z.array(TableSummary).min(1),
  media: z.array(FileSummary.extend({ key: z.string().refine(isMediaKey, 'not a media key') })),
  secrets: z.array(FileSummary.extend({ name: z.enum(SECRET_FILES) })),
  finishedAt: z.iso.datetime(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** A backup file that cannot be restored: truncated, corrupted, of another format or of a newer panel. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}
