/**
 * Runs around every API test file (vitest.config.ts `setupFiles` of the api project; the project shares one module
 * graph per worker, so this is registered here and not as a side effect of importing test-app).
 */
import { afterAll } from 'vitest';
import { removeDataDirsLeftOpen } from './test-app';

// A second app instance on the same database (createTestApp({ database })) is often left to the end of the file
// without its cleanup(): its temporary DATA_DIR goes with the file.
afterAll(() => removeDataDirsLeftOpen());
