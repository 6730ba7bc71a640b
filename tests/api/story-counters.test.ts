import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDays, stories } from '../../src/server/db/schema/campaigns';
import { selectRows } from '../../src/server/db/unnest-columns';
import { signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The story counters on campaigns (day_count, story_count, posted_count) and on campaign_days (story_count,
 * posted_count, last_posted_at) that the client pages and the admin lists read instead of counting stories
 * (issue 28): after every kind of change, through the API and straight in SQL, they equal a count of the rows.
 */
const example = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../examples/campaign-example.json'), 'utf8'),
) as Record<string, unknown>;

let t: TestApp;
let admin: { cookie: string };
let owner: { cookie: string; clientId: string | null };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, owner } = await signInUsers(t, { admin: { role: 'admin' }, owner: {} }, '10.77.0'));
}, 120_000);
afterAll(() => t.cleanup());

interface Mismatch {
  kind: string;
  id: string;
}

/** Every campaign and day whose counters differ from a count of its rows (none when they are exact). */
async function counterMismatches(): Promise<Mismatch[]> {
  return selectRows<Mismatch>(
    t.database.db,
    sql`select 'day' as kind, d.id::text as id
          from campaign_days d
          left join lateral (select count(*)::int as n, (count(*) filter (where s.is_posted))::int as posted,
                                    max(s.posted_at) as last
                               from stories s where s.campaign_day_id = d.id) c on true
         where (d.story_count, d.posted_count) <> (c.n, c.posted) or d.last_posted_at is distinct from c.last
        union all
        select 'campaign', cp.id::text
          from campaigns cp
          left join lateral (select count(*)::int as days, coalesce(sum(x.n), 0)::int as n,
                                    coalesce(sum(x.posted), 0)::int as posted
                               from campaign_days d
                               cross join lateral (select count(*) as n, count(*) filter (where s.is_posted) as posted
                                                     from stories s where s.campaign_day_id = d.id) x
                              where d.campaign_id = cp.id) c on true
         where (cp.day_count, cp.story_count, cp.posted_count) <> (c.days, c.n, c.posted)`,
  );
}

async function countersOf(campaignId: string) {
  const [row] = await selectRows<{ days: number; stories: number; posted: number }>(
    t.database.db,
    sql`select day_count as days, story_count as stories, posted_count as posted from campaigns where id = ${campaignId}`,
  );
  return row;
}

async function importExample(clientId: string, title: string): Promise<string> {
  const res = await t.request('/api/admin/campaigns/import', {
    method: 'POST',
    cookie: admin.cookie,
    json: { clientId, campaign: { ...example, campaign_title: title } },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { campaign: { id: string } }).campaign.id;
}

async function storiesOf(campaignId: string) {
  return t.database.db
    .select({ id: stories.id, dayId: stories.campaignDayId })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(campaignDays.dayOrder, stories.storyNumber);
}

describe('story counters', () => {
  it('stay exact through import, marking posted, moving, editing, deleting stories, days, campaigns and clients', async () => {
    const clientId = owner.clientId!;
    const first = await importExample(clientId, 'Contadores A');
    const second = await importExample(clientId, 'Contadores B');
    const all = await storiesOf(first);
    const dayCount = new Set(all.map((s) => s.dayId)).size;
    expect(await countersOf(first)).toEqual({ days: dayCount, stories: all.length, posted: 0 });
    expect(await counterMismatches()).toEqual([]);

    // Marking posted and back, through the API (the client's own stories).
    const post = (id: string, isPosted: boolean) =>
      t.request(`/api/stories/${id}/posted`, { method: 'PATCH', cookie: owner.cookie, json: { isPosted } });
    for (const s of all.slice(0, 4)) expect((await post(s.id, true)).status).toBe(200);
    expect((await post(all[1]!.id, false)).status).toBe(200);
    expect((await post(all[0]!.id, true)).status).toBe(200); // again: already posted
    expect(await countersOf(first)).toEqual({ days: dayCount, stories: all.length, posted: 3 });
    expect(await counterMismatches()).toEqual([]);

    // Editing the copy and moving the campaign change no count.
    expect(
      (
        await t.request(`/api/stories/${all[2]!.id}/copy`, {
          method: 'PATCH',
          cookie: owner.cookie,
          json: { copyText: 'Texto nuevo' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.request(`/api/admin/campaigns/${first}/move`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { startDate: '2031-03-02' },
        })
      ).status,
    ).toBe(200);
    expect(await counterMismatches()).toEqual([]);

    // Paths no route takes today, straight in SQL: the triggers keep them exact too.
    const db = t.database.db;
    const other = (await storiesOf(second)).at(-1)!;
    await db.execute(sql`update stories set campaign_day_id = ${other.dayId} where id = ${all[2]!.id}`);
    await db.execute(sql`update stories set posted_at = now() - interval '1 hour' where id = ${all[3]!.id}`);
    await db.execute(sql`delete from stories where id in (${all[0]!.id}, ${all[5]!.id})`);
    await db.execute(
      sql`update stories set is_posted = true, posted_at = now() where campaign_day_id = ${all[6]!.dayId}`,
    );
    await db.execute(sql`delete from campaign_days where id = ${all.at(-1)!.dayId}`);
    expect(await counterMismatches()).toEqual([]);
    // A rolled-back change leaves them as they were.
    const before = await countersOf(second);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update stories set is_posted = true, posted_at = now()`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countersOf(second)).toEqual(before);
    expect(await counterMismatches()).toEqual([]);

    // Deleting a campaign, then the client with the rest (ON DELETE CASCADE all the way down).
    expect(
      (
        await t.request(`/api/admin/campaigns/${first}`, {
          method: 'DELETE',
          cookie: admin.cookie,
          json: { confirmationTitle: 'Contadores A' },
        })
      ).status,
    ).toBe(200);
    expect(await counterMismatches()).toEqual([]);
    const [client] = await selectRows<{ brand: string }>(
      db,
      sql`select brand_name as brand from clients where id = ${clientId}`,
    );
    expect(
      (
        await t.request(`/api/admin/clients/${clientId}`, {
          method: 'DELETE',
          cookie: admin.cookie,
          json: { confirmationName: client!.brand },
        })
      ).status,
    ).toBe(200);
    expect(await counterMismatches()).toEqual([]);
  });
});
