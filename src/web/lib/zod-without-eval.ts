/**
 * Our Content-Security-Policy allows no 'unsafe-eval' (src/server/middleware/security.ts). Zod compiles object
 * parsers with `new Function` when it can, and probes for that the first time an object schema is built: the
 * refused probe is reported by the browser as a CSP violation (a DevTools issue, Lighthouse best-practices)
 * even though zod catches it. Jitless mode skips the probe and the compilation; parsing stays the same.
 *
 * Zod keeps its config on `globalThis.__zod_globalConfig` (shared by every copy of zod, created with `??=`):
 * setting it here, first thing in the entry, reaches the zod of the lazy chunks without putting zod itself into
 * the entry chunk (it would cost every route, /login included, ~4 KB gzip). zod-without-eval.test.ts checks that
 * zod still reads it.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

const host = globalThis as ZodGlobal;
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

export {};
