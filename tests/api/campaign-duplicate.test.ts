import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { auditLog } from '../../src/server/db/schema/audit';
import { campaignDays, campaigns, stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { trackedLinks } from '../../src/server/db/schema/links';
import { storyMedia } from '../../src/server/db/schema/media';
import { selectRows } from '../../src/server/db/unnest-columns';
import { JobRunner } from '../../src/server/jobs/job-runner';
import { ensureCampaignLinks } from '../../src/server/services/links/ensure-campaign-links';
import type { DuplicatedCampaigns } from '../../src/shared/campaigns/duplicate-campaign';
import { storyDueInstant } from '../../src/shared/domain/due-instant';
import { createCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: SignedInUser;
let madrid: SignedInUser;
let mexico: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, madrid, mexico } = await signInUsers(
    t,
    { admin: { role: 'admin' }, madrid: {}, mexico: {} },
    '10.133.0',
  ));
  const db = t.database.db;
  await db.update(clients).set({ timeZone: 'Europe/Madrid' }).where(eq(clients.id, madrid.clientId!));
  await db.update(clients).set({ timeZone: 'America/Mexico_City' }).where(eq(clients.id, mexico.clientId!));
}, 60_000);
afterAll(() => t.cleanup());

/** Runs the queued jobs (the media deletions that a campaign's deletion queues). */
const drainJobs = () =>
  new JobRunner({
    db: t.database.db,
    logger: t.deps.logger,
    handlers: createJobHandlers({ db: t.database.db, env: t.deps.env, logger: t.deps.logger }),
    backoffBaseMs: 0,
  }).drain();

