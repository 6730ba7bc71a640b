import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../../src/server/composition/job-handlers';
import { storyCommentReads, storyComments } from '../../src/server/db/schema/approvals';
import { user } from '../../src/server/db/schema/auth';
import { stories } from '../../src/server/db/schema/campaigns';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJob } from '../../src/server/jobs/enqueue-job';
import { type JobHandler, JobRunner } from '../../src/server/jobs/job-runner';
import { writeStoryComment } from '../../src/server/services/comments/add-story-comment';
import { findCommentedStory } from '../../src/server/services/comments/find-commented-story';
import { mentionKeys, notifyMentionJob } from '../../src/server/services/comments/notify-mention-job';
import type {
  AddCommentResponse,
  CampaignCommentCountsResponse,
  CommentInboxResponse,
  MarkThreadReadResponse,
  StoryThreadResponse,
  UnreadComments,
} from '../../src/shared/api/comments';
import { COMMENT_MAX_LENGTH } from '../../src/shared/comments/comment-rules';
import { addDaysIso, formatDateTimeEs, todayInTimeZone } from '../../src/shared/dates';
import type { PushMessage } from '../../src/shared/notifications/push-message';
import type { ServerEvent } from '../../src/shared/realtime/server-events';
import { MULTI_LINE_MESSAGE } from '../../src/shared/text/multi-line';
import { createCampaign, type FactoryCampaign } from '../factories/campaigns';
import { createUser } from '../factories/users';
import {
  type PushTestServer,
  startPushTestServer,
  type TestPushSubscription,
} from '../setup/push-test-server';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';
import { type SseMessage, SseReader } from './support/sse-reader';

let t: TestApp;
let push: PushTestServer;
let runner: JobRunner;
/** Runs what is due once the current mention e-mail window has ended (the digests). */
let afterWindowRunner: JobRunner;
let owner: SignedInUser;
let other: SignedInUser;
let admin: SignedInUser;
let admin2: SignedInUser;
let campaign: FactoryCampaign;
let otherCampaign: FactoryCampaign;
let ip = 1;
const today = todayInTimeZone('Europe/Madrid');
const db = () => t.database.db;

beforeAll(async () => {
  push = await startPushTestServer();
  // The per-user comment limit is tested on its own app below; here a file's worth of comments stays under it.
  t = await createTestApp({
    env: { WEB_PUSH_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_HOSTS: 'localhost', COMMENT_RATE_LIMIT: '1000' },
  });
  ({ owner, other, admin, admin2 } = await signInUsers(
    t,
    { owner: {}, other: {}, admin: { role: 'admin' }, admin2: { role: 'admin' } },
    '10.66.0',
  ));
  await db().update(user).set({ name: 'Laura Agencia' }).where(eq(user.id, admin.id));
  await db().update(user).set({ name: 'Lucía Pérez' }).where(eq(user.id, owner.id));
  await db().update(clients).set({ timeZone: 'America/Mexico_City' }).where(eq(clients.id, owner.clientId!));
  campaign = await createCampaign(db(), {
    clientId: owner.clientId!,
    startDate: addDaysIso(today, 1),
    days: 2,
    storiesPerDay: 3,
    title: 'Rebajas de invierno',
  });
  otherCampaign = await createCampaign(db(), {
    clientId: other.clientId!,
    startDate: today,
    days: 1,
    storiesPerDay: 2,
  });
  const { env, logger } = t.deps;
  runner = new JobRunner({ db: db(), logger, handlers: createJobHandlers({ db: db(), env, logger }) });
  afterWindowRunner = new JobRunner({
    db: db(),
    logger,
    now: () => new Date(Date.now() + env.MENTION_EMAIL_WINDOW_MINUTES * 60_000 + 1000),
    handlers: createJobHandlers({ db: db(), env, logger }),
  });
});

/** Runs the mention jobs (push, or into the e-mail digest) and then the digests, as once the window has ended. */
async function deliverMentions() {
  await runner.drain();
  await afterWindowRunner.drain();
}
afterAll(async () => {
  await t.cleanup();
  await push.close();
});

const story = (day: number, n: number) => campaign.storyIdsByDay[day]![n]!;

