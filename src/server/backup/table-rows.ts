import { createHash } from 'node:crypto';
import type { Query } from './raw-session';

/** Rows fetched per round trip of a table's cursor. */
const FETCH_ROWS = 1000;

/** `"name"`, for the table names of the catalog (snake_case, but `user` is a keyword). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of the public schema, parents before children (foreign keys), ties alphabetical: the order the
 * backup writes them and the restore loads them in. A cycle (none in the schema) would fall back to names.
 */
export async function tablesInLoadOrder(query: Query): Promise<string[]> {
  const tables = (
    await query(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`)
  ).map((r) => String(r.name));
  const edges = await query(`select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(String(e.child))?.add(String(e.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next =
      tables.find((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p))) ??
      tables.find((t) => !placed.has(t));
    if (!next) break;
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/**
 * What is read of a table's rows, as SQL over `t` (one row of the table): `row`, the jsonb written for it
 * (`to_jsonb(t)` when omitted), and `where`, which rows are read (all when omitted).
 */
export interface RowsSql {
  row?: string;
  where?: string;
}

/**
 * Every row of `table` as canonical text (`to_jsonb(row)::text`: jsonb sorts keys; the session's time zone is
 * UTC), sorted bytewise, given line by line to `onLines`; answers the count and the sha256 of the lines, each
 * ended by '\n'. Streams through a cursor, so it needs a transaction. The same function checks a restore (with
 * every row as it is: the restore loads what the backup wrote). `rowsSql` changes what is read (backed-up-rows.ts).
 */
export async function readTableRows(
  query: Query,
  table: string,
  onLines: (text: string) => Promise<void> | void = () => {},
  rowsSql: RowsSql = {},
): Promise<{ rows: number; bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const cursor = `backup_${table}`;
  const row = rowsSql.row ?? 'to_jsonb(t)';
  const where = rowsSql.where ? ` where ${rowsSql.where}` : '';
  await query(
    `declare ${quoteIdent(cursor)} no scroll cursor for
     select r from (select (${row})::text as r from ${quoteIdent(table)} t${where}) rows order by r collate "C"`,
  );
  for (;;) {
    const batch = await query(`fetch ${FETCH_ROWS} from ${quoteIdent(cursor)}`);
    if (batch.length === 0) break;
    const text = `${batch.map((r) => String(r.r)).join('\n')}\n`;
    hash.update(text);
    rows += batch.length;
    bytes += Buffer.byteLength(text);
    await onLines(text);
  }
  await query(`close ${quoteIdent(cursor)}`);
  return { rows, bytes, sha256: hash.digest('hex') };
}
