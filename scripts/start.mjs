// npm start: builds the web app and the server when missing or stale (in a checkout with its devDependencies), then
// runs the compiled server (dist/server/index.js) in this process with plain Node. In a production install it builds
// nothing: it runs dist/ as it is, or says what is missing. SKIP_WEB_BUILD=true leaves dist/web as it is.
import { ensureBuilt, runEntry } from './lib/dist.mjs';

try {
  ensureBuilt(process.env.SKIP_WEB_BUILD === 'true' ? ['server'] : ['web', 'server']);
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
await runEntry('index', process.argv.slice(2));
