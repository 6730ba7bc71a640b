import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../app-root';
import { PRIVATE_DIR_MODE, restrictTree } from '../data-dir-permissions';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services accept: the same on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

/** How the app's connections show in pg_stat_activity (and how the connection-loss tests find them). */
export const APPLICATION_NAME = 'stories-panel';
/** Time to open a new connection before the query fails as "database unavailable". */
export const CONNECT_TIMEOUT_MS = 5_000;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Underlying pg pool when on a real server (LISTEN/NOTIFY needs a dedicated client). */
  pool: pg.Pool | null;
  /** Underlying PGlite instance when embedded. */
  pglite: PGlite | null;
  /** Applies the migrations of `migrationsFolder` (default: the app's drizzle/ folder) not yet applied. */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /**
       * A pooled connection that fails (server restart, failover, connection terminated by an administrator or
       * by a pooler), idle or checked out, is reported here instead of crashing the process; the pool drops it
       * and opens another for the next query.
       */
      onConnectionError?: (err: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /** In memory only: start from this dump (PGlite's dumpDataDir) instead of an empty cluster (tests). */
      loadDataDir?: Blob;
    };

export function openDatabase(config: DatabaseConfig): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Unless PGAPPNAME or ?application_name= in the URL names the connections otherwise (libpq's rule).
      fallback_application_name: APPLICATION_NAME,
    });
    const onError =
      config.onConnectionError ??
      ((err: Error) => process.stderr.write(`database: a connection failed: ${err.message}\n`));
    // The pool listens for errors only on idle clients. A checked-out client (inside a transaction, between two
    // statements) whose backend is terminated emits 'error' with no listener, which would crash the process:
    // every client gets a listener of its own for its whole life. The failed query itself rejects as usual, and
    // the pool discards the broken client when it is released.
    pool.on('connect', (client) => client.on('error', onError));
    pool.on('error', onError);
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      pglite: null,
      migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  // PGlite writes its cluster's files 0666 (and pg_internal.init 0644) whatever the umask: they are made private
  // (data-dir-permissions.ts) once it is ready, before any migration or query of the panel runs, and again when it
  // closes.
  let ready: Promise<unknown> = Promise.resolve();
  const clusterDir = config.dataDir ? path.join(config.dataDir, 'pglite') : null;
  if (config.dataDir && clusterDir) {
    mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    client = new PGlite(clusterDir);
    ready = client.waitReady.then(() => restrictTree(clusterDir));
    ready.catch(() => {}); // a failed start is reported by the first query
  } else {
    client = new PGlite(config.loadDataDir ? { loadDataDir: config.loadDataDir } : undefined);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool: null,
    pglite: client,
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      await ready;
      await migratePglite(db, { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: once(async () => {
      await client.close();
      // pg_internal.init is written 0644 after start-up too (the relation cache, after the migrations).
      if (clusterDir) await restrictTree(clusterDir);
    }),
  };
}

/** close() may be called again (a shutdown path and a test's cleanup): later calls wait for the first one. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => {
    closing ??= close();
    return closing;
  };
}
