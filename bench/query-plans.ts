/**
 * Query plans and timings of the read endpoints on a database filled by bench/seed-large.ts (PostgreSQL only):
 * each service is run once with its SQL captured, every captured statement is EXPLAIN ANALYZEd (indexes used,
 * sequential scans, execution time), then the service is timed over repeated runs (median and p95).
 *
 *   node --import tsx bench/query-plans.ts --database-url postgres://postgres@127.0.0.1:5432/stories_bench [--runs 30]
 */
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema/index';
import { getAdminDashboard } from '../src/server/services/campaigns/get-admin-dashboard';
import { getCampaignDetail } from '../src/server/services/campaigns/get-campaign-detail';
import { listCampaigns } from '../src/server/services/campaigns/list-campaigns';
import { getClientOverview } from '../src/server/services/client-area/get-client-overview';
import { listClientCampaigns } from '../src/server/services/client-area/list-client-campaigns';
import { getClientDetail } from '../src/server/services/clients/get-client-detail';
import { listClients } from '../src/server/services/clients/list-clients';
import { listOutbox } from '../src/server/services/mail/list-outbox';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '../src/shared/dates';

interface BusiestRow {
  client_id: string;
  user_id: string;
  brand: string;
  campaign_id: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

async function main() {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, runs: { type: 'string', default: '30' } },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Indica --database-url postgres://… (o DATABASE_URL).');
  const runs = Number(values.runs);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: { query: string; params: unknown[] }[] | null = null;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured?.push({ query, params }) },
  }) as unknown as Db;

  try {
    const today = todayInTimeZone(DEFAULT_TIME_ZONE);
    // The busiest client (most stories) with a login, one of its campaigns and a brand search that matches it.
    const busiest = await pool.query<BusiestRow>(`
      select c.id as client_id, c.user_id, c.brand_name as brand, max(cp.id::text) as campaign_id
      from clients c join campaigns cp on cp.client_id = c.id join campaign_days d on d.campaign_id = cp.id
      join stories s on s.campaign_day_id = d.id
      where c.user_id is not null group by c.id order by count(*) desc limit 1`);
    const target = busiest.rows[0];
    if (!target) throw new Error('No data: run bench/seed-large.ts first.');
    const clientViewer = { userId: target.user_id, isAdmin: false };
    const search = target.brand.slice(-4);

    const scenarios: [string, () => Promise<unknown>][] = [
      [
        'GET /api/client/overview',
        () =>
          getClientOverview({
            db,
            userId: target.user_id,
            now: new Date(),
            agencyTimeZone: DEFAULT_TIME_ZONE,
          }),
      ],
      ['GET /api/client/campaigns', () => listClientCampaigns(db, target.user_id)],
      [
        'GET /api/campaigns/{id} (client)',
        () =>
          getCampaignDetail({
            db,
            viewer: clientViewer,
            campaignId: target.campaign_id,
            agencyTimeZone: 'Europe/Madrid',
            linkBases: { publicUrl: 'http://127.0.0.1' },
          }),
      ],
      ['GET /api/admin/clients', () => listClients(db, { sort: 'recent', limit: 50 })],
      [`GET /api/admin/clients?q=${search}`, () => listClients(db, { q: search, sort: 'recent', limit: 50 })],
      ['GET /api/admin/clients?sort=brand', () => listClients(db, { sort: 'brand', limit: 50 })],
      ['GET /api/admin/clients/{id}', () => getClientDetail({ db, clientId: target.client_id })],
      ['GET /api/admin/dashboard', () => getAdminDashboard(db)],
      ['GET /api/admin/campaigns', () => listCampaigns(db, { q: '', page: 1 })],
      [
        'GET /api/admin/campaigns?status=active&page=50',
        () => listCampaigns(db, { q: '', page: 50, status: 'active' }),
      ],
      [`GET /api/admin/campaigns?q=${search}`, () => listCampaigns(db, { page: 1, q: search })],
      [
        'GET /api/admin/mail',
        () => listOutbox({ db, query: { page: 1, limit: 20 }, reader: { email: 'bench@example.test' } }),
      ],
      [
        'GET /api/admin/mail?q=credenciales',
        () =>
          listOutbox({
            db,
            query: { q: 'credenciales', page: 1, limit: 20 },
            reader: { email: 'bench@example.test' },
          }),
      ],
    ];

    console.log(`today ${today}; client ${target.brand}; runs ${runs}\n`);
    console.log(
      '| endpoint | queries | median ms | p95 ms | plan (per query: execution ms, indexes, seq scans) |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, run] of scenarios) {
      captured = [];
      await run();
      const statements = captured;
      captured = null;
      const plans: string[] = [];
      for (const { query, params } of statements) {
        const explained = await pool.query(`explain (analyze, buffers, format json) ${query}`, params);
        const [root] = explained.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
        const indexes = new Set<string>();
        const seqScans = new Set<string>();
        walk(root.Plan, (n) => {
          if (n['Index Name']) indexes.add(n['Index Name']);
          if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) seqScans.add(n['Relation Name']);
        });
        plans.push(
          `${root['Execution Time'].toFixed(2)} ms [${[...indexes].join(', ')}]${seqScans.size ? ` seq: ${[...seqScans].join(', ')}` : ''}`,
        );
      }
      const times: number[] = [];
      for (let i = 0; i < runs + 3; i++) {
        const start = performance.now();
        await run();
        if (i >= 3) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${name} | ${statements.length} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${plans.join('; ')} |`,
      );
    }
  } finally {
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
