import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('HTTP hardening', () => {
  it('sends the security headers, with a CSP that allows no inline script and no framing', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const u = await createUser(t.database.db);
    const cookie = (await t.signIn(u.email, u.password, '10.40.0.1')).cookie!;
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
      json: { currentPassword: u.password, newPassword: 'Cambiada-Clave-2026' },
    });
    expect(res.status).toBe(403);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: u.email, password: u.password },
    });
    expect(signIn.status).toBe(403);
  });

  it('answers 413 to a body over the limit, declared or streamed without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2_000_000) });
    const declared = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

    const encoder = new TextEncoder();
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(encoder.encode('x'.repeat(64 * 1024)));
        controller.close();
      },
    });
    const chunked = await t.request('/api/account/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const u = await createUser(t.database.db);
    const cookie = (await t.signIn(u.email, u.password, '10.40.0.2')).cookie!;
    const res = await t.request('/api/account/password', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"currentPassword": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_REQUEST');
  });

  it('exposes only the Better Auth endpoints the panel uses (no sign-up, no profile or role updates)', async () => {
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/update-user',
      '/api/auth/admin/set-role',
      '/api/auth/change-password',
    ]) {
      const res = await t.request(path, {
        method: 'POST',
        json: { email: 'x@y.es', password: 'Clave-Segura-2026', role: 'admin' },
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.request('/api/no-existe');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI 3.1 document and a readable reference', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/me');
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/scalar.js');
    const script = await t.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('answers /healthz 503 when the database does not answer', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close();
      const res = await broken.request('/healthz');
      expect(res.status).toBe(503);
    } finally {
      // Drops its database too (on PostgreSQL), although its pool is closed already.
      await broken.cleanup();
    }
  });
});