function post(storyId: string, body: unknown, cookie: string) {
  return t.request(`/api/stories/${storyId}/comments`, { method: 'POST', cookie, json: { body } });
}
async function write(storyId: string, body: string, who: SignedInUser) {
  const res = await post(storyId, body, who.cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as AddCommentResponse).comment;
}
async function thread(storyId: string, who: SignedInUser) {
  const res = await t.request(`/api/stories/${storyId}/comments`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as StoryThreadResponse;
}
async function unread(who: SignedInUser) {
  const res = await t.request('/api/comments/unread', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as UnreadComments;
}
async function markRead(storyId: string, who: SignedInUser) {
  const res = await t.request(`/api/stories/${storyId}/comments/read`, {
    method: 'POST',
    cookie: who.cookie,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as MarkThreadReadResponse;
}
async function inbox(who: SignedInUser) {
  const res = await t.request('/api/comments/inbox', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CommentInboxResponse;
}
async function counts(campaignId: string, who: SignedInUser) {
  const res = await t.request(`/api/campaigns/${campaignId}/comment-counts`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CampaignCommentCountsResponse;
}
/** Reads every admin's and the client's state clean: everything read up to now. */
async function readAll(storyId: string) {
  for (const who of [owner, admin, admin2]) await markRead(storyId, who);
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('a story’s thread', () => {
  it('starts empty, with the story, its campaign, brand and the client’s time zone', async () => {
    const body = await thread(story(0, 0), owner);
    expect(body).toEqual({
      story: {
        id: story(0, 0),
        title: 'Historia 1',
        storyNumber: 1,
        dayOrder: 1,
        dayDate: campaign.dates[0],
        campaignId: campaign.campaignId,
        campaignTitle: 'Rebajas de invierno',
        clientId: owner.clientId,
        brandName: expect.any(String),
        timeZone: 'America/Mexico_City',
      },
      viewerSide: 'client',
      comments: [],
      olderCount: 0,
      lastReadAt: null,
    });
    expect((await thread(story(0, 0), admin)).viewerSide).toBe('agency');
  });

  it('the client and the agency write, each sees the thread oldest first with who wrote and when', async () => {
    const before = Date.now();
    const first = await write(story(0, 0), '  ¿Podemos cambiar la foto?\nLa de ayer era mejor.  ', owner);
    expect(first).toMatchObject({
      storyId: story(0, 0),
      body: '¿Podemos cambiar la foto?\nLa de ayer era mejor.',
      authorSide: 'client',
      authorName: 'Lucía Pérez',
      isOwn: true,
    });
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
    const reply = await write(story(0, 0), 'Claro, la cambiamos hoy.', admin);
    expect(reply).toMatchObject({ authorSide: 'agency', authorName: 'Laura Agencia', isOwn: true });

    const asClient = await thread(story(0, 0), owner);
    expect(asClient.comments.map((c) => [c.body.slice(0, 10), c.authorSide, c.isOwn])).toEqual([
      ['¿Podemos c', 'client', true],
      ['Claro, la ', 'agency', false],
    ]);
    const asAdmin = await thread(story(0, 0), admin);
    expect(asAdmin.comments.map((c) => c.isOwn)).toEqual([false, true]);
    // Another admin is on the agency's side but did not write it.
    const asAdmin2 = await thread(story(0, 0), admin2);
    expect(asAdmin2.comments.map((c) => [c.authorSide, c.isOwn])).toEqual([
      ['client', false],
      ['agency', false],
    ]);
    expect(Date.parse(asAdmin.comments[1]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(asAdmin.comments[0]!.createdAt),
    );
  });

  it('keeps the author’s name as written when the user is renamed later', async () => {
    const id = story(0, 1);
    await write(id, 'Nombre original', admin2);
    const [before] = await db().select({ name: user.name }).from(user).where(eq(user.id, admin2.id));
    await db().update(user).set({ name: 'Otro nombre' }).where(eq(user.id, admin2.id));
    const { comments } = await thread(id, owner);
    expect(comments.at(-1)!.authorName).toBe(before!.name);
    await db().update(user).set({ name: before!.name }).where(eq(user.id, admin2.id));
  });
});

describe('another use case posting to a thread (writeStoryComment)', () => {
  it('writes in the caller’s transaction without a user (an approval link): counted unread, nobody’s own', async () => {
    const id = story(0, 1);
    await readAll(id);
    const before = await unread(admin);
    await db().transaction(async (tx) => {
      const target = await findCommentedStory(tx, {
        viewer: null,
        storyId: id,
        agencyTimeZone: 'Europe/Madrid',
      });
      await writeStoryComment(tx, {
        target,
        author: { userId: null, side: 'client', name: 'Contacto Prueba' },
        body: 'Cambios pedidos desde el enlace de aprobación',
        env: t.deps.env,
      });
    });
    const { comments } = await thread(id, owner);
    expect(comments.at(-1)).toMatchObject({
      authorSide: 'client',
      authorName: 'Contacto Prueba',
      isOwn: false,
      body: 'Cambios pedidos desde el enlace de aprobación',
    });
    expect(await unread(admin)).toEqual({ unread: before.unread + 1, threads: before.threads + 1 });
    await readAll(id);
  });

  it('a rolled-back caller leaves no comment', async () => {
    const id = story(0, 1);
    const count = (await thread(id, admin)).comments.length;
    await expect(
      db().transaction(async (tx) => {
        const target = await findCommentedStory(tx, {
          viewer: null,
          storyId: id,
          agencyTimeZone: 'Europe/Madrid',
        });
        await writeStoryComment(tx, {
          target,
          author: { userId: null, side: 'client', name: 'Contacto Prueba' },
          body: 'No llega a guardarse',
          env: t.deps.env,
        });
        throw new Error('the caller fails after writing');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await thread(id, admin)).comments).toHaveLength(count);
  });
});

describe('validation (400, one Spanish message)', () => {
  it.each([
    ['an empty body', '', 'Escribe un comentario antes de enviarlo'],
    ['only spaces and line breaks', '   \n\t ', 'Escribe un comentario antes de enviarlo'],
    ['no body', undefined, 'Escribe un comentario antes de enviarlo'],
    ['a number', 42, 'Escribe un comentario antes de enviarlo'],
    [
      `more than ${COMMENT_MAX_LENGTH} characters`,
      'a'.repeat(COMMENT_MAX_LENGTH + 1),
      `El comentario no puede tener más de ${COMMENT_MAX_LENGTH} caracteres`,
    ],
    ['a hidden direction mark', 'hola \u202e adiós', MULTI_LINE_MESSAGE],
  ])('refuses %s', async (_label, body, message) => {
    const res = await t.request(`/api/stories/${story(1, 2)}/comments`, {
      method: 'POST',
      cookie: owner.cookie,
      json: body === undefined ? {} : { body },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe(message);
    expect((await thread(story(1, 2), owner)).comments).toEqual([]);
  });

  it(`accepts exactly ${COMMENT_MAX_LENGTH} characters after trimming`, async () => {
    const comment = await write(story(1, 2), ` ${'ñ'.repeat(COMMENT_MAX_LENGTH)} `, owner);
    expect(comment.body).toHaveLength(COMMENT_MAX_LENGTH);
  });
});

describe('access', () => {
  it('another client’s story, an unknown or malformed id answer 404 on every operation', async () => {
    const foreign = otherCampaign.storyIds[0]!;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      for (const res of [
        await t.request(`/api/stories/${id}/comments`, { cookie: owner.cookie }),
        await post(id, 'Hola', owner.cookie),
        await t.request(`/api/stories/${id}/comments/read`, { method: 'POST', cookie: owner.cookie }),
      ]) {
        expect(res.status, id).toBe(404);
        expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Historia no encontrada' });
      }
    }
    const res = await t.request(`/api/campaigns/${otherCampaign.campaignId}/comment-counts`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Campaña no encontrada');
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(storyComments)
      .where(eq(storyComments.storyId, foreign))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('an admin reads and writes on any client’s story', async () => {
    const foreign = otherCampaign.storyIds[1]!;
    await write(foreign, 'Nota de la agencia', admin);
    expect((await thread(foreign, other)).comments.map((c) => c.body)).toEqual(['Nota de la agencia']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request(`/api/stories/${story(0, 0)}/comments`)).status).toBe(401);
    expect((await t.request('/api/comments/unread')).status).toBe(401);
    expect((await t.request('/api/comments/inbox')).status).toBe(401);
  });
});

describe('unread counts and read marks', () => {
  it('counts only the other side’s comments after the reader’s mark, both ways', async () => {
    const id = story(1, 0);
    await readAll(story(0, 0));
    await readAll(story(0, 1));
    await readAll(story(1, 2));
    await markRead(otherCampaign.storyIds[1]!, admin);
    await markRead(otherCampaign.storyIds[1]!, admin2);
    await markRead(otherCampaign.storyIds[1]!, other);
    const base = { owner: await unread(owner), admin: await unread(admin) };
    expect(base.owner).toEqual({ unread: 0, threads: 0 });
    expect(base.admin).toEqual({ unread: 0, threads: 0 });

    await write(id, 'Primera', owner);
    await write(id, 'Segunda', owner);
    expect(await unread(owner)).toEqual({ unread: 0, threads: 0 });
    expect(await unread(admin)).toEqual({ unread: 2, threads: 1 });
    expect(await unread(admin2)).toEqual({ unread: 2, threads: 1 });
    // Another client sees nothing of it.
    expect(await unread(other)).toEqual({ unread: 0, threads: 0 });

    // Reading is per admin: admin2 still has them unread.
    const read = await markRead(id, admin);
    expect(read.unread).toEqual({ unread: 0, threads: 0 });
    expect(await unread(admin2)).toEqual({ unread: 2, threads: 1 });
    expect((await thread(id, admin)).lastReadAt).toBe(read.readAt);

    // The reply: unread for the client; the writer's own mark moves past its comment.
    await write(id, 'Respuesta', admin);
    expect(await unread(owner)).toEqual({ unread: 1, threads: 1 });
    expect(await unread(admin)).toEqual({ unread: 0, threads: 0 });
    const ownerRead = await markRead(id, owner);
    expect(ownerRead.unread).toEqual({ unread: 0, threads: 0 });
  });

  it('a read mark never moves back', async () => {
    const id = story(1, 0);
    const later = new Date(Date.now() + 3_600_000);
    await db()
      .update(storyCommentReads)
      .set({ readAt: later })
      .where(and(eq(storyCommentReads.userId, owner.id), eq(storyCommentReads.storyId, id)));
    const res = await markRead(id, owner);
    expect(res.readAt).toBe(later.toISOString());
  });

  it('for admins only client comments of the last 30 days count; a client’s unread have no window', async () => {
    const id = story(1, 1);
    await db()
      .insert(storyComments)
      .values([
        {
          storyId: id,
          authorUserId: owner.id,
          authorSide: 'client',
          authorName: 'Lucía Pérez',
          body: 'Comentario antiguo del cliente',
          createdAt: sql`now() - interval '31 days'`,
        },
        {
          storyId: id,
          authorUserId: admin.id,
          authorSide: 'agency',
          authorName: 'Laura Agencia',
          body: 'Comentario antiguo de la agencia',
          createdAt: sql`now() - interval '40 days'`,
        },
      ]);
    expect(await unread(admin)).toEqual({ unread: 0, threads: 0 });
    expect(await unread(owner)).toEqual({ unread: 1, threads: 1 });
    await db().insert(storyComments).values({
      storyId: id,
      authorUserId: owner.id,
      authorSide: 'client',
      authorName: 'Lucía Pérez',
      body: 'Hace 29 días',
      createdAt: sql`now() - interval '29 days'`,
    });
    expect(await unread(admin)).toEqual({ unread: 1, threads: 1 });
    await readAll(id);
  });

  it('the campaign’s counts give each commented story its total and the reader’s unread', async () => {
    await write(story(1, 1), 'Otra pregunta', owner);
    const asAdmin = await counts(campaign.campaignId, admin);
    expect(asAdmin.campaignId).toBe(campaign.campaignId);
    const byStory = new Map(asAdmin.stories.map((s) => [s.storyId, s]));
    expect(byStory.get(story(0, 0))).toEqual({ storyId: story(0, 0), total: 2, unread: 0 });
    expect(byStory.get(story(1, 1))).toEqual({ storyId: story(1, 1), total: 4, unread: 1 });
    expect(byStory.has(story(1, 2)) && byStory.has(story(0, 1))).toBe(true);
    // Stories without comments are left out.
    expect(byStory.has(story(0, 2))).toBe(false);
    const asClient = new Map((await counts(campaign.campaignId, owner)).stories.map((s) => [s.storyId, s]));
    expect(asClient.get(story(1, 1))).toMatchObject({ total: 4, unread: 0 });
    await readAll(story(1, 1));
  });
});

describe('GET /api/comments/inbox', () => {
  it('lists the threads, unread first then newest, each with its story, campaign, brand and last comment', async () => {
    await write(story(0, 1), 'Lo último de la agencia en la historia 2', admin);
    await write(story(0, 0), 'La agencia pregunta otra cosa', admin);
    await write(story(0, 1), 'Y algo más', owner);

    const asClient = await inbox(owner);
    expect(asClient.unread).toEqual({ unread: 1, threads: 1 });
    const first = asClient.threads[0]!;
    expect(first.story.id).toBe(story(0, 0));
    expect(first.unreadCount).toBe(1);
    expect(first.story).toMatchObject({
      campaignId: campaign.campaignId,
      campaignTitle: 'Rebajas de invierno',
      storyNumber: 1,
      timeZone: 'America/Mexico_City',
    });
    expect(first.lastComment).toMatchObject({
      authorSide: 'agency',
      authorName: 'Laura Agencia',
      isOwn: false,
      excerpt: 'La agencia pregunta otra cosa',
    });
    // Then by latest activity: story 2 of day 1 (the client's own last comment, nothing unread).
    expect(asClient.threads[1]!.story.id).toBe(story(0, 1));
    expect(asClient.threads[1]!.lastComment).toMatchObject({ isOwn: true, excerpt: 'Y algo más' });
    expect(asClient.threads.slice(1).every((thread) => thread.unreadCount === 0)).toBe(true);
    // The client sees only its own stories.
    expect(asClient.threads.every((thread) => thread.story.clientId === owner.clientId)).toBe(true);

    const asAdmin = await inbox(admin);
    expect(asAdmin.threads[0]!.story.id).toBe(story(0, 1));
    expect(asAdmin.threads[0]!.unreadCount).toBe(1);
    expect(asAdmin.threads.map((thread) => thread.story.clientId)).toContain(other.clientId);
    expect(asAdmin.threads.find((thread) => thread.story.id === story(0, 0))).toMatchObject({
      commentCount: 3,
      unreadCount: 0,
    });
    await readAll(story(0, 0));
    await readAll(story(0, 1));
  });

  it('shortens a long last comment to one line', async () => {
    await write(story(1, 2), `Una línea\ny otra ${'palabra '.repeat(60)}`, admin);
    const { threads } = await inbox(owner);
    const excerpt = threads.find((thread) => thread.story.id === story(1, 2))!.lastComment.excerpt;
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt).toMatch(/^Una línea y otra palabra .*…$/);
    await readAll(story(1, 2));
  });
});

/** Opens GET /api/events and waits until it is subscribed. */
async function openStream(cookie: string): Promise<SseReader> {
  const res = await t.request('/api/events', { cookie });
  expect(res.status).toBe(200);
  const reader = new SseReader(res);
  const first = (await reader.next()) as SseMessage;
  expect(first.comments).toContain('connected');
  return reader;
}

async function nextCommentEvent(reader: SseReader): Promise<ServerEvent> {
  for (;;) {
    const message = await reader.nextEvent();
    expect(message).not.toBe('closed');
    const event = JSON.parse((message as SseMessage).data) as ServerEvent;
    if (event.type === 'story.comment') {
      expect((message as SseMessage).event).toBe('story.comment');
      return event;
    }
  }
}

describe('live: the story.comment event', () => {
  it('reaches every admin and the story’s client, and no other client', async () => {
    const adminStream = await openStream(admin.cookie);
    const ownerStream = await openStream(owner.cookie);
    const otherStream = await openStream(other.cookie);

    const comment = await write(story(1, 0), 'En directo', owner);
    const expected = {
      type: 'story.comment',
      storyId: story(1, 0),
      campaignId: campaign.campaignId,
      clientId: owner.clientId,
      commentId: comment.id,
      authorSide: 'client',
    };
    expect(await nextCommentEvent(adminStream)).toEqual(expected);
    expect(await nextCommentEvent(ownerStream)).toEqual(expected);

    const reply = await write(story(1, 0), 'Recibido', admin);
    expect(await nextCommentEvent(ownerStream)).toMatchObject({ commentId: reply.id, authorSide: 'agency' });
    expect(await nextCommentEvent(adminStream)).toMatchObject({ commentId: reply.id });

    // The other client's stream got neither: the next event it sees is one for its own story.
    const own = await write(otherCampaign.storyIds[0]!, 'Para el otro cliente', admin);
    expect(await nextCommentEvent(otherStream)).toMatchObject({ commentId: own.id });
    for (const reader of [adminStream, ownerStream, otherStream]) await reader.close();
    await readAll(story(1, 0));
  });

  it('a refused comment raises no event and stores nothing', async () => {
    const adminStream = await openStream(admin.cookie);
    expect((await post(story(1, 0), '', owner.cookie)).status).toBe(400);
    const comment = await write(story(1, 0), 'La siguiente sí', owner);
    expect(await nextCommentEvent(adminStream)).toMatchObject({ commentId: comment.id });
    await adminStream.close();
    await readAll(story(1, 0));
  });
});

// --- Mentions ------------------------------------------------------------------------------------------

async function subscribe(who: SignedInUser): Promise<TestPushSubscription> {
  const status = await t.request('/api/push', { cookie: who.cookie });
  const { publicKey } = (await status.json()) as { publicKey: string };
  const subscription = await push.subscribe(publicKey);
  const res = await t.request('/api/push/subscriptions', {
    method: 'POST',
    cookie: who.cookie,
    json: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(res.status).toBe(201);
  return subscription;
}

const pushesTo = async (subscription: TestPushSubscription) =>
  (await push.messages(subscription)).map((text) => JSON.parse(text) as PushMessage);

/** The mention e-mails queued for an address, oldest first. */
async function mentionMailsTo(address: string) {
  const rows = await db()
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'mail.send'),
        sql`${jobs.payload}->'meta'->>'purpose' = 'comment-mention'`,
        sql`${jobs.payload}->'message'->>'to' = ${address}`,
      ),
    )
    .orderBy(jobs.createdAt);
  return rows.map((row) => (row.payload as { message: { subject: string; text: string } }).message);
}

const mentionJobsOf = (commentId: string) =>
  db()
    .select({ id: jobs.id, payload: jobs.payload, status: jobs.status, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(and(eq(jobs.type, 'comments.notify-mention'), sql`${jobs.payload}->>'commentId' = ${commentId}`));

describe('mentions notify the other side through the reminder channels', () => {
  let adminDevice: TestPushSubscription;
  let ownerDevice: TestPushSubscription;
  let banned: SignedInUser;

  beforeAll(async () => {
    adminDevice = await subscribe(admin);
    ownerDevice = await subscribe(owner);
    const user3 = await createUser(db(), { role: 'admin' });
    const cookie = (await t.signIn(user3.email, user3.password, `10.66.9.${ip++}`)).cookie!;
    banned = { ...user3, cookie };
    await db().update(user).set({ banned: true }).where(eq(user.id, banned.id));
  });

  it('a client’s «@agencia»: push to each admin’s devices, e-mail to an admin without one, nothing to a banned admin', async () => {
    const comment = await write(story(0, 2), '@Agencia ¿me confirmáis la hora?', owner);
    const queued = await mentionJobsOf(comment.id);
    expect(queued.map((job) => job.dedupeKey).sort()).toEqual(
      [mentionKeys.job(comment.id, admin.id), mentionKeys.job(comment.id, admin2.id)].sort(),
    );
    await deliverMentions();

    const pushes = (await pushesTo(adminDevice)).filter((m) => m.tag === `comment-${comment.id}`);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toEqual({
      title: 'Lucía Pérez (Cliente) te ha mencionado',
      body: 'Historia 3 · Rebajas de invierno: @Agencia ¿me confirmáis la hora?',
      url: `/admin/campaigns/${campaign.campaignId}?storyId=${story(0, 2)}&comments=1`,
      tag: `comment-${comment.id}`,
    });
    expect(await mentionMailsTo(admin.email)).toEqual([]);

    const [mail, ...more] = await mentionMailsTo(admin2.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Lucía Pérez te ha mencionado en Historia 3 · Rebajas de invierno');
    expect(mail!.text).toContain(
      'Lucía Pérez (cliente) ha escrito en la Historia 3 de la campaña «Rebajas de invierno»',
    );
    // When, in the client's zone (Mexico City), said to be the brand's time since the agency's zone is another.
    const [brand] = await db()
      .select({ name: clients.brandName })
      .from(clients)
      .where(eq(clients.id, owner.clientId!));
    expect(mail!.text).toContain(
      `el ${formatDateTimeEs(comment.createdAt, 'America/Mexico_City')} (hora de ${brand!.name}):`,
    );
    expect(mail!.text).toContain('«@Agencia ¿me confirmáis la hora?»');
    expect(mail!.text).toContain(
      `http://localhost:3000/admin/campaigns/${campaign.campaignId}?storyId=${story(0, 2)}&comments=1`,
    );
    expect(await mentionMailsTo(banned.email)).toEqual([]);
  });

  it('the agency’s «@cliente» reaches the client’s phone, with a link to its own area', async () => {
    const comment = await write(story(0, 2), 'Hecho, @cliente: a las 10:00.', admin);
    await deliverMentions();
    const pushes = (await pushesTo(ownerDevice)).filter((m) => m.tag === `comment-${comment.id}`);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.url).toBe(
      `/dashboard/campaigns/${campaign.campaignId}?storyId=${story(0, 2)}&comments=1`,
    );
    expect(pushes[0]!.title).toBe('Laura Agencia (Agencia) te ha mencionado');
    expect(await mentionMailsTo(owner.email)).toEqual([]);
  });

  it('falls back to e-mail when the client’s device is gone, and follows the client’s reminder settings', async () => {
    await push.expire(ownerDevice);
    const first = await write(story(0, 2), '@cliente ¿lo ves bien?', admin);
    await deliverMentions();
    const mails = await mentionMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Laura Agencia (agencia) ha escrito');
    expect(mails[0]!.text).toContain(`/dashboard/campaigns/${campaign.campaignId}?storyId=${story(0, 2)}`);
    expect(mails[0]!.text).toContain('Mi Perfil › Notificaciones');
    expect((await mentionJobsOf(first.id))[0]!.status).toBe('succeeded');

    // E-mail reminders off: nothing at all (no device left either).
    await db().update(clients).set({ emailReminders: false }).where(eq(clients.id, owner.clientId!));
    await write(story(0, 2), '@cliente otra vez', admin);
    await deliverMentions();
    expect(await mentionMailsTo(owner.email)).toHaveLength(1);
    await db().update(clients).set({ emailReminders: true }).where(eq(clients.id, owner.clientId!));
  });

  it('a comment without a mention of the other side queues nothing', async () => {
    const plain = await write(story(0, 2), 'Sin mención; escribid a hola@agencia.com', owner);
    const ownSide = await write(story(0, 2), '@cliente soy yo', owner);
    expect(await mentionJobsOf(plain.id)).toEqual([]);
    expect(await mentionJobsOf(ownSide.id)).toEqual([]);
  });

  it('a retry after the work was done sends nothing twice (push or e-mail)', async () => {
    const { env, logger } = t.deps;
    const real = createJobHandlers({ db: db(), env, logger });
    const crashAfter: JobHandler = {
      ...real[notifyMentionJob.type]!,
      run: async (payload, ctx) => {
        await real[notifyMentionJob.type]!.run(payload, ctx);
        throw new Error('the worker died after sending');
      },
    };
    let clock = new Date();
    const crashing = new JobRunner({
      db: db(),
      logger,
      now: () => clock,
      handlers: { ...real, [notifyMentionJob.type]: crashAfter },
    });
    const retrying = new JobRunner({ db: db(), logger, now: () => clock, handlers: real });

    const comment = await write(story(0, 2), '@agencia revisad esto, por favor', owner);
    await crashing.drain();
    const states = await mentionJobsOf(comment.id);
    expect(states.map((job) => job.status)).toEqual(['queued', 'queued']);
    clock = new Date(Date.now() + 3_600_000);
    await retrying.drain();
    expect((await mentionJobsOf(comment.id)).map((job) => job.status)).toEqual(['succeeded', 'succeeded']);

    expect((await pushesTo(adminDevice)).filter((m) => m.tag === `comment-${comment.id}`)).toHaveLength(1);
    const mails = (await mentionMailsTo(admin2.email)).filter((m) => m.text.includes('revisad esto'));
    expect(mails).toHaveLength(1);

    // Queuing the same mention again is ignored.
    expect(
      await enqueueJob(
        db(),
        notifyMentionJob,
        { commentId: comment.id, recipientUserId: admin.id },
        { dedupeKey: mentionKeys.job(comment.id, admin.id) },
      ),
    ).toBeNull();
  });
});

describe('mention e-mails are gathered per recipient (one e-mail per window)', () => {
  it('a burst of 40 «@agencia» gives each admin without a device one e-mail listing all 40; a later one a new e-mail', async () => {
    const { env, logger } = t.deps;
    const windowMs = env.MENTION_EMAIL_WINDOW_MINUTES * 60_000;
    // The jobs' clock: just past the start of a window no earlier test reached, moved by hand below.
    const start = (Math.floor(Date.now() / windowMs) + 10) * windowMs + 1000;
    let clock = new Date(start);
    const handlers = createJobHandlers({ db: db(), env, logger, now: () => clock });
    const clocked = new JobRunner({ db: db(), logger, now: () => clock, handlers });
    const before = (await mentionMailsTo(admin2.email)).length;
    const newMails = async () => (await mentionMailsTo(admin2.email)).slice(before);

    const bodies = Array.from({ length: 40 }, (_, i) => `@agencia ráfaga ${i + 1}: ¿lo veis?`);
    const answers = await Promise.all(bodies.map((body) => post(story(1, 0), body, owner.cookie)));
    expect(answers.map((res) => res.status)).toEqual(bodies.map(() => 201));

    // The 80 mention jobs run (push to the admin with a device, the digest for the other): no e-mail yet.
    await clocked.drain();
    expect(await newMails()).toEqual([]);
    const digests = await db()
      .select({ payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'comments.mention-digest'),
          sql`${jobs.payload}->>'recipientUserId' = ${admin2.id}`,
        ),
      );
    const open = digests.filter((d) => d.runAt.getTime() === start - 1000 + windowMs);
    expect(open).toHaveLength(1);
    expect((open[0]!.payload as { commentIds: string[] }).commentIds).toHaveLength(40);

    // The window ends: one e-mail, every comment in it oldest first, each with its story, campaign and link.
    clock = new Date(start + windowMs);
    await clocked.drain();
    const [digest, ...more] = await newMails();
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Lucía Pérez: 40 menciones en comentarios');
    expect(digest!.text).toContain('Tienes 40 menciones nuevas en los comentarios de las historias:');
    // In the thread's order (oldest first): the burst's requests may have committed in any order.
    const stored = (await thread(story(1, 0), owner)).comments.filter((c) => c.body.includes('ráfaga'));
    expect(stored.map((c) => c.body).sort()).toEqual([...bodies].sort());
    const positions = stored.map((c) => digest!.text.indexOf(`«${c.body}»`));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(digest!.text).toContain('40. Historia 1 · campaña «Rebajas de invierno»');
    expect(digest!.text).toContain(
      `Responder: http://localhost:3000/admin/campaigns/${campaign.campaignId}?storyId=${story(1, 0)}&comments=1`,
    );
    expect(digest!.text).toContain('Abrir los comentarios: http://localhost:3000/admin/comments');

    // A mention after that window: a new digest, sent when its own window ends (one comment: the single e-mail).
    await write(story(1, 0), '@agencia una más, después', owner);
    await clocked.drain();
    expect(await newMails()).toHaveLength(1);
    clock = new Date(start + 2 * windowMs);
    await clocked.drain();
    const mails = await newMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Lucía Pérez te ha mencionado en Historia 1 · Rebajas de invierno');
    expect(mails[1]!.text).toContain('«@agencia una más, después»');
    expect(mails[1]!.text).not.toContain('ráfaga');
  });
});

describe('the per-user comment limit (COMMENT_RATE_LIMIT a minute)', () => {
  let limited: TestApp;
  let clock: Date;
  let writer: SignedInUser;
  let bystander: SignedInUser;

  beforeAll(async () => {
    clock = new Date();
    limited = await createTestApp({
      database: t.database,
      env: { COMMENT_RATE_LIMIT: '5' },
      now: () => clock,
    });
    const fresh = await createUser(db(), { role: 'admin' });
    writer = { ...fresh, cookie: (await t.signIn(fresh.email, fresh.password, `10.66.9.${ip++}`)).cookie! };
    const another = await createUser(db(), { role: 'admin' });
    bystander = {
      ...another,
      cookie: (await t.signIn(another.email, another.password, `10.66.9.${ip++}`)).cookie!,
    };
  });
  afterAll(async () => {
    await limited.cleanup();
  });

  const postAs = (who: SignedInUser, body: string) =>
    limited.request(`/api/stories/${story(1, 1)}/comments`, {
      method: 'POST',
      cookie: who.cookie,
      json: { body },
    });
  const storedBy = async (userId: string) =>
    (
      await db()
        .select({ id: storyComments.id })
        .from(storyComments)
        .where(eq(storyComments.authorUserId, userId))
    ).length;

  it('a concurrent burst stores exactly the limit; the rest is a Spanish 429 with Retry-After, and nothing of it is stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postAs(writer, `@cliente comentario ${i + 1}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await errorOf(refused)).toEqual({
      code: 'LIMIT_EXCEEDED',
      message: 'Has enviado demasiados comentarios seguidos. Espera 60 segundos y vuelve a intentarlo.',
    });
    expect(await storedBy(writer.id)).toBe(5);
    const mentionJobs = await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'comments.notify-mention'),
          sql`${jobs.payload}->>'commentId' in (
        select id::text from story_comments where author_user_id = ${writer.id})`,
        ),
      );
    expect(mentionJobs).toHaveLength(5);

    // Another user is not held back by it.
    const res = await postAs(bystander, 'Yo sí puedo escribir');
    expect(res.status).toBe(201);
  });

  it('the wait shrinks as the minute passes, and a minute after the burst the user writes again', async () => {
    clock = new Date(clock.getTime() + 45_000);
    const early = await postAs(writer, 'todavía no');
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('15');
    expect((await errorOf(early)).message).toBe(
      'Has enviado demasiados comentarios seguidos. Espera 15 segundos y vuelve a intentarlo.',
    );
    clock = new Date(clock.getTime() + 15_000);
    expect((await postAs(writer, 'ya puedo')).status).toBe(201);
    expect(await storedBy(writer.id)).toBe(6);
  });
});

describe('deleting the story, the campaign or the client removes its comments', () => {
  async function commentsOn(storyIds: string[]) {
    const [row] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(storyComments)
      .where(inArray(storyComments.storyId, storyIds))) as [{ n: number }];
    const [reads] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(storyCommentReads)
      .where(inArray(storyCommentReads.storyId, storyIds))) as [{ n: number }];
    return { comments: Number(row.n), reads: Number(reads.n) };
  }

  it('a story', async () => {
    const victim = story(1, 2);
    const comment = await write(victim, '@agencia antes de borrar', owner);
    expect((await commentsOn([victim])).comments).toBeGreaterThan(0);
    await db().delete(stories).where(eq(stories.id, victim));
    expect(await commentsOn([victim])).toEqual({ comments: 0, reads: 0 });
    // The mention queued before the deletion finds nothing to send.
    await deliverMentions();
    expect((await mentionJobsOf(comment.id)).every((job) => job.status === 'succeeded')).toBe(true);
    expect((await mentionMailsTo(admin2.email)).some((m) => m.text.includes('antes de borrar'))).toBe(false);
    expect((await inbox(owner)).threads.some((thread) => thread.story.id === victim)).toBe(false);
  });

  it('a campaign (DELETE /api/admin/campaigns/{id})', async () => {
    const doomed = await createCampaign(db(), {
      clientId: owner.clientId!,
      startDate: today,
      days: 1,
      storiesPerDay: 2,
      title: 'Campaña a borrar',
    });
    await write(doomed.storyIds[0]!, 'Comentario', owner);
    await write(doomed.storyIds[1]!, 'Otro', admin);
    await markRead(doomed.storyIds[1]!, owner);
    expect(await commentsOn(doomed.storyIds)).toMatchObject({ comments: 2 });
    const res = await t.request(`/api/admin/campaigns/${doomed.campaignId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationTitle: 'Campaña a borrar' },
    });
    expect(res.status).toBe(200);
    expect(await commentsOn(doomed.storyIds)).toEqual({ comments: 0, reads: 0 });
  });

  it('a client (DELETE /api/admin/clients/{id})', async () => {
    const [row] = await db()
      .select({ brandName: clients.brandName })
      .from(clients)
      .where(eq(clients.id, other.clientId!));
    await write(otherCampaign.storyIds[0]!, 'Última nota', other);
    expect((await commentsOn(otherCampaign.storyIds)).comments).toBeGreaterThan(0);
    const res = await t.request(`/api/admin/clients/${other.clientId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { confirmationName: row!.brandName },
    });
    expect(res.status).toBe(200);
    expect(await commentsOn(otherCampaign.storyIds)).toEqual({ comments: 0, reads: 0 });
    expect((await inbox(admin)).threads.some((thread) => thread.story.clientId === other.clientId)).toBe(
      false,
    );
  });
});
