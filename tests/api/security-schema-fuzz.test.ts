import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignTemplates } from '../../src/server/db/schema/campaign-templates';
import { trackedLinks } from '../../src/server/db/schema/links';
import { DEMO_TEMPLATES } from '../../src/server/seed/demo-templates';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { briefBody } from './support/ai-fixtures';
import {
  applyMutation,
  arbitraryFromSchema,
  type Components,
  type JsonSchema,
  type Mutation,
  mutationArbitrary,
  serialise,
} from './support/json-schema-arbitrary';

/**
 * Schema-driven fuzzing: for every operation of the OpenAPI document that takes a JSON body, fast-check
 * generates bodies from the operation's own schema, then mutates them (a wrong type at any depth, strings of up
 * to 600,000 characters, nesting 20,000 levels deep, unknown fields such as `__proto__` or `role`, a removed
 * field). Path parameters are the caller's real ids, so valid bodies reach the services and mutated ones reach
 * the validation of every field. Whatever is sent, the answer is never a 5xx, and the server keeps answering.
 */
type Access = 'public' | 'user' | 'admin' | 'client';
interface Operation {
  method: string;
  path: string;
  access: Access;
  schema: JsonSchema;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE_CAMPAIGN = JSON.parse(readFileSync(path.join(ROOT, 'examples/campaign-example.json'), 'utf8'));

/** CI runs a fixed seed; FUZZ_RUNS=5000 FUZZ_SEED=<n> explores further when hunting. */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let t: TestApp;
let components: Components = {};
let operations: Operation[] = [];
let users: Record<'admin' | 'client', SignedInUser>;
let campaign: FactoryCampaign;
/** A tracked link of the campaign, for PATCH /api/admin/links/{slug}. */
let linkSlug: string;
let templateId: string;
/** A webhook endpoint, for PATCH /api/admin/webhooks/{id}. */
let webhookId: string;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { 'x-access'?: Access; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
      >
    >;
    components?: { schemas?: Components };
  };
  components = doc.components?.schemas ?? {};
  operations = Object.entries(doc.paths).flatMap(([opPath, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      return schema
        ? [{ method: method.toUpperCase(), path: opPath, access: op['x-access'] ?? 'public', schema }]
        : [];
    }),
  );
  users = await signInUsers(t, { admin: { role: 'admin' }, client: { role: 'client' } }, '10.93.0');
  campaign = await createCampaign(t.database.db, {
    clientId: users.client.clientId!,
    startDate: '2026-11-16',
    days: 3,
    storiesPerDay: 3,
    chatAutomation: {
      keyword: 'QUIERO',
      autoResponse: 'Hola, te paso la info',
      followUps: [{ delay_hours: 24, message: 'Seguimos aquí' }],
      landingUrl: 'https://fuzz.demo/landing',
    },
  });
  await ensureCampaignLinks({ db: t.database.db, campaignId: campaign.campaignId });
  const [link] = await t.database.db
    .select({ slug: trackedLinks.slug })
    .from(trackedLinks)
    .where(eq(trackedLinks.campaignId, campaign.campaignId));
  linkSlug = link!.slug;
  const [template] = await t.database.db
    .insert(campaignTemplates)
    .values({ name: 'Plantilla', content: DEMO_TEMPLATES[2]!.content, dayCount: 1, storyCount: 4 })
    .returning({ id: campaignTemplates.id });
  templateId = template!.id;
  const webhook = await t.request('/api/admin/webhooks', {
    method: 'POST',
    cookie: users.admin.cookie,
    json: { url: 'https://receptor.example/hook', eventTypes: ['client.created'] },
  });
  expect(webhook.status).toBe(201);
  webhookId = ((await webhook.json()) as { endpoint: { id: string } }).endpoint.id;
});
afterAll(() => t.cleanup());

