import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/server/db/schema/campaigns';
import { jobs } from '../../src/server/db/schema/jobs';
import type { ExportedCampaignFile } from '../../src/shared/campaign-export/exported-campaign-file';
import type { CampaignImportResponse } from '../../src/shared/campaign-import/response';
import { createClientRecord } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

const example = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as Record<string, unknown>;

let t: TestApp;
let admin: SignedInUser;
let exported: ExportedCampaignFile;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInUsers(t, { admin: { role: 'admin' } }, '10.135.0'));
  const source = await createClientRecord(t.database.db);
  const first = await postImport({ clientId: source.id, campaign: example });
  expect(first.status).toBe(201);
  const { campaign } = (await first.json()) as CampaignImportResponse;
  const res = await t.request(`/api/admin/campaigns/${campaign.id}/export/json`, { cookie: admin.cookie });
  exported = (await res.json()) as ExportedCampaignFile;
}, 60_000);
afterAll(() => t.cleanup());

function postImport(body: unknown, key?: string) {
  return t.request('/api/admin/campaigns/import', {
    method: 'POST',
    cookie: admin.cookie,
    json: body,
    ...(key === undefined ? {} : { headers: { 'Idempotency-Key': key } }),
  });
}

/** The client's campaigns and campaign-created e-mails queued for it. */
async function writtenFor(clientId: string) {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(campaigns).where(eq(campaigns.clientId, clientId));
  const [j] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        sql`${jobs.payload} -> 'meta' ->> 'clientId' = ${clientId}`,
        sql`${jobs.payload} -> 'meta' ->> 'purpose' = 'campaign-created'`,
      ),
    );
  return { campaigns: c!.n, emails: j!.n };
}

async function answerOf(res: Response): Promise<CampaignImportResponse> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CampaignImportResponse;
}

describe('POST /api/admin/campaigns/import with an Idempotency-Key', () => {
  it('imports the same export once for the same key: the repeat answers the same campaign', async () => {
    const client = await createClientRecord(t.database.db);
    const body = { clientId: client.id, campaign: exported };
    const first = await answerOf(await postImport(body, exported.export.key));
    expect(first).toMatchObject({ replayed: false, totalStories: 12, notification: { delivered: true } });
    const repeat = await answerOf(await postImport(body, exported.export.key));
    expect(repeat).toEqual({ ...first, replayed: true });
    expect(await writtenFor(client.id)).toEqual({ campaigns: 1, emails: 1 });
  });

  it('makes one campaign and one e-mail out of 10 requests at once with the same key', async () => {
    const client = await createClientRecord(t.database.db);
    const key = randomUUID();
    const body = { clientId: client.id, campaign: exported };
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => answerOf(await postImport(body, key))),
    );
    expect(new Set(answers.map((answer) => answer.campaign.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await writtenFor(client.id)).toEqual({ campaigns: 1, emails: 1 });
  });

  it('makes a second campaign with another key, or without one', async () => {
    const client = await createClientRecord(t.database.db);
    const body = { clientId: client.id, campaign: exported };
    const a = await answerOf(await postImport(body, randomUUID()));
    const b = await answerOf(await postImport(body, randomUUID()));
    const c = await answerOf(await postImport(body));
    expect(new Set([a.campaign.id, b.campaign.id, c.campaign.id]).size).toBe(3);
    expect([a.replayed, b.replayed, c.replayed]).toEqual([false, false, false]);
    expect(await writtenFor(client.id)).toEqual({ campaigns: 3, emails: 3 });
  });

  it('refuses the same key with another client or another file (409), and a key that is not a UUID (400)', async () => {
    const [one, two] = [await createClientRecord(t.database.db), await createClientRecord(t.database.db)];
    const key = randomUUID();
    await answerOf(await postImport({ clientId: one.id, campaign: exported }, key));
    const otherClient = await postImport({ clientId: two.id, campaign: exported }, key);
    expect(otherClient.status).toBe(409);
    const otherFile = await postImport(
      { clientId: one.id, campaign: { ...exported, campaign_title: 'Otra campaña' } },
      key,
    );
    expect(otherFile.status).toBe(409);
    expect((await otherFile.json()).error.code).toBe('CONFLICT');
    for (const bad of ['abc', '', `${key}x`]) {
      const res = await postImport({ clientId: two.id, campaign: exported }, bad);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'INVALID_REQUEST',
        message: 'La cabecera Idempotency-Key debe ser un UUID',
      });
    }
    expect(await writtenFor(one.id)).toEqual({ campaigns: 1, emails: 1 });
    expect(await writtenFor(two.id)).toEqual({ campaigns: 0, emails: 0 });
  });
});
