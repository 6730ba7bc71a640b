/**
 * Connecting a client's Instagram account (issue 32), against the test double of Meta's API on a fake clock: the
 * OAuth round trip with a signed state, the token encrypted at rest and never answered, the renewal at day 50 through
 * the job queue, Meta's refusal of a renewal under 24 h, a revoked token (190) → «Reconectar» and one e-mail, the
 * warning 7 days before expiry, disconnecting, and who may do any of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import { instagramConnections } from '../../src/server/db/schema/instagram';
import { jobs } from '../../src/server/db/schema/jobs';
import { INSTAGRAM_TEXTS } from '../../src/shared/instagram/instagram-connection';
import { DEFAULT_ACCOUNT } from '../setup/instagram-double';
import { type InstagramApp, startInstagramApp } from './support/instagram-app';

const DAY = 86_400_000;
const SECOND_ACCOUNT = {
  igUserId: '17841400000000002',
  username: 'otra_marca',
  accountType: 'BUSINESS' as const,
  profilePictureUrl: 'https://scontent.cdninstagram.com/otra_marca.jpg',
};
const START = new Date('2026-12-01T10:00:00Z');
let clock = START;
const now = () => clock;
let app: InstagramApp;

beforeAll(async () => {
  app = await startInstagramApp({ now, ipPrefix: '10.201.0', accounts: [DEFAULT_ACCOUNT, SECOND_ACCOUNT] });
});
afterAll(() => app?.close());

const at = (days: number, hours = 0) => new Date(START.getTime() + days * DAY + hours * 3_600_000);
const brandId = () => app.users.brand.clientId!;
const row = async (clientId = brandId()) =>
  (await app.db().select().from(instagramConnections).where(eq(instagramConnections.clientId, clientId)))[0];

describe('connecting a client’s Instagram account', () => {
  it('says it is available and not connected yet', async () => {
    expect(await app.connection(brandId())).toEqual({ available: true, connection: null });
  });

  it('round-trips through Instagram’s page and stores a 60-day token, encrypted, never in an answer', async () => {
    clock = START;
    const location = await app.connect(brandId());
    expect(location).toBe(`/admin/clients/${brandId()}?instagram=connected`);
    const { connection } = await app.connection(brandId());
    expect(connection).toMatchObject({
      igUserId: DEFAULT_ACCOUNT.igUserId,
      username: DEFAULT_ACCOUNT.username,
      accountType: 'BUSINESS',
      status: 'active',
      statusReason: null,
      tokenExpiresAt: at(60).toISOString(),
      tokenRefreshedAt: START.toISOString(),
    });
    const long = app.double.tokens(DEFAULT_ACCOUNT.igUserId).find((token) => token.kind === 'long')!;
    const stored = await row();
    expect(stored!.tokenCiphertext).not.toContain(long.token);
    expect(JSON.stringify(connection)).not.toContain(long.token);
    // The code was traded with the app's secret and the registered redirect address.
    const trade = app.double.calls.find((call) => call.path.endsWith('/oauth/access_token'))!;
    expect(trade.body).toMatchObject({
      client_id: 'test-app-id',
      grant_type: 'authorization_code',
      redirect_uri: `${app.t.deps.env.PUBLIC_URL}/api/instagram/callback`,
    });
    const audit = await app.db().select().from(auditLog).where(eq(auditLog.event, 'instagram.connected'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(long.token);
    // Renewal at day 50 and the warning at day 53 are queued.
    const queued = await app.db().select({ type: jobs.type, runAt: jobs.runAt }).from(jobs);
    expect(queued).toEqual(
      expect.arrayContaining([
        { type: 'instagram.refresh-token', runAt: at(50) },
        { type: 'instagram.expiry-warning', runAt: at(53) },
      ]),
    );
  });

  it('refuses a state that is altered, expired, or brought back by another admin', async () => {
    const start = await app.t.request(`/api/admin/clients/${brandId()}/instagram/connect`, {
      method: 'POST',
      cookie: app.users.admin.cookie,
    });
    const state = new URL(((await start.json()) as { authorizeUrl: string }).authorizeUrl).searchParams.get(
      'state',
    )!;
    const callback = (query: string, cookie = app.users.admin.cookie) =>
      app.t.request(`/api/instagram/callback?${query}`, { cookie });
    const altered = await callback(`code=x&state=${state.slice(0, -2)}AA`);
    expect(altered.headers.get('location')).toBe('/admin');
    const other = await callback(`code=x&state=${state}`, app.users.otherAdmin.cookie);
    expect(other.headers.get('location')).toBe(`/admin/clients/${brandId()}?instagram=expired`);
    const denied = await callback(`error=access_denied&error_reason=user_denied&state=${state}`);
    expect(denied.headers.get('location')).toBe(`/admin/clients/${brandId()}?instagram=denied`);
    clock = new Date(START.getTime() + 16 * 60_000);
    const late = await callback(`code=x&state=${state}`);
    expect(late.headers.get('location')).toBe(`/admin/clients/${brandId()}?instagram=expired`);
    clock = START;
    // A brand (not an admin) cannot even reach the callback.
    expect((await callback(`code=x&state=${state}`, app.users.brand.cookie)).status).toBe(403);
  });

  it('is the agency’s alone: a brand gets 403, an unknown client 404', async () => {
    const brand = await app.t.request(`/api/admin/clients/${brandId()}/instagram`, {
      cookie: app.users.brand.cookie,
    });
    expect(brand.status).toBe(403);
    const unknown = await app.t.request('/api/admin/clients/00000000-0000-4000-8000-000000000000/instagram', {
      cookie: app.users.admin.cookie,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the token’s life', () => {
  it('is renewed at day 50 through the queue, with the next renewal queued', async () => {
    clock = at(49, 23);
    await app.drain();
    expect((await row())!.tokenIssuedAt).toEqual(START);
    clock = at(50);
    await app.drain();
    const renewed = await row();
    expect(renewed!.tokenIssuedAt).toEqual(at(50));
    expect(renewed!.tokenExpiresAt).toEqual(at(110));
    expect(app.double.calls.filter((call) => call.path.endsWith('/refresh_access_token'))).toHaveLength(1);
    // The day-53 warning of the old token finds it replaced: no e-mail.
    clock = at(53);
    await app.drain();
    expect(await app.mailSubjects(app.users.admin.email)).toEqual([]);
    const scrape = await app.metrics.scrape({
      database: app.t.database,
      inFlight: { size: 0, maxInFlight: null },
      realtime: app.t.deps.realtime,
      now,
    });
    expect(scrape).toContain('instagram_operations_total{operation="token_refresh",outcome="refreshed"} 1');
  });

  it('is not renewed under 24 h old: Meta refuses, the queue retries, the connection stays active', async () => {
    // The other brand connects at day 53; a renewal attempt that very hour is refused by Meta (code 100).
    clock = at(53);
    const otherId = app.users.otherBrand.clientId!;
    await app.connect(otherId, { account: SECOND_ACCOUNT.igUserId });
    const issued = (await row(otherId))!.tokenIssuedAt;
    await app
      .db()
      .update(jobs)
      .set({ runAt: at(53) })
      .where(eq(jobs.dedupeKey, `instagram.refresh:${otherId}:${issued.getTime()}`));
    await app.drain();
    const [job] = await app
      .db()
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `instagram.refresh:${otherId}:${issued.getTime()}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/24/);
    expect((await row(otherId))!.status).toBe('active');
  });

  it('a revoked token (190) asks to reconnect and e-mails every admin once', async () => {
    clock = at(60);
    app.double.revokeAll(DEFAULT_ACCOUNT.igUserId);
    clock = at(100);
    await app.drain();
    const stored = await row();
    expect(stored).toMatchObject({ status: 'reconnect', statusReason: INSTAGRAM_TEXTS.revoked });
    const subject = `${await brandName()}: reconecta su cuenta de Instagram`;
    for (const admin of [app.users.admin, app.users.otherAdmin]) {
      expect(await app.mailSubjects(admin.email)).toContain(subject);
    }
    await app.drain();
    const subjects = await app.mailSubjects(app.users.admin.email);
    expect(subjects.filter((subject) => subject.endsWith('reconecta su cuenta de Instagram'))).toHaveLength(
      1,
    );
    const { connection } = await app.connection(brandId());
    expect(connection?.status).toBe('reconnect');
    // Reconnecting makes it active again.
    expect(await app.connect(brandId())).toBe(`/admin/clients/${brandId()}?instagram=connected`);
    expect((await app.connection(brandId())).connection).toMatchObject({
      status: 'active',
      statusReason: null,
    });
  });

  it('warns the agency 7 days before a token that could not be renewed ends', async () => {
    // The other brand's token (renewed by the retried job once old enough) is left without its renewal: at day 53
    // of it, the agency is told.
    const otherId = app.users.otherBrand.clientId!;
    const issued = (await row(otherId))!.tokenIssuedAt;
    await app
      .db()
      .delete(jobs)
      .where(eq(jobs.dedupeKey, `instagram.refresh:${otherId}:${issued.getTime()}`));
    clock = new Date(issued.getTime() + 53 * DAY);
    await app.drain();
    const subjects = await app.mailSubjects(app.users.otherAdmin.email);
    expect(subjects.filter((subject) => subject.includes('el permiso de Instagram caduca el'))).toHaveLength(
      1,
    );
  });

  it('disconnecting forgets the token, audited', async () => {
    const res = await app.t.request(`/api/admin/clients/${brandId()}/instagram`, {
      method: 'DELETE',
      cookie: app.users.admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(await row()).toBeUndefined();
    expect((await app.connection(brandId())).connection).toBeNull();
    expect(
      await app.db().select().from(auditLog).where(eq(auditLog.event, 'instagram.disconnected')),
    ).toHaveLength(1);
  });
});

async function brandName(): Promise<string> {
  const { clients } = await import('../../src/server/db/schema/clients');
  const [client] = await app
    .db()
    .select({ brandName: clients.brandName })
    .from(clients)
    .where(eq(clients.id, brandId()));
  return client!.brandName;
}