const duplicate = (id: string, json: unknown, cookie = admin.cookie, key?: string) =>
  t.request(`/api/admin/campaigns/${id}/duplicate`, {
    method: 'POST',
    cookie,
    json,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

async function duplicated(id: string, json: unknown): Promise<DuplicatedCampaigns> {
  const res = await duplicate(id, json);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DuplicatedCampaigns;
}

interface StoryView {
  id: string;
  dayOrder: number;
  date: string;
  storyNumber: number;
  scheduledDate: string | null;
  scheduledTime: string | null;
  timeBlock: string | null;
  copyText: string;
  originalCopy: string | null;
  stickerInfo: unknown;
  isPosted: boolean;
  skippedAt: Date | null;
}

const storiesOf = (campaignId: string) =>
  t.database.db
    .select({
      id: stories.id,
      dayOrder: campaignDays.dayOrder,
      date: campaignDays.date,
      storyNumber: stories.storyNumber,
      scheduledDate: stories.scheduledDate,
      scheduledTime: stories.scheduledTime,
      timeBlock: stories.timeBlock,
      copyText: stories.copyText,
      originalCopy: stories.originalCopy,
      stickerInfo: stories.stickerInfo,
      isPosted: stories.isPosted,
      skippedAt: stories.skippedAt,
    })
    .from(stories)
    .innerJoin(campaignDays, eq(campaignDays.id, stories.campaignDayId))
    .where(eq(campaignDays.campaignId, campaignId))
    .orderBy(campaignDays.dayOrder, stories.storyNumber) as Promise<StoryView[]>;

/** Rows of every table that refers to a story (but its own files and links) for these stories, by table. */
async function perRunRows(storyIds: readonly string[]): Promise<Record<string, number>> {
  const tables = await selectRows<{ table: string }>(
    t.database.db,
    sql`select table_name as table from information_schema.columns
        where table_schema = current_schema() and column_name = 'story_id'
          and table_name not in ('story_media', 'tracked_links')`,
  );
  const counts: Record<string, number> = {};
  for (const { table } of tables) {
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where story_id in (select unnest(${sql.param(storyIds)}::uuid[]))`,
    );
    counts[table] = row!.n;
  }
  return counts;
}

/**
 * A 4-day Madrid campaign over the 2027-03-28 change to summer time: times 08:30, 02:30 (a wall time Madrid skips
 * that day) and one story following its block (Noche: 21:00); a link sticker, a landing page, a file, and the run's
 * data: published, skipped, approved, commented, results.
 */
async function madridCampaign() {
  const db = t.database.db;
  const source = await createCampaign(db, {
    clientId: madrid.clientId!,
    startDate: '2027-03-26',
    days: 4,
    storiesPerDay: 3,
    title: 'Semana de primavera',
    chatAutomation: {
      keyword: 'PRIMAVERA',
      landingUrl: 'https://example.com/primavera',
      tags: ['primavera'],
    },
    storyOverrides: { '1-1': { stickerInfo: { type: 'link', url: 'https://example.com/tienda' } } },
  });
  for (const ids of source.storyIdsByDay) {
    await db.update(stories).set({ scheduledTime: '08:30' }).where(eq(stories.id, ids[0]!));
    await db.update(stories).set({ scheduledTime: '02:30' }).where(eq(stories.id, ids[1]!));
    await db.update(stories).set({ scheduledTime: null, timeBlock: 'Noche' }).where(eq(stories.id, ids[2]!));
  }
  // The tracked links the start-up backfill gives a campaign written without them.
  await ensureCampaignLinks({ db, campaignId: source.campaignId });
  const [first, second, third] = source.storyIdsByDay[0]!;
  await db
    .update(stories)
    .set({
      isPosted: true,
      postedAt: new Date('2027-03-26T08:00:00Z'),
      copyText: 'Copy editado por la marca',
    })
    .where(eq(stories.id, first!));
  await db
    .update(stories)
    .set({ skippedAt: new Date(), skippedBy: madrid.id, skipReason: 'Sin stock' })
    .where(eq(stories.id, second!));
  await db.execute(sql`insert into story_approvals (story_id, status) values (${third}, 'pending')`);
  await db.execute(
    sql`insert into story_comments (story_id, author_side, author_name, body) values (${first}, 'client', 'Marca', 'Hola')`,
  );
  await db.execute(
    sql`insert into story_results (story_id, reach, entered_by_name, entered_by_role, updated_by_name, updated_by_role)
        values (${first}, 120, 'Marca', 'client', 'Marca', 'client')`,
  );
  const key = `media/sha256/${randomUUID().replaceAll('-', '').padEnd(64, '0')}.jpg`;
  const bytes = Buffer.from('una foto');
  await t.deps.media.storage.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' });
  await db.insert(storyMedia).values({
    id: randomUUID(),
    storyId: first!,
    position: 1,
    kind: 'image',
    mimeType: 'image/jpeg',
    originalName: 'foto.jpg',
    sizeBytes: bytes.length,
    storageKey: key,
  });
  return { ...source, mediaKey: key };
}

describe('POST /api/admin/campaigns/{id}/duplicate', () => {
  it('copies a Madrid campaign over its DST change to Mexico City: same day offsets and local times, none of the run', async () => {
    const source = await madridCampaign();
    const perRunBefore = await perRunRows(source.storyIds);
    expect(Object.values(perRunBefore).filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);

    const answer = await duplicated(source.campaignId, {
      clientId: mexico.clientId,
      startDate: '2027-03-27',
      notifyClient: false,
    });
    expect(answer.replayed).toBe(false);
    expect(answer.campaigns).toHaveLength(1);
    const copy = answer.campaigns[0]!;
    expect(copy).toMatchObject({
      title: 'Semana de primavera',
      startDate: '2027-03-27',
      endDate: '2027-03-30',
      totalDays: 4,
      totalStories: 12,
      totalMedia: 1,
    });

    const before = await storiesOf(source.campaignId);
    const after = await storiesOf(copy.id);
    expect(after).toHaveLength(before.length);
    for (const [i, story] of after.entries()) {
      const original = before[i]!;
      expect(story.id).not.toBe(original.id);
      expect(story.dayOrder).toBe(original.dayOrder);
      expect(story.date).toBe(`2027-03-${String(26 + story.dayOrder).padStart(2, '0')}`);
      expect(story.scheduledDate).toBe(story.date);
      expect(story.scheduledTime).toBe(original.scheduledTime);
      expect(story.timeBlock).toBe(original.timeBlock);
      expect(story.stickerInfo).toEqual(original.stickerInfo);
      expect(story).toMatchObject({ isPosted: false, skippedAt: null });
    }
    // The brand's edited copy is the copy's text and its new original.
    expect(after[0]).toMatchObject({
      copyText: 'Copy editado por la marca',
      originalCopy: 'Copy editado por la marca',
    });
    // Local times read in the target's zone: 08:30 in Mexico City on 28 March is 14:30 UTC (no DST there).
    const day2 = after.filter((s) => s.dayOrder === 2);
    expect(
      storyDueInstant({ ...day2[0]!, dayDate: day2[0]!.date }, 'America/Mexico_City').toISOString(),
    ).toBe('2027-03-28T14:30:00.000Z');
    expect(
      storyDueInstant({ ...day2[1]!, dayDate: day2[1]!.date }, 'America/Mexico_City').toISOString(),
    ).toBe('2027-03-28T08:30:00.000Z');
    expect(
      storyDueInstant({ ...day2[2]!, dayDate: day2[2]!.date }, 'America/Mexico_City').toISOString(),
    ).toBe('2027-03-29T03:00:00.000Z');

    expect(Object.values(await perRunRows(after.map((s) => s.id))).every((n) => n === 0)).toBe(true);
    const [copyRow] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, copy.id));
    expect(copyRow).toMatchObject({
      clientId: mexico.clientId,
      status: 'active',
      manychatKeyword: 'PRIMAVERA',
      manychatTags: ['primavera'],
      postedCount: 0,
      skippedCount: 0,
      storyCount: 12,
    });
    // New tracked links for the same targets; the file is the same object, named twice.
    const links = await t.database.db
      .select({
        campaignId: trackedLinks.campaignId,
        slug: trackedLinks.slug,
        target: trackedLinks.targetUrl,
      })
      .from(trackedLinks)
      .where(inArray(trackedLinks.campaignId, [source.campaignId, copy.id]));
    const targets = (id: string) =>
      links
        .filter((l) => l.campaignId === id)
        .map((l) => l.target)
        .sort();
    expect(targets(copy.id)).toEqual(['https://example.com/primavera', 'https://example.com/tienda']);
    expect(targets(source.campaignId)).toEqual(targets(copy.id));
    expect(new Set(links.map((l) => l.slug)).size).toBe(links.length);
    const media = await t.database.db
      .select({ storyId: storyMedia.storyId, key: storyMedia.storageKey })
      .from(storyMedia)
      .where(eq(storyMedia.storageKey, source.mediaKey));
    expect(media.map((m) => m.storyId).sort()).toEqual([source.storyIds[0], after[0]!.id].sort());

    const [audit] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.event, 'campaign.duplicated'));
    expect(audit?.details).toMatchObject({ campaignId: source.campaignId, copies: [copy.id] });
  });

  it('keeps the shared file while one row names it, and deletes it with the last (the orphan sweep sees both)', async () => {
    const source = await madridCampaign();
    const {
      campaigns: [copy],
    } = await duplicated(source.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-05-03',
      notifyClient: false,
    });
    const storage = t.deps.media.storage;
    const del = (id: string) =>
      t.request(`/api/admin/campaigns/${id}`, {
        method: 'DELETE',
        cookie: admin.cookie,
        json: { confirmationTitle: 'ELIMINAR' },
      });
    expect((await del(source.campaignId)).status).toBe(200);
    await drainJobs();
    expect(await storage.stat(source.mediaKey)).not.toBeNull();
    expect((await del(copy!.id)).status).toBe(200);
    await drainJobs();
    expect(await storage.stat(source.mediaKey)).toBeNull();
  });

  it('moves the times when asked, and refuses a move past midnight naming the story', async () => {
    const source = await createCampaign(t.database.db, {
      clientId: madrid.clientId!,
      startDate: '2027-06-01',
      days: 2,
      storiesPerDay: 2,
    });
    const {
      campaigns: [copy],
    } = await duplicated(source.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-06-10',
      timeShiftMinutes: -60,
      notifyClient: false,
    });
    expect((await storiesOf(copy!.id)).map((s) => s.scheduledTime)).toEqual([
      '08:30',
      '08:30',
      '08:30',
      '08:30',
    ]);

    await t.database.db
      .update(stories)
      .set({ scheduledTime: '23:15' })
      .where(eq(stories.id, source.storyIds[3]!));
    const res = await duplicate(source.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-06-10',
      timeShiftMinutes: 60,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues).toEqual([
      {
        path: 'timeShiftMinutes',
        message: 'Con ese cambio de hora, la Historia 2 del Día 2 pasaría al día siguiente (00:15)',
      },
    ]);
  });

  it('repeats a campaign every week and every month, each copy a campaign of its own, in one transaction', async () => {
    const source = await createCampaign(t.database.db, {
      clientId: madrid.clientId!,
      startDate: '2027-01-04',
      days: 3,
      storiesPerDay: 1,
      title: 'Preguntas del lunes',
    });
    const weekly = await duplicated(source.campaignId, {
      clientId: mexico.clientId,
      startDate: '2027-02-01',
      repeat: { every: 'week', count: 4 },
      notifyClient: true,
    });
    expect(weekly.campaigns.map((c) => [c.startDate, c.endDate])).toEqual([
      ['2027-02-01', '2027-02-03'],
      ['2027-02-08', '2027-02-10'],
      ['2027-02-15', '2027-02-17'],
      ['2027-02-22', '2027-02-24'],
    ]);
    expect(new Set(weekly.campaigns.map((c) => c.id)).size).toBe(4);
    const mails = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where type = 'mail.send'
          and payload->'meta'->>'campaignId' in (select unnest(${sql.param(weekly.campaigns.map((c) => c.id))}::text[]))`,
    );
    expect(mails[0]!.n).toBe(4);

    const monthly = await duplicated(source.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-01-31',
      repeat: { every: 'month', count: 3 },
      notifyClient: false,
    });
    expect(monthly.campaigns.map((c) => c.startDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);

    const overlap = await duplicate(source.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-02-01',
      repeat: { every: 'week', count: 2 },
    });
    expect(overlap.status).toBe(200);
    const long = await createCampaign(t.database.db, {
      clientId: madrid.clientId!,
      startDate: '2027-01-04',
      days: 9,
      storiesPerDay: 1,
    });
    const refused = await duplicate(long.campaignId, {
      clientId: madrid.clientId,
      startDate: '2027-02-01',
      repeat: { every: 'week', count: 2 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      'La campaña dura 9 días: si se repite cada semana, cada copia se solaparía con la siguiente',
    );
  });

  it('writes all the copies or none when the database fails in the middle', async () => {
    const db = t.database.db;
    const source = await createCampaign(db, {
      clientId: madrid.clientId!,
      startDate: '2027-07-05',
      days: 2,
      storiesPerDay: 2,
      title: 'Copia que falla',
    });
    await db.execute(sql`create or replace function fail_third_copy() returns trigger language plpgsql as $$
      begin
        if new.start_date = date '2027-09-06' then raise exception 'conexión perdida (prueba)'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger fail_third_copy before insert on campaigns for each row execute function fail_third_copy()`,
    );
    try {
      const count = async () =>
        (await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.title, 'Copia que falla')))
          .length;
      const res = await duplicate(source.campaignId, {
        clientId: madrid.clientId,
        startDate: '2027-08-23',
        repeat: { every: 'week', count: 3 },
      });
      expect(res.status).toBe(500);
      expect(await count()).toBe(1);
    } finally {
      await db.execute(sql`drop trigger fail_third_copy on campaigns`);
      await db.execute(sql`drop function fail_third_copy()`);
    }
  });

  it('makes one set of copies for 20 simultaneous requests with one key, and refuses the key with another body', async () => {
    const source = await createCampaign(t.database.db, {
      clientId: madrid.clientId!,
      startDate: '2027-04-05',
      days: 2,
      storiesPerDay: 3,
      title: 'Doble clic',
    });
    const requestKey = randomUUID();
    const body = { clientId: mexico.clientId, startDate: '2027-05-03', notifyClient: false };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => duplicate(source.campaignId, body, admin.cookie, requestKey)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const parsed = (await Promise.all(answers.map((r) => r.json()))) as DuplicatedCampaigns[];
    const ids = new Set(parsed.map((a) => a.campaigns[0]!.id));
    expect(ids.size).toBe(1);
    expect(parsed.filter((a) => !a.replayed)).toHaveLength(1);
    const copies = await t.database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.title, 'Doble clic'));
    expect(copies).toHaveLength(2);

    const other = await duplicate(
      source.campaignId,
      { ...body, startDate: '2027-05-10' },
      admin.cookie,
      requestKey,
    );
    expect(other.status).toBe(409);
    expect((await duplicate(source.campaignId, body, admin.cookie, 'no-es-un-uuid')).status).toBe(400);
    // Another admin's key is another request.
    const second = await createUser(t.database.db, { role: 'admin' });
    const cookie = (await t.signIn(second.email, second.password, '10.133.0.200')).cookie!;
    expect((await duplicate(source.campaignId, body, cookie, requestKey)).status).toBe(200);
  });

  it('checks who asks and what: 401, 403, 404, 409 for an inactive client, 400 with Spanish messages', async () => {
    const source = await createCampaign(t.database.db, {
      clientId: madrid.clientId!,
      startDate: '2027-04-05',
      days: 1,
      storiesPerDay: 1,
    });
    const body = { clientId: madrid.clientId, startDate: '2027-05-03' };
    expect(
      (await t.request(`/api/admin/campaigns/${source.campaignId}/duplicate`, { method: 'POST', json: body }))
        .status,
    ).toBe(401);
    expect((await duplicate(source.campaignId, body, madrid.cookie)).status).toBe(403);
    expect((await duplicate(randomUUID(), body)).status).toBe(404);
    expect((await duplicate(source.campaignId, { ...body, clientId: randomUUID() })).status).toBe(404);
    const inactive = await createUser(t.database.db);
    await t.database.db.update(clients).set({ status: 'inactive' }).where(eq(clients.id, inactive.clientId!));
    const conflict = await duplicate(source.campaignId, { ...body, clientId: inactive.clientId });
    expect(conflict.status).toBe(409);
    for (const [bad, message] of [
      [{ startDate: '2027-02-30' }, 'Indica una fecha de inicio válida (aaaa-mm-dd)'],
      [{ timeShiftMinutes: 721 }, 'El cambio de hora debe ser un número entero de minutos'],
      [{ repeat: { every: 'day', count: 2 } }, 'Elige cada cuánto se repite'],
      [{ repeat: { every: 'week', count: 53 } }, 'Indica cuántas copias: de 1 a 52'],
      [{ title: 'Dos\nlíneas' }, 'No puede contener saltos de línea'],
      [{ startDate: '9999-12-31', repeat: { every: 'week', count: 2 } }, 'después del año 9999'],
    ] as const) {
      const res = await duplicate(source.campaignId, { ...body, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.text()).toContain(message);
    }
  });
});
