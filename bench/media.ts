/**
 * Story media on the real app (a fresh PostgreSQL database with the demo data, local storage under DATA_DIR):
 *
 * - upload throughput: a BENCH_MEDIA_MB (default 1024) MB video sent through the resumable endpoint (tus POST +
 *   one streamed PATCH) until the answer says it is stored, against a raw write of the same bytes to the same
 *   disk (ratio). The stored path writes the bytes twice (staging, then storage) and probes the file, so a
 *   ratio near 0.5 is the floor's half by design;
 * - the server's memory (VmRSS, sampled every 50 ms) while that upload runs: its growth must stay under 100 MB;
 * - GET /api/media/{id} with a 1 MB Range at 50 connections: p99 and req/s.
 *
 *   npm run bench -- media
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { api, DEMO, signIn, startApp } from './lib/app-process';
import { runHttpLoad } from './lib/load';
import { rssMb, writeBigVideo } from './lib/media-files';
import { atLeast, type BenchModule, type BenchResult, below, figure } from './lib/result';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.BENCH_MEDIA_MB ?? 1024);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The raw floor: the same bytes copied to a new file on the same disk. */
async function rawWriteSeconds(file: string, dir: string): Promise<number> {
  const start = performance.now();
  await pipeline(
    createReadStream(file, { highWaterMark: 8 * MB }),
    createWriteStream(path.join(dir, 'raw.copy')),
  );
  return (performance.now() - start) / 1000;
}

/** tus POST then one streamed PATCH of the whole file; resolves with the answer's status and body. */
async function tusUpload(baseUrl: string, cookie: string, storyId: string, file: string, onSent: () => void) {
  const size = statSync(file).size;
  const meta = [
    `storyId ${Buffer.from(storyId).toString('base64')}`,
    `filename ${Buffer.from('big.mp4').toString('base64')}`,
  ];
  const created = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': meta.join(','),
      cookie,
      origin: baseUrl,
    },
  });
  if (created.status !== 201) throw new Error(`tus create: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
        cookie,
        origin: baseUrl,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.on('finish', onSent);
    createReadStream(file, { highWaterMark: MB }).pipe(req);
  });
}

export const benchModule: BenchModule = {
  name: 'media',
  description: `story media: ${SIZE_MB} MB resumable upload vs raw disk write, server memory, ranged GET p99 at 50 connections`,
  async run() {
    const dir = mkdtempSync(path.join(tmpdir(), 'stories-bench-media-'));
    // PostgreSQL, as a deployment serving 50 connections runs; BENCH_MEDIA_DB=pglite measures the embedded default,
    // whose in-flight bound (EMBEDDED_DB_MAX_IN_FLIGHT, 32) answers 503 past 32 concurrent requests by design.
    const app = await startApp(
      process.env.BENCH_MEDIA_DB === 'pglite' ? {} : { database: { freshPostgres: POSTGRES_SERVER } },
    );
    const results: BenchResult[] = [];
    try {
      const file = await writeBigVideo(dir, SIZE_MB);
      const rawSeconds = await rawWriteSeconds(file, dir);
      rmSync(path.join(dir, 'raw.copy'), { force: true });
      const cookie = await signIn(app.baseUrl, DEMO.client);
      const today = await api<{ stories: { id: string; media: { id: string; kind: string }[] }[] }>(
        app.baseUrl,
        cookie,
        '/api/client/publishing',
      );
      const target = today.stories.find((s) => s.media.length < 10);
      if (!target) throw new Error('no demo story to upload to');

      const pid = app.child.pid!;
      const baseline = rssMb(pid);
      let peak = baseline;
      let transferPeak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 50);
      const start = performance.now();
      const answer = await tusUpload(app.baseUrl, cookie, target.id, file, () => {
        transferPeak = peak;
      });
      const uploadSeconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);

      const rawMbps = SIZE_MB / rawSeconds;
      const uploadMbps = SIZE_MB / uploadSeconds;
      results.push(
        figure('raw write of the same bytes (same disk)', 'MB/s', rawMbps),
        figure(`resumable upload ${SIZE_MB} MB, stored`, 'MB/s', uploadMbps),
        atLeast('upload throughput / raw write', 'ratio', uploadMbps / rawMbps, 0.25),
        figure('server RSS before the upload', 'MB', baseline),
        figure('server RSS growth while the bytes arrive', 'MB', transferPeak - baseline),
        below('server RSS growth during the upload (bytes, checks, storing)', 'MB', peak - baseline, 100),
      );

      const image = today.stories.flatMap((s) => s.media).find((m) => m.kind === 'image');
      if (!image) throw new Error('the demo data has no image');
      const load = await runHttpLoad({
        baseUrl: app.baseUrl,
        path: `/api/media/${image.id}`,
        headers: { cookie, range: 'bytes=0-1048575' },
        connections: 50,
        durationSeconds: SECONDS,
      });
      results.push(
        figure('GET /api/media/{id} Range, 50 connections', 'req/s', load.rps),
        below('GET /api/media/{id} Range, 50 connections', 'p99 ms', load.p99, 200),
        below('GET /api/media/{id} Range, failures', 'count', load.failures, 1),
      );
      return results;
    } finally {
      await app.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