function nextIp(): string {
  ipCounter += 1;
  return `10.94.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** The caller's own ids, so that a valid body is processed, not refused as not found. */
function pathFor(op: Operation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'index') return '0';
    if (name === 'slug') return linkSlug;
    if (op.path.startsWith('/api/stories/')) return campaign.storyIds[0]!;
    if (op.path.includes('/campaigns/')) return campaign.campaignId;
    if (op.path.startsWith('/api/admin/clients/')) return users.client.clientId!;
    if (op.path.startsWith('/api/admin/templates/')) return templateId;
    if (op.path.startsWith('/api/admin/webhooks/') && name === 'id') return webhookId;
    throw new Error(`${op.method} ${op.path}: no id for {${name}}; extend pathFor`);
  });
}

/** Valid starting points the schema alone cannot describe (the import's free-form file, the AI brief). */
function seedBodies(op: Operation): fc.Arbitrary<unknown>[] {
  const key = `${op.method} ${op.path}`;
  if (key === 'POST /api/admin/campaigns/import') {
    return [fc.constant({ clientId: users.client.clientId, campaign: EXAMPLE_CAMPAIGN })];
  }
  if (key === 'POST /api/ai/requests') return [fc.constant(briefBody())];
  return [];
}

/** The session can end during the run (sign-out, a password change): sign in again when that happens. */
async function cookieFor(op: Operation): Promise<string | undefined> {
  if (op.access === 'public') return undefined;
  const who = op.access === 'client' || op.access === 'user' ? 'client' : 'admin';
  const me = await t.request('/api/me', { cookie: users[who].cookie });
  if (me.status === 401) {
    const { cookie } = await t.signIn(users[who].email, users[who].password, nextIp());
    if (cookie) users[who].cookie = cookie;
  }
  return users[who].cookie;
}

async function send(op: Operation, body: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  const cookie = op.path === '/api/auth/sign-out' ? undefined : await cookieFor(op);
  return t.request(pathFor(op), { method: op.method, cookie, ip: nextIp(), headers, body });
}

describe('schema-driven fuzzing of every JSON body', () => {
  it('finds the JSON operations in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/admin/campaigns/import');
  });

  it('accepts some generated bodies unmutated on the operations whose schema says it all', async () => {
    // Guards the generator: if it only produced invalid bodies, the mutations below would never reach the services.
    const accepted = new Set<string>();
    const describedFully = [
      'PATCH /api/stories/{id}/posted',
      'PATCH /api/stories/{id}/copy',
      'PATCH /api/campaigns/{id}/chat-automation/auto-response',
      'PUT /api/client/ai-info',
    ];
    for (const op of operations.filter((o) => describedFully.includes(`${o.method} ${o.path}`))) {
      const samples = fc.sample(arbitraryFromSchema(op.schema, components), { numRuns: 15, seed: 7 });
      for (const sample of samples) {
        const res = await send(op, serialise(sample));
        if (res.status < 300) accepted.add(`${op.method} ${op.path}`);
      }
    }
    expect([...accepted].sort()).toEqual([...describedFully].sort());
  }, 60_000);

  it('never answers 5xx to generated and mutated bodies', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...operations)
          .chain((op) =>
            fc.tuple(
              fc.constant(op),
              fc.oneof(arbitraryFromSchema(op.schema, components), ...seedBodies(op)),
              fc.array(mutationArbitrary, { minLength: 0, maxLength: 3 }),
            ),
          ),
        async ([op, generated, mutations]: [Operation, unknown, Mutation[]]) => {
          const body = serialise(mutations.reduce<unknown>(applyMutation, generated));
          const res = await send(op, body);
          if (res.status >= 500) {
            failures.push(
              `${op.method} ${op.path} → ${res.status} ${await res.text()} for ${body.slice(0, 200)}`,
            );
            return false;
          }
          return true;
        },
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    const health = await t.request('/healthz');
    expect(health.status).toBe(200);
  }, 600_000);
});
