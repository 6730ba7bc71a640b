// npm run <command>: runs the compiled CLI dist/server/cli/<command>.js (built from src/server/cli/<command>.ts),
// building the server first when missing or stale in a checkout, as npm start does. In package.json:
//   "create-admin": "node scripts/cli.mjs create-admin"   →   npm run create-admin -- --email E --password P
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ROOT, runEntry } from './lib/dist.mjs';

const [name, ...args] = process.argv.slice(2);

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

try {
  ensureBuilt(['server']);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const cliDir = path.join(ROOT, 'dist/server/cli');
if (!name || !/^[a-z0-9][a-z0-9-]*$/.test(name) || !existsSync(path.join(cliDir, `${name}.js`))) {
  const known = existsSync(cliDir)
    ? readdirSync(cliDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => file.slice(0, -3))
    : [];
  fail(`Usage: node scripts/cli.mjs <command> [arguments]; commands: ${known.join(', ') || '(none built)'}`);
}
await runEntry(`cli/${name}`, args);
