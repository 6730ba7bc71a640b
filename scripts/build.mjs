// npm run build: the web app into dist/web and the compiled server into dist/server, both rebuilt whether stale or
// not (npm start builds only what is missing or stale).
import { build } from './lib/dist.mjs';

try {
  build('web');
  build('server');
} catch (err) {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
