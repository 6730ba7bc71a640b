// npm run dev: the API server with reload (tsx watch) on PORT (3000) and Vite with hot reload on 5173,
// which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  SKIP_WEB_BUILD: 'true',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173',
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
