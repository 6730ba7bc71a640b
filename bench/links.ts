import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { CampaignDetailResponse } from '../src/shared/api/client-area/campaigns';
import { api, DEMO, PROJECT_ROOT, signIn, startApp } from './lib/app-process';
import type { LoadFigures } from './lib/load';
import { atLeast, type BenchModule, type BenchResult, figure } from './lib/result';

/**
 * Issue 31 §2: the tracked link's redirect (GET /l/{slug}: slug lookup, bot check, visitor hash, the tap written) at
 * 50 connections, beside a bare Hono app that answers the same 302 from memory, in the same run on the same machine.
 * Every request comes from another address (X-Forwarded-For, TRUST_PROXY=loopback) with a phone's browser, so every
 * tap is a person's first and is written. After the run, the link's clicks must equal the redirects answered.
 * Goal: ≥ 0.5 of the bare redirect's throughput. BENCH_LINKS_UA=curl/8 (a bot: redirected, not written) measures the same
 * path without the write; BENCH_LINKS_CPU_PROFILE_DIR writes the app's CPU profile there.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MIN_RATIO = 0.5;
/** BENCH_LINKS_DATABASE=postgres or pglite measures only that one. */
const ONLY = process.env.BENCH_LINKS_DATABASE;
const PHONE =
  process.env.BENCH_LINKS_UA ??
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.1.1.28.108 (iPhone15,3; iOS 17_1_2; es_ES; es; scale=3.00; 1290x2796; 537288532)';

interface RedirectLoad extends LoadFigures {
  redirects: number;
}

async function loadRedirects(baseUrl: string, slug: string, firstAddress: number): Promise<RedirectLoad> {
  let n = firstAddress;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        path: `/l/${slug}`,
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: {
              'user-agent': PHONE,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
  });
  return {
    redirects: result['3xx'],
    rps: result['3xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + (result.non2xx - result['3xx']),
  };
}

/** The bare reference in its own process. */
async function startBare(
  location: string,
  slug: string,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/bare-redirect-server.ts', location, slug],
    {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare redirect server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A demo story's tracked link, read through the API as the agency sees it. */
async function demoLink(baseUrl: string): Promise<{ slug: string; campaignId: string; location: string }> {
  const cookie = await signIn(baseUrl, DEMO.admin);
  const list = await api<{ campaigns: { id: string }[] }>(
    baseUrl,
    cookie,
    '/api/admin/campaigns?pageSize=50',
  );
  for (const { id } of list.campaigns) {
    const { campaign } = await api<CampaignDetailResponse>(baseUrl, cookie, `/api/campaigns/${id}`);
    const link = campaign.days.flatMap((d) => d.stories).find((s) => s.trackedLink)?.trackedLink;
    if (link) {
      const res = await fetch(link.url, { redirect: 'manual', headers: { 'user-agent': 'curl/8' } });
      return {
        slug: link.url.split('/').at(-1)!,
        campaignId: id,
        location: res.headers.get('location') ?? '',
      };
    }
  }
  throw new Error('no tracked link in the demo data');
}

async function clicksOf(baseUrl: string, campaignId: string, slug: string): Promise<number> {
  const cookie = await signIn(baseUrl, DEMO.admin);
  const { campaign } = await api<CampaignDetailResponse>(baseUrl, cookie, `/api/campaigns/${campaignId}`);
  const link = campaign.days.flatMap((d) => d.stories).find((s) => s.trackedLink?.url.endsWith(`/${slug}`));
  return link?.trackedLink?.clicks ?? -1;
}

async function measure(label: string, postgres?: string): Promise<BenchResult[]> {
  const profileDir = process.env.BENCH_LINKS_CPU_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const app = await startApp(
    postgres
      ? { database: { freshPostgres: postgres }, server: 'compiled', nodeArgs }
      : { server: 'compiled', nodeArgs },
  );
  try {
    const link = await demoLink(app.baseUrl);
    const bare = await startBare(link.location, link.slug);
    let bareLoad: RedirectLoad;
    try {
      bareLoad = await loadRedirects(bare.baseUrl, link.slug, 0);
    } finally {
      await bare.stop();
    }
    const before = await clicksOf(app.baseUrl, link.campaignId, link.slug);
    const appLoad = await loadRedirects(app.baseUrl, link.slug, 1_000_000);
    const counted = (await clicksOf(app.baseUrl, link.campaignId, link.slug)) - before;
    const name = `tracked link GET /l/{slug}, ${CONNECTIONS} conn (${label})`;
    console.log(
      `  [${label}] redirect ${appLoad.rps.toFixed(0)}/s p99 ${appLoad.p99} ms, bare ${bareLoad.rps.toFixed(0)}/s p99 ${bareLoad.p99} ms, ratio ${(appLoad.rps / bareLoad.rps).toFixed(2)}; ${counted} clicks for ${appLoad.redirects} redirects`,
    );
    return [
      figure(name, 'redirects/s (tap written)', Math.round(appLoad.rps)),
      figure(name, 'p50 ms', appLoad.p50),
      figure(name, 'p99 ms', appLoad.p99),
      figure(name, 'bare Hono 302 from memory req/s', Math.round(bareLoad.rps)),
      figure(name, 'bare p99 ms', bareLoad.p99),
      atLeast(name, 'ratio redirect / bare', Math.round((appLoad.rps / bareLoad.rps) * 100) / 100, MIN_RATIO),
      figure(name, 'failed requests', appLoad.failures),
      atLeast(
        name,
        'clicks counted / redirects answered',
        appLoad.redirects ? counted / appLoad.redirects : 0,
        1,
      ),
    ];
  } finally {
    await app.stop();
  }
}

export const benchModule: BenchModule = {
  name: 'links',
  description:
    'Tracked link redirects at 50 connections (tap written) vs a bare Hono 302 from memory: PGlite, PostgreSQL',
  run: async () => [
    ...(ONLY === 'postgres' ? [] : await measure('PGlite')),
    ...(ONLY === 'pglite' ? [] : await measure('PostgreSQL', POSTGRES_URL)),
  ],
};
