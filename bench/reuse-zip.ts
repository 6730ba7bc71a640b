/**
 * Issue 33 (reuse), the .zip round trip on the real app (local storage under a temporary DATA_DIR; a fresh
 * PostgreSQL database with the demo data, or PGlite with BENCH_REUSE_ZIP_DB=pglite): a campaign of 10 stories with
 * one distinct valid MP4 each, BENCH_REUSE_ZIP_MB in all (default 500), is imported from a .zip; then
 *
 * - GET /api/admin/campaigns/{id}/export/zip is streamed to a file on disk (MB/s; the server's RSS growth, sampled
 *   every 50 ms, must stay under 100 MB);
 * - that file is streamed from disk to POST /api/admin/campaigns/import-zip (the same growth target). Its files are
 *   already stored (a file is stored once per content, decision 029), so this import stages, checks, hashes and probes
 *   every byte but writes no object: the first import's figure is the one that also stores them.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile } from 'yazl';
import { api, DEMO, signIn, startApp } from './lib/app-process';
import { sampleRss, writeClip, writePaddedVideo } from './lib/media-files';
import { type BenchResult, below, figure } from './lib/result';

const MB = 1024 * 1024;
const STORIES = 10;
const SIZE_MB = Number(process.env.BENCH_REUSE_ZIP_MB ?? 500);
const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MAX_GROWTH_MB = 100;
const FILE_MB = Math.max(1, Math.round(SIZE_MB / STORIES));

/** The campaign's JSON: 2 days of 5 stories, story i naming video-i.mp4. */
function campaignJson(): string {
  const days = [0, 1].map((d) => ({
    date: `2027-09-0${d + 1}`,
    theme: `Día de prueba ${d + 1}`,
    blocks: [
      {
        block_name: 'Mañana',
        stories: Array.from({ length: STORIES / 2 }, (_, s) => ({
          number: s + 1,
          copy: `Historia ${s + 1} con vídeo`,
          visual: 'Vídeo vertical',
          type: 'EL_HABLANDO',
          media: [`video-${d * (STORIES / 2) + s}.mp4`],
        })),
      },
    ],
  }));
  return JSON.stringify({ campaign_title: 'Campaña de benchmark (.zip)', start_date: '2027-09-01', days });
}

/** The source .zip: the JSON and STORIES distinct videos of FILE_MB each, stored. */
async function writeSourceZip(dir: string): Promise<string> {
  const clip = await writeClip(dir);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(campaignJson()), 'campaign.json');
  for (let i = 0; i < STORIES; i++) {
    const video = await writePaddedVideo(clip, path.join(dir, `video-${i}.mp4`), FILE_MB, 0x30 + i);
    zip.addFile(video, `video-${i}.mp4`, { compress: false });
  }
  zip.end();
  const file = path.join(dir, 'source.zip');
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

/** POSTs a .zip streamed from disk to the .zip import; the new campaign's id. */
function importZip(baseUrl: string, cookie: string, clientId: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}/api/admin/campaigns/import-zip?clientId=${clientId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/zip',
        'content-length': String(statSync(file).size),
        cookie,
        origin: baseUrl,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => {
        if (res.statusCode !== 201) reject(new Error(`import-zip: ${res.statusCode} ${body.slice(0, 500)}`));
        else resolve((JSON.parse(body) as { campaign: { id: string } }).campaign.id);
      });
    });
    req.on('error', reject);
    createReadStream(file, { highWaterMark: MB }).pipe(req);
  });
}

/** Streams the campaign's .zip export to `file`; its size in bytes (checked against Content-Length). */
async function exportZip(baseUrl: string, cookie: string, campaignId: string, file: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/admin/campaigns/${campaignId}/export/zip`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export/zip: ${res.status} ${await res.text()}`);
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  const size = statSync(file).size;
  if (size !== Number(res.headers.get('content-length')))
    throw new Error('export/zip: not its Content-Length');
  return size;
}

/** Runs `step` while sampling the server's RSS: its result, seconds, and RSS growth in MB. */
async function measured<T>(pid: number, step: () => Promise<T>) {
  const rss = sampleRss(pid);
  const start = performance.now();
  try {
    const value = await step();
    return { value, seconds: (performance.now() - start) / 1000, growth: rss.stop().growth };
  } catch (err) {
    rss.stop();
    throw err;
  }
}

export async function measureZipRoundTrip(): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stories-bench-reuse-zip-'));
  const isPglite = process.env.BENCH_REUSE_ZIP_DB === 'pglite';
  const app = await startApp(isPglite ? {} : { database: { freshPostgres: POSTGRES_SERVER } });
  const label = `${STORIES} videos, ${SIZE_MB} MB [${isPglite ? 'PGlite' : 'PostgreSQL'}, local storage]`;
  try {
    const source = await writeSourceZip(dir);
    const cookie = await signIn(app.baseUrl, DEMO.admin);
    const { clients } = await api<{ clients: { id: string; status: string }[] }>(
      app.baseUrl,
      cookie,
      '/api/admin/clients',
    );
    const clientId = clients.find((client) => client.status === 'active')?.id;
    if (!clientId) throw new Error('the demo data has no active client');
    const pid = app.child.pid!;

    const first = await measured(pid, () => importZip(app.baseUrl, cookie, clientId, source));
    const exportFile = path.join(dir, 'export.zip');
    const exported = await measured(pid, () => exportZip(app.baseUrl, cookie, first.value, exportFile));
    const again = await measured(pid, () => importZip(app.baseUrl, cookie, clientId, exportFile));
    const archiveMb = exported.value / MB;
    console.log(
      `  zip: archive ${archiveMb.toFixed(0)} MB; export ${(archiveMb / exported.seconds).toFixed(0)} MB/s, ` +
        `RSS +${exported.growth.toFixed(1)} MB; import of the export ${again.seconds.toFixed(1)} s, ` +
        `RSS +${again.growth.toFixed(1)} MB (first import ${first.seconds.toFixed(1)} s, RSS +${first.growth.toFixed(1)} MB)`,
    );
    return [
      figure(`GET …/export/zip, ${label}`, 'archive MB', archiveMb),
      figure(`GET …/export/zip, ${label}`, 'MB/s (streamed to disk)', archiveMb / exported.seconds),
      below(`GET …/export/zip, ${label}`, 'server RSS growth MB', exported.growth, MAX_GROWTH_MB),
      figure(`POST import-zip of the export, ${label}`, 'seconds', again.seconds),
      below(`POST import-zip of the export, ${label}`, 'server RSS growth MB', again.growth, MAX_GROWTH_MB),
      figure(`POST import-zip, first (stores the files), ${label}`, 'seconds', first.seconds),
      figure(`POST import-zip, first (stores the files), ${label}`, 'server RSS growth MB', first.growth),
    ];
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
