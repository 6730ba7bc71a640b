import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Driven by the OpenAPI document: every operation it lists is tried as anonymous, as the wrong role and as a
 * user with a temporary password. Routes added later are covered without editing this test.
 */
interface Operation {
  method: string;
  path: string;
  access: 'public' | 'user' | 'admin' | 'client';
  allowTemporaryPassword: boolean;
}

let t: TestApp;
let operations: Operation[] = [];
const cookies: Record<'admin' | 'client' | 'temp', string> = { admin: '', client: '', temp: '' };

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<string, { 'x-access'?: Operation['access']; 'x-allow-temporary-password'?: boolean }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      if (!op['x-access']) throw new Error(`${method.toUpperCase()} ${path} declares no x-access policy`);
      return {
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
        allowTemporaryPassword: Boolean(op['x-allow-temporary-password']),
      };
    }),
  );
  const admin = await createUser(db, { role: 'admin' });
  const client = await createUser(db, { role: 'client' });
  const temp = await createUser(db, { role: 'client', temporaryUntil: new Date(Date.now() + 86_400_000) });
  cookies.admin = (await t.signIn(admin.email, admin.password, '10.20.0.1')).cookie!;
  cookies.client = (await t.signIn(client.email, client.password, '10.20.0.2')).cookie!;
  cookies.temp = (await t.signIn(temp.email, temp.password, '10.20.0.3')).cookie!;
});
afterAll(() => t.cleanup());

function call(op: Operation, cookie?: string) {
  const init = { method: op.method, ...(cookie ? { cookie } : {}) };
  return t.request(concretePath(op.path), op.method === 'GET' ? init : { ...init, json: {} });
}

describe('authorisation of every /api operation in the OpenAPI document', () => {
  it('lists the operations (the document is not empty)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(4);
    expect(operations.every((o) => o.path.startsWith('/api/'))).toBe(true);
  });

  it('answers 401 without a session', async () => {
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const res = await call(op);
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 FORBIDDEN to the wrong role', async () => {
    for (const op of operations.filter((o) => o.access === 'admin' || o.access === 'client')) {
      const wrong = op.access === 'admin' ? cookies.client : cookies.admin;
      const res = await call(op, wrong);
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect((await res.json()).error.code).toBe('FORBIDDEN');
    }
  });

  it('lets the right role past authorisation (never 401/403)', async () => {
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const cookie = op.access === 'admin' ? cookies.admin : cookies.client;
      const res = await call(op, cookie);
      expect([401, 403], `${op.method} ${op.path} answered ${res.status}`).not.toContain(res.status);
    }
  });

  it('refuses everything but the allowed routes while the password is temporary', async () => {
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const res = await call(op, cookies.temp);
      const body = await res.json();
      if (op.allowTemporaryPassword) {
        expect(body?.error?.code, `${op.method} ${op.path}`).not.toBe('PASSWORD_CHANGE_REQUIRED');
      } else {
        expect(res.status, `${op.method} ${op.path}`).toBe(403);
        expect(body.error.code, `${op.method} ${op.path}`).toBe('PASSWORD_CHANGE_REQUIRED');
      }
    }
  });
});
