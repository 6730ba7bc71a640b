import type { Executor } from './client';

/**
 * A query built once per database (or transaction) instead of on every call: drizzle's query building (SQL
 * text from the query builder) costs as much app CPU as a small query's whole round trip, and hot reads run it
 * on every request. `prepare` receives the executor and returns drizzle's `.prepare(name)` of the query with
 * `sql.placeholder()`s for the per-call values.
 *
 * The name decides what PostgreSQL caches: a non-empty name makes a server-side prepared statement (parsed
 * once per pooled connection; after five runs PostgreSQL may keep a generic plan), so give one only to
 * queries whose plan cannot depend on the values (lookups by key); '' keeps an unnamed statement, planned on
 * every run with the actual values. PGlite ignores the name.
 */
export function preparedPerDatabase<P>(prepare: (db: Executor) => P): (db: Executor) => P {
  const byDatabase = new WeakMap<Executor, P>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
