import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit';
import type { AuditLogResponse } from '../../src/shared/api/audit-log';
import { AUDIT_LOG_COUNT_CAP } from '../../src/shared/api/audit-log-labels';
import { createUser, type FactoryUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let admin: FactoryUser & { cookie: string };
let client: FactoryUser & { cookie: string };

/** Rows at known instants (Europe/Madrid is UTC+1 in November). */
const ROWS = [
  { event: 'login.success', email: 'ana@agencia.test', createdAt: new Date('2026-11-10T08:00:00Z') },
  { event: 'login.failure', email: 'ana@agencia.test', createdAt: new Date('2026-11-10T09:00:00Z') },
  { event: 'login.locked', email: 'bruno@marca.test', createdAt: new Date('2026-11-11T22:30:00Z') },
  {
    event: 'client.deleted',
    email: 'ana@agencia.test',
    createdAt: new Date('2026-11-12T10:00:00Z'),
    details: { clientEmail: 'cafe@norte.test' },
  },
  {
    event: 'team.member_deactivated',
    email: 'ana@agencia.test',
    createdAt: new Date('2026-11-13T10:00:00Z'),
    details: { targetEmail: 'carla_100%@agencia.test' },
  },
  { event: 'password.reset', email: 'bruno@marca.test', createdAt: new Date('2026-11-14T10:00:00Z') },
];

beforeAll(async () => {
  t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Madrid' } });
  const a = await createUser(t.database.db, { role: 'admin' });
  const c = await createUser(t.database.db, { role: 'client' });
  admin = { ...a, cookie: (await t.signIn(a.email, a.password, '10.180.0.1')).cookie! };
  client = { ...c, cookie: (await t.signIn(c.email, c.password, '10.180.0.2')).cookie! };
  await t.database.db.insert(auditLog).values(ROWS);
});
afterAll(() => t.cleanup());

async function read(query: Record<string, string>): Promise<AuditLogResponse> {
  const res = await t.request(`/api/admin/audit-log?${new URLSearchParams(query)}`, { cookie: admin.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuditLogResponse;
}

/** Only the seeded rows: the sign-ins of beforeAll happen now, after these days. */
const seeded = { to: '2026-11-20' };

describe('GET /api/admin/audit-log', () => {
  it('is for admins only', async () => {
    expect((await t.request('/api/admin/audit-log')).status).toBe(401);
    expect((await t.request('/api/admin/audit-log', { cookie: client.cookie })).status).toBe(403);
  });

  it('lists newest first, with the sign-ins the app itself recorded', async () => {
    const all = await read({});
    expect(all.entries[0]!.createdAt >= all.entries.at(-1)!.createdAt).toBe(true);
    expect(all.entries.some((e) => e.event === 'login.success' && e.userId === admin.id)).toBe(true);
    const own = all.entries.find((e) => e.userId === admin.id);
    expect(own?.userName).toBe('Usuario admin');
    const onlySeeded = await read(seeded);
    expect(onlySeeded.entries.map((e) => e.event)).toEqual([
      'password.reset',
      'team.member_deactivated',
      'client.deleted',
      'login.locked',
      'login.failure',
      'login.success',
    ]);
    expect(onlySeeded).toMatchObject({ total: 6, isTotalCapped: false, page: 1, pageSize: 25 });
  });

  it('filters by event group', async () => {
    const events = async (group: string) => (await read({ ...seeded, group })).entries.map((e) => e.event);
    expect(await events('sign_in')).toEqual(['login.locked', 'login.failure', 'login.success']);
    expect(await events('lockout')).toEqual(['login.locked']);
    expect(await events('deletion')).toEqual(['client.deleted']);
    expect(await events('team')).toEqual(['team.member_deactivated']);
    expect(await events('password')).toEqual(['password.reset']);
    const bad = await t.request('/api/admin/audit-log?group=otro', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
  });

  it('searches the e-mail, the e-mail an event is about and the user name, wildcards taken literally', async () => {
    expect((await read({ ...seeded, q: 'BRUNO@' })).entries.map((e) => e.event)).toEqual([
      'password.reset',
      'login.locked',
    ]);
    expect((await read({ ...seeded, q: 'carla_100%' })).entries.map((e) => e.event)).toEqual([
      'team.member_deactivated',
    ]);
    expect((await read({ ...seeded, q: 'carla_1000' })).entries).toHaveLength(0);
    expect((await read({ q: 'Usuario admin' })).entries.every((e) => e.userId === admin.id)).toBe(true);
  });

  it("filters by days in the agency's time zone, both ends included", async () => {
    // 2026-11-11T22:30Z is 23:30 on the 11th in Madrid.
    expect((await read({ from: '2026-11-11', to: '2026-11-11' })).entries.map((e) => e.event)).toEqual([
      'login.locked',
    ]);
    expect((await read({ from: '2026-11-12', to: '2026-11-13' })).entries.map((e) => e.event)).toEqual([
      'team.member_deactivated',
      'client.deleted',
    ]);
    const reversed = await t.request('/api/admin/audit-log?from=2026-11-13&to=2026-11-12', {
      cookie: admin.cookie,
    });
    expect(reversed.status).toBe(400);
    const malformed = await t.request('/api/admin/audit-log?from=13/11/2026', { cookie: admin.cookie });
    expect(malformed.status).toBe(400);
  });

  it('pages through the results without gaps or repeats', async () => {
    const first = await read({ ...seeded, limit: '4' });
    const second = await read({ ...seeded, limit: '4', page: '2' });
    expect(first.entries).toHaveLength(4);
    expect(second.entries).toHaveLength(2);
    expect(first.total).toBe(6);
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(6);
    expect((await read({ ...seeded, limit: '4', page: '3' })).entries).toHaveLength(0);
    expect((await t.request('/api/admin/audit-log?limit=101', { cookie: admin.cookie })).status).toBe(400);
    expect((await t.request('/api/admin/audit-log?page=0', { cookie: admin.cookie })).status).toBe(400);
  });

  it('counts at most AUDIT_LOG_COUNT_CAP rows', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    const rows = Array.from({ length: AUDIT_LOG_COUNT_CAP + 5 }, (_, i) => ({
      event: 'login.attempt',
      email: 'masivo@test.test',
      createdAt: new Date(old.getTime() + i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await t.database.db.insert(auditLog).values(rows.slice(i, i + 2000));
    const capped = await read({ q: 'masivo@', limit: '10' });
    expect(capped).toMatchObject({ total: AUDIT_LOG_COUNT_CAP, isTotalCapped: true });
    expect(capped.entries).toHaveLength(10);
  });
});
