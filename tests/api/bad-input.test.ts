import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_LINE_MESSAGE } from '../../src/shared/text/multi-line';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Never a 5xx for bad input: every operation of the OpenAPI document is called, with the role it asks for,
 * with random path parameters, query strings and JSON bodies (fast-check), and must answer below 500.
 * Routes added later are covered without editing this test.
 */
interface Operation {
  method: string;
  path: string;
  access: 'public' | 'user' | 'admin' | 'client';
}

let t: TestApp;
let operations: Operation[] = [];
const cookies: Record<'admin' | 'client', string> = { admin: '', client: '' };
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Operation['access'] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      access: op['x-access'] ?? 'public',
    })),
  );
  const admin = await createUser(t.database.db, { role: 'admin' });
  const client = await createUser(t.database.db, { role: 'client' });
  cookies.admin = (await t.signIn(admin.email, admin.password, '10.71.0.1')).cookie!;
  cookies.client = (await t.signIn(client.email, client.password, '10.71.0.2')).cookie!;
});
afterAll(() => t.cleanup());

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('-1', '0', '1e309', 'NaN', '%00', "'; drop table clients; --", 'ñ'.repeat(300)),
);
const query = fc.dictionary(
  fc.constantFrom('q', 'limit', 'page', 'status', 'sort', 'x'),
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('-5', '0', '99999999999', '%', '_', '\\', 'a\u0000b'),
  ),
);
/** Text with the characters that break things: line breaks, NUL, LIKE wildcards, quotes, non-ASCII. */
const nastyText = fc
  .array(
    fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('\r\n', '\n', '\u0000', '%', '_', '\\', '"', 'ñ')),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .map((parts) => `Ab ${parts.join('')}`);
/** A well-formed client body (valid e-mail, status) whose texts are nasty: reaches the services. */
const clientShaped = fc.record({
  name: nastyText,
  brandName: nastyText,
  email: fc.stringMatching(/^[a-z]{3,12}$/).map((local) => `${local}@example.test`),
  phone: fc.oneof(nastyText, fc.constant('')),
  industry: nastyText,
  description: nastyText,
  status: fc.constantFrom('active', 'inactive', 'pending'),
});
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  clientShaped,
  fc.record(
    {
      email: fc.oneof(fc.string(), fc.emailAddress(), fc.integer()),
      name: fc.oneof(fc.string(), fc.constant(null)),
      brandName: fc.string(),
      status: fc.string(),
      message: fc.oneof(fc.string(), fc.integer()),
      copyText: fc.oneof(fc.string(), fc.constant(null)),
      isPosted: fc.oneof(fc.boolean(), fc.string()),
      confirmationName: fc.string(),
      confirmationTitle: fc.string(),
      clientId: fc.oneof(fc.uuid(), fc.string()),
      campaign: fc.jsonValue({ maxDepth: 3 }),
      newPassword: fc.string(),
      currentPassword: fc.string(),
    },
    { requiredKeys: [] },
  ),
);

describe('text the database cannot store', () => {
  it('answers a NUL character in a text field or a search with 400 and the Spanish message', async () => {
    const patch = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie: cookies.client,
      // one-line and multi-line fields alike refuse control characters before the database sees them
      json: { name: 'Ana', brandName: 'Marca', description: 'Descripción\u0000nula' },
    });
    expect(patch.status).toBe(400);
    const refused = (await patch.json()).error;
    expect(refused.code).toBe('INVALID_REQUEST');
    expect(refused.issues.map((i: { message: string }) => i.message)).toContain(MULTI_LINE_MESSAGE);
    // A search is not a stored text: the database refuses the NUL, answered as bad input.
    const search = await t.request(`/api/admin/clients?q=${encodeURIComponent('a\u0000b')}`, {
      cookie: cookies.admin,
    });
    expect(search.status).toBe(400);
    expect((await search.json()).error).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Los datos enviados contienen caracteres no válidos.',
    });
  });
});

describe('bad input never answers 5xx', () => {
  it('covers the operations of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it('answers every operation with random params, query and body below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.array(segment, { minLength: 2, maxLength: 2 }),
        query,
        body,
        async (op, params, search, json) => {
          let i = 0;
          const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++ % params.length]!));
          const qs = new URLSearchParams(search).toString();
          const cookie = op.access === 'client' ? cookies.client : cookies.admin;
          const res = await t.request(`${path}${qs ? `?${qs}` : ''}`, {
            method: op.method,
            cookie,
            ip: `10.72.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
            ...(op.method === 'GET' ? {} : { json }),
          });
          if (res.status >= 500) {
            throw new Error(`${op.method} ${path}?${qs} ${JSON.stringify(json)} → ${res.status}`);
          }
        },
      ),
      { numRuns: 400, seed: 20261122 },
    );
  }, 120_000);
});
