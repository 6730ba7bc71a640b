import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core to the main process: one worker on our 2-core machines, where the files
    // then ran one after another. Two workers took the API suite from 6m42s to 4m10s and unit + web from 2m20s
    // to 1m22s there (2026-11-26): much of a file's time is waiting (child processes, timers, sockets).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The run's own TMPDIR and test-database id; at the end, what a test left behind fails the run.
    globalSetup: ['tests/setup/leftovers.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // Plain functions: one module graph per worker instead of one per file (77 s → 13 s on 2 cores).
          isolate: false,
          // A bound on a hung test, not a measure: Vitest's 5 s failed a HEIC decode (sharp, ffmpeg) with both cores
          // busy.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['src/web/testing/setup.ts'],
          isolate: false,
          // The screen tests drive a whole page through user-event in jsdom: about 1 s each on a quiet machine,
          // several seconds on a loaded CI machine, and findBy… waits up to 10 s (src/web/testing/setup.ts). Not a
          // performance check (those live in bench/): only a bound on a test that hangs.
          testTimeout: 60_000,
          // The same bound for hooks: a beforeAll that preloads a page's lazy dialogs imports their modules, which
          // took over Vitest's 10 s on a machine far busier than two spinners (campaigns-page, issue 28's check).
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/api-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file makes its own database and app; sharing the module graph per worker halves the suite
          // (9 min → 4 min on 2 cores), most of which was importing the server again for each of 47 files.
          isolate: false,
        },
      },
    ],
  },
});
