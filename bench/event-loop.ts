import { addDaysIso, todayInTimeZone } from '../src/shared/dates';
import { briefBody, modelCampaign } from '../tests/api/support/ai-fixtures';
import { type AppProcess, api, DEMO, signIn, startApp } from './lib/app-process';
import { type BenchModule, type BenchResult, below, figure } from './lib/result';

/**
 * Event-loop delay of the server process (perf_hooks.monitorEventLoopDelay, 1 ms resolution, preloaded into the
 * real app by bench/lib/eld-probe.ts) while it works: idle, during IMPORTS back-to-back imports of a 21-day x
 * 10-story campaign (POST /api/admin/campaigns/import), and during one AI campaign generation by the offline
 * generator (POST /api/ai/requests, 21 days, until the job ends). On PGlite and on PostgreSQL.
 */

const IMPORTS = Number(process.env.BENCH_ELD_IMPORTS ?? 5);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A delay above this blocks every other request noticeably (one frame at 60 Hz is 16 ms). */
const P99_TARGET_MS = 50;

interface Eld {
  p50: number;
  p99: number;
  max: number;
  samples: number;
  /** CPU time of the server process over the phase (PGlite's WASM included, it runs on the same thread). */
  cpuMs: number;
}

async function measure(app: AppProcess, work: () => Promise<void>): Promise<Eld> {
  await app.ask('reset');
  await work();
  return app.ask<Eld>('read');
}

function rows(name: string, eld: Eld, withTarget: boolean): BenchResult[] {
  return [
    figure(name, 'ELD p50 ms', eld.p50),
    withTarget ? below(name, 'ELD p99 ms', eld.p99, P99_TARGET_MS) : figure(name, 'ELD p99 ms', eld.p99),
    figure(name, 'ELD max ms', eld.max),
    figure(name, 'server CPU ms', eld.cpuMs),
  ];
}

async function onDatabase(label: string, postgresServerUrl?: string): Promise<BenchResult[]> {
  const app = await startApp({
    eldProbe: true,
    ...(postgresServerUrl ? { database: { freshPostgres: postgresServerUrl } } : {}),
  });
  try {
    const admin = await signIn(app.baseUrl, DEMO.admin);
    const client = await signIn(app.baseUrl, DEMO.client);
    const { clients } = await api<{ clients: Array<{ id: string }> }>(
      app.baseUrl,
      admin,
      '/api/admin/clients',
    );
    const clientId = clients[0]?.id;
    if (!clientId) throw new Error('the demo data has no client');
    const startDate = addDaysIso(todayInTimeZone('Europe/Madrid'), 30);

    const idle = await measure(app, () => new Promise((r) => setTimeout(r, 1_000)));

    const importMs: number[] = [];
    const imports = await measure(app, async () => {
      for (let i = 0; i < IMPORTS; i++) {
        const model = modelCampaign({ startDate, days: 21, storiesPerDay: 10, title: `Bench ELD ${i + 1}` });
        // The model's placeholder landing URL is for the AI path; a file import needs a real address.
        const campaign = {
          ...model,
          chat_automation: { ...model.chat_automation, landing_url: 'https://example.com/curso' },
        };
        const t0 = performance.now();
        await api(app.baseUrl, admin, '/api/admin/campaigns/import', {
          method: 'POST',
          body: JSON.stringify({ clientId, campaign }),
        });
        importMs.push(performance.now() - t0);
      }
    });

    let aiMs = 0;
    let aiStatus = '';
    const ai = await measure(app, async () => {
      const t0 = performance.now();
      const { request } = await api<{ request: { id: string } }>(app.baseUrl, client, '/api/ai/requests', {
        method: 'POST',
        body: JSON.stringify(briefBody({ campaignDuration: 21 })),
      });
      const deadline = Date.now() + 120_000;
      for (;;) {
        const { request: now } = await api<{ request: { status: string } }>(
          app.baseUrl,
          client,
          `/api/ai/requests/${request.id}`,
        );
        if (['completed', 'processing_partial', 'failed'].includes(now.status)) {
          aiStatus = now.status;
          break;
        }
        if (Date.now() > deadline) throw new Error('the AI generation did not end within 120 s');
        await new Promise((r) => setTimeout(r, 50));
      }
      aiMs = performance.now() - t0;
    });
    if (aiStatus !== 'completed') throw new Error(`the AI generation ended ${aiStatus}`);

    const importMedian = [...importMs].sort((a, b) => a - b)[Math.floor(importMs.length / 2)] ?? 0;
    return [
      ...rows(`event loop idle (${label})`, idle, false),
      ...rows(`event loop during ${IMPORTS} imports 21x10 (${label})`, imports, true),
      figure(`import 21x10 seen by the client (${label})`, 'median ms', Math.round(importMedian)),
      ...rows(`event loop during an AI generation, offline, 21 days (${label})`, ai, true),
      figure(`AI generation, offline, 21 days, request to completed (${label})`, 'ms', Math.round(aiMs)),
    ];
  } finally {
    await app.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  return [...(await onDatabase('PGlite')), ...(await onDatabase('PostgreSQL', POSTGRES_URL))];
}

export const benchModule: BenchModule = {
  name: 'event-loop',
  description: 'Event-loop delay of the server during imports and an AI generation, PGlite and PostgreSQL',
  run,
};
