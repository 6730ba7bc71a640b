import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../../src/server/db/schema/auth';
import { clients } from '../../src/server/db/schema/clients';
import { teamInvitations } from '../../src/server/db/schema/team';
import { SINGLE_LINE_BIDI_MESSAGE } from '../../src/shared/text/single-line';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 28: one-line names (client name and brand, the client's own name, a team invitation's name) refuse the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) with a Spanish 400, as
 * multi-line texts already did, and nothing is written.
 */
let t: TestApp;
let users: Record<'admin' | 'client', SignedInUser>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInUsers(t, { admin: { role: 'admin' }, client: { role: 'client' } }, '10.94.0');
});
afterAll(() => t.cleanup());

const BIDI = ['\u202E', '\u202A', '\u2066', '\u2069'] as const;

async function expectBidiRefusal(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe('INVALID_REQUEST');
  expect(body.error.issues).toEqual(
    expect.arrayContaining([expect.objectContaining({ path: field, message: SINGLE_LINE_BIDI_MESSAGE })]),
  );
}

describe('one-line names refuse bidirectional overrides', () => {
  it('a new client’s name or brand: 400 in Spanish, no client created', async () => {
    for (const mark of BIDI) {
      for (const field of ['name', 'brandName'] as const) {
        const email = `bidi-${field}-${mark.charCodeAt(0).toString(16)}@example.test`;
        const body = { name: 'Ana Pérez', brandName: 'Café Aurora', email, [field]: `Café ${mark}gpj.exe` };
        const res = await t.request('/api/admin/clients', {
          method: 'POST',
          cookie: users.admin.cookie,
          json: body,
        });
        await expectBidiRefusal(res, field);
        expect(await t.database.db.select().from(clients).where(eq(clients.email, email))).toEqual([]);
      }
    }
  });

  it('the client’s own name and brand: 400 in Spanish, unchanged', async () => {
    const [before] = await t.database.db.select().from(clients).where(eq(clients.id, users.client.clientId!));
    for (const field of ['name', 'brandName'] as const) {
      const res = await t.request('/api/client/me', {
        method: 'PATCH',
        cookie: users.client.cookie,
        json: { name: 'Ana Pérez', brandName: 'Café Aurora', [field]: `Ana \u202EzeréP` },
      });
      await expectBidiRefusal(res, field);
    }
    const [after] = await t.database.db.select().from(clients).where(eq(clients.id, users.client.clientId!));
    expect(after).toEqual(before);
  });

  it('a team invitation’s name: 400 in Spanish, nobody invited', async () => {
    const email = 'bidi-invitado@example.test';
    const res = await t.request('/api/admin/team/invitations', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: { name: 'Admin \u202Enimda', email },
    });
    await expectBidiRefusal(res, 'name');
    expect(
      await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.email, email)),
    ).toEqual([]);
    expect(await t.database.db.select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
  });

  it('a name in a right-to-left script is still accepted', async () => {
    const res = await t.request('/api/admin/team/invitations', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: { name: 'مقهى الفجر', email: 'rtl-invitado@example.test' },
    });
    expect(res.status).toBe(201);
  });
});
