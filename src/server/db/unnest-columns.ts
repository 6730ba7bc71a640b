import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/** PostgreSQL element types a column of `unnestColumns` may have. */
export type UnnestElementType = 'int4' | 'int8' | 'text' | 'date' | 'jsonb';

export interface UnnestColumn {
  type: UnnestElementType;
  /** One value per row; null for SQL NULL. jsonb values are given as JS values (objects, arrays…). */
  values: readonly unknown[];
}

/**
 * FROM items that turn column arrays into rows, for `insert … select … from <these>`: any number of rows with
 * ONE bound parameter, a JSON object of column arrays, whatever the row count (no 65,535-parameter limit, a
 * short constant statement text instead of a VALUES list of thousands of placeholders):
 *
 *   json_to_record($1::text::json) as "<alias>_columns"(a int4[], b text[], …),
 *   unnest("<alias>_columns".a, "<alias>_columns".b, …) with ordinality as "<alias>"(a, b, …, ord)
 *
 * `json_to_record` turns each JSON array into a typed PostgreSQL array (JSON null → SQL NULL) and `unnest`
 * zips them; `ord` is the 1-based row position, to keep the caller's order. The parameter is JSON text rather
 * than one array parameter per column because node-postgres serialises a JS array into an array literal in JS,
 * element by element, on the event loop (~160 ms for the 7,200 stories of the largest campaign), while
 * JSON.stringify is native; both drivers pass the text as it is. Every column must have the same length.
 */
export function unnestColumns(alias: string, columns: Record<string, UnnestColumn>): SQL {
  const names = Object.keys(columns);
  const recordAlias = sql.identifier(`${alias}_columns`);
  const values: Record<string, readonly unknown[]> = {};
  const definitions: SQL[] = [];
  for (const name of names) {
    const column = columns[name] as UnnestColumn;
    values[name] = column.values;
    definitions.push(sql`${sql.identifier(name)} ${sql.raw(column.type)}[]`);
  }
  const json = JSON.stringify(values);
  return sql`json_to_record(${json}::text::json) as ${recordAlias}(${sql.join(definitions, sql`, `)}),
    unnest(${sql.join(
      names.map((name) => sql`${recordAlias}.${sql.identifier(name)}`),
      sql`, `,
    )}) with ordinality as ${sql.identifier(alias)}(${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}, ord)`;
}

/** A column's bare name as an identifier, for the column list of an INSERT written in SQL. */
export function columnName(column: AnyColumn): SQL {
  return sql`${sql.identifier(column.name)}`;
}

/** The bare names of columns, comma-separated, for the column list of an INSERT written in SQL. */
export function columnList(...columns: AnyColumn[]): SQL {
  return sql.join(
    columns.map((column) => columnName(column)),
    sql`, `,
  );
}

/**
 * The rows of a raw statement. node-postgres and PGlite both answer `{ rows }`; the shared `Executor` type
 * leaves the result untyped, so the row shape is the caller's to state (and to cast in SQL: e.g. `count(*)::int`,
 * since node-postgres returns int8 as a string and PGlite as a number). Timestamps arrive as text on both: drizzle
 * sets the drivers' parsers so, and maps them to Dates only in its own query builder.
 */
export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
