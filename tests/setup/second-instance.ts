import { openDatabase } from '../../src/server/db/client';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * A second app instance on the database of `first`, as a second process would be: on PostgreSQL it gets its own
 * connection pool (and so its own LISTEN connections); on PGlite both share the one embedded instance. `close`
 * ends the instance, then its pool; close it before `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  { poolSize = 2, ...options }: Omit<TestAppOptions, 'database'> & { poolSize?: number } = {},
): Promise<{ app: TestApp; close(): Promise<void> }> {
  const ownDatabase = first.database.pool
    ? openDatabase({
        kind: 'postgres',
        url: first.database.pool.options.connectionString!,
        poolSize,
        onConnectionError: () => {},
      })
    : null;
  const app = await createTestApp({ ...options, database: ownDatabase ?? first.database });
  return {
    app,
    close: async () => {
      await app.cleanup();
      await ownDatabase?.close();
    },
  };
}
