import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../src/server/seed/demo-credentials';
import { someStoryId } from '../setup/demo-story';
import { type ServerLaunch, signInOver, startServerProcess } from '../setup/server-process';
import { notPrivate } from './support/private-modes';

/**
 * DATA_DIR is its owner's only (docs/decisions/027-backups-without-live-credentials.md): the real server, started
 * under `umask 000` (every file the process makes without an explicit mode would be world-writable), writes its
 * database, secrets, story files and upload staging there 0700/0600; and an install whose entries are readable or
 * writable by others is corrected when it starts, with one log line that says how many.
 */
const ENTRY = path.resolve(import.meta.dirname, '../../src/server/index.ts');
const underUmask000: ServerLaunch = {
  command: ['sh', '-c', 'umask 000 && exec "$0" "$@"', process.execPath, '--import', 'tsx', ENTRY],
  // The first start migrates and stores the demo data: slow on a loaded machine.
  startTimeoutMs: 180_000,
};
const admin = DEMO_CREDENTIALS.admin;

describe('DATA_DIR permissions', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'stories-permissions-test-'));
  const dataDir = path.join(work, 'data'); // made by the panel
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('a panel started under umask 000 keeps everything it writes in DATA_DIR to its owner (0700/0600)', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, AUTH_SECRET: '' }, underUmask000);
    try {
      const cookie = await signInOver(server.url, admin.email, admin.password);
      const headers = { cookie, origin: server.url };
      // vapid.json is made on first use.
      expect((await fetch(`${server.url}/api/push`, { headers })).status).toBe(200);
      // A story file through the staging folder into the media store.
      const storyId = await someStoryId(server.url, cookie);
      const image = await sharp({ create: { width: 320, height: 568, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
      const upload = await fetch(`${server.url}/api/stories/${storyId}/media?name=permisos.png`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(image),
      });
      expect(upload.status).toBe(201);
      // A resumable upload left unfinished: tus's file store writes its staging files with the process's umask.
      const tus = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-length': String(image.length),
          'upload-metadata': [
            `storyId ${Buffer.from(storyId).toString('base64')}`,
            `filename ${Buffer.from('a-medias.png').toString('base64')}`,
            `filetype ${Buffer.from('image/png').toString('base64')}`,
          ].join(','),
        },
      });
      expect(tus.status).toBe(201);

      for (const made of ['pglite', 'media-store', 'uploads', 'auth-secret', 'vapid.json', 'backup-token']) {
        expect(existsSync(path.join(dataDir, made)), made).toBe(true);
      }
      expect(readdirSync(path.join(dataDir, 'uploads')).length).toBeGreaterThan(0);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await server.kill(); // a no-op once it has exited (the test owns DATA_DIR)
    }
    // What it wrote while stopping too.
    expect(notPrivate(dataDir)).toEqual([]);
  }, 300_000);

  it('an install with entries others can read or write is corrected at start-up, with one log line', async () => {
    const clusterFile = path.join(dataDir, 'pglite', 'PG_VERSION');
    chmodSync(clusterFile, 0o666);
    chmodSync(path.join(dataDir, 'media-store'), 0o777);
    chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
    expect(notPrivate(dataDir)).toHaveLength(3);

    const server = await startServerProcess(
      { DATA_DIR: dataDir, AUTH_SECRET: '', DEMO_DATA: 'false' },
      underUmask000,
    );
    try {
      const lines = server.logs.filter((l) => String(l.msg).startsWith('DATA_DIR permissions'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ fixed: 3, dataDir, level: 30 });
      expect(statSync(clusterFile).mode & 0o777).toBe(0o600);
      expect(notPrivate(dataDir)).toEqual([]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await server.kill(); // a no-op once it has exited (the test owns DATA_DIR)
    }
  }, 300_000);
});
