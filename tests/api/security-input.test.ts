import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { clientInput } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../setup/test-smtp-server';

/**
 * Hostile input at the edges: oversized bodies (declared, and streamed in chunks without Content-Length through
 * a real Node HTTP server) get 413 and write nothing; CR/LF in names, brands and e-mails never becomes a mail
 * header (checked on the wire at a real SMTP listener, in the mail jobs and in mail_outbox).
 */
let t: TestApp;
let smtp: TestSmtpServer;
let users: Record<'admin' | 'client', SignedInUser>;
let server: ReturnType<typeof serve>;
let baseUrl: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Agencia <agencia@example.test>' } });
  users = await signInUsers(t, { admin: { role: 'admin' }, client: { role: 'client' } }, '10.92.0');
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as http.Server).closeAllConnections();
  });
  await smtp.close();
  await t.cleanup();
});

const clientCount = async () => (await t.database.db.select({ n: count() }).from(clients))[0]!.n;

/** POSTs `chunks` to the real server with Transfer-Encoding: chunked (no Content-Length). */
function postChunked(
  pathname: string,
  chunks: Iterable<string>,
  cookie?: string,
): Promise<{ status: number; body: string; contentLength: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${pathname}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
      },
    });
    let sentContentLength: string | undefined;
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, contentLength: sentContentLength }));
    });
    // the server may answer 413 and close while we are still writing; an error before any answer fails
    let answered = false;
    req.on('response', () => {
      answered = true;
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    sentContentLength = req.getHeader('content-length') as string | undefined;
    (async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => {});
  });
}

describe('oversized bodies', () => {
  it('answers a 3 MB JSON body with 413 on every kind of route, and writes nothing', async () => {
    const before = await clientCount();
    const huge = JSON.stringify({ ...clientInput(), description: 'x'.repeat(3 * 1024 * 1024) });
    for (const [path, cookie] of [
      ['/api/admin/clients', users.admin.cookie],
      ['/api/admin/campaigns/import', users.admin.cookie],
      ['/api/ai/requests', users.client.cookie],
      ['/api/auth/sign-in/email', undefined],
    ] as const) {
      const res = await t.request(path, {
        method: 'POST',
        ...(cookie ? { cookie } : {}),
        headers: { 'content-type': 'application/json' },
        body: huge,
      });
      expect(res.status, path).toBe(413);
      expect((await res.json()).error.code, path).toBe('PAYLOAD_TOO_LARGE');
    }
    expect(await clientCount()).toBe(before);
  });

  it('answers a chunked body without Content-Length over the limit with 413 through a real HTTP server', async () => {
    const before = await clientCount();
    const input = clientInput();
    function* body() {
      yield `{"name":${JSON.stringify(input.name)},"brandName":${JSON.stringify(input.brandName)},"email":${JSON.stringify(input.email)},"description":"`;
      for (let i = 0; i < 48; i++) yield 'x'.repeat(64 * 1024);
      yield '"}';
    }
    const res = await postChunked('/api/admin/clients', body(), users.admin.cookie);
    expect(res.contentLength).toBeUndefined();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await clientCount()).toBe(before);
    const anonymous = await postChunked('/api/auth/sign-in/email', body());
    expect(anonymous.status).toBe(413);
  });

  it('accepts a small chunked body on the same server (the 413 is the limit, not the encoding)', async () => {
    const input = clientInput();
    const res = await postChunked(
      '/api/admin/clients',
      [
        '{"name":',
        JSON.stringify(input.name),
        ',"brandName":',
        JSON.stringify(input.brandName),
        ',"email":',
        JSON.stringify(input.email),
        '}',
      ],
      users.admin.cookie,
    );
    expect(res.status, res.body).toBe(201);
    await smtp.waitFor(input.email);
  });
});

describe('header injection never reaches the mailer', () => {
  const INJECTED = '\r\nBcc: victima@evil.test\r\nX-Inyectada: si';

  async function expectCleanMail() {
    const jobRows = await t.database.db.select().from(jobs).where(eq(jobs.type, 'mail.send'));
    for (const job of jobRows) {
      const text = JSON.stringify(job.payload);
      const payload = job.payload as { to?: unknown; subject?: unknown };
      for (const field of [payload.to, payload.subject]) {
        if (typeof field === 'string') expect(field, text).not.toMatch(/[\r\n]/);
      }
    }
    const outbox = await t.database.db.select().from(mailOutbox);
    for (const mail of outbox) {
      expect(mail.toAddress).not.toMatch(/[\r\n]/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    for (const mail of smtp.messages) {
      expect(mail.to.join(',')).not.toContain('evil.test');
      const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(head).not.toMatch(/^(bcc|x-inyectada):/im);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  }

  it('refuses an e-mail carrying CR/LF on create and on edit', async () => {
    const before = await clientCount();
    for (const email of [`ana@example.test${INJECTED}`, `ana@example.test\nBcc: victima@evil.test`]) {
      const res = await t.request('/api/admin/clients', {
        method: 'POST',
        cookie: users.admin.cookie,
        json: clientInput({ email }),
      });
      expect(res.status).toBe(400);
    }
    expect(await clientCount()).toBe(before);

    const [own] = await t.database.db.select().from(clients).where(eq(clients.id, users.client.clientId!));
    const edit = await t.request(`/api/admin/clients/${own!.id}`, {
      method: 'PATCH',
      cookie: users.admin.cookie,
      json: {
        name: own!.name,
        brandName: own!.brandName,
        email: `${own!.email}${INJECTED}`,
        status: 'active',
      },
    });
    expect(edit.status).toBe(400);
    const [after] = await t.database.db.select().from(clients).where(eq(clients.id, own!.id));
    expect(after!.email).toBe(own!.email);
    await expectCleanMail();
  });

  it('CR/LF in a client name or brand, on create and on edit, never becomes a mail header', async () => {
    const input = clientInput({ name: `Ana${INJECTED}`, brandName: `Marca ${Date.now()}${INJECTED}` });
    const created = await t.request('/api/admin/clients', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: input,
    });
    expect([201, 400]).toContain(created.status);
    let targetId: string;
    if (created.status === 201) {
      targetId = (await created.json()).client.id;
      await smtp.waitFor(input.email);
    } else {
      const plain = clientInput();
      const res = await t.request('/api/admin/clients', {
        method: 'POST',
        cookie: users.admin.cookie,
        json: plain,
      });
      expect(res.status).toBe(201);
      targetId = (await res.json()).client.id;
      await smtp.waitFor(plain.email);
    }
    await expectCleanMail();

    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, targetId));
    const edit = await t.request(`/api/admin/clients/${targetId}`, {
      method: 'PATCH',
      cookie: users.admin.cookie,
      json: { name: `Eva${INJECTED}`, brandName: `Otra${INJECTED}`, email: row!.email, status: 'active' },
    });
    expect([200, 400]).toContain(edit.status);
    const sent = smtp.messages.length;
    const resend = await t.request(`/api/admin/clients/${targetId}/credentials`, {
      method: 'POST',
      cookie: users.admin.cookie,
    });
    expect(resend.status).toBeLessThan(300);
    await waitForMessages(sent + 1);
    await expectCleanMail();
  });

  async function waitForMessages(n: number) {
    for (let i = 0; i < 100 && smtp.messages.length < n; i++) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.messages.length).toBeGreaterThanOrEqual(n);
  }
});
