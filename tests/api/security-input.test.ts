import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/server/db/schema/clients';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mail';
import { SINGLE_LINE_MESSAGE } from '../../src/shared/text/single-line';
import { clientInput } from '../factories/clients';
import { type SignedInUser, signInUsers } from '../setup/signed-in-users';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../setup/test-smtp-server';

/**
 * Hostile input at the edges: oversized bodies (declared, and streamed in chunks without Content-Length through
 * a real Node HTTP server) get 413 and write nothing, and a slow oversized stream is cut at the limit; CR/LF in
 * names, brands and e-mails is refused with 400 and never becomes a mail header (checked on the wire at a real
 * SMTP listener, in the mail jobs and in mail_outbox).
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

/** A POST to the real server with Transfer-Encoding: chunked (no Content-Length), from a fresh connection. */
function chunkedPost(pathname: string, cookie?: string): http.ClientRequest {
  return http.request(`${baseUrl}${pathname}`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** POSTs `chunks` to the real server with Transfer-Encoding: chunked (no Content-Length). */
function postChunked(
  pathname: string,
  chunks: Iterable<string>,
  cookie?: string,
): Promise<{ status: number; body: string; contentLength: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = chunkedPost(pathname, cookie);
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

/** What streamOversized saw: the answer, and how the connection ended. */
interface StreamOutcome {
  status: number;
  body: string;
  connectionHeader: string | undefined;
  /** Body bytes the client handed to its socket before the connection ended (or it gave up). */
  bytesOffered: number;
  /** Body bytes the server's socket read from the kernel for this connection. */
  serverBytesRead: number;
  /** The server closed the connection before the client had offered the whole body. */
  closedByServer: boolean;
}

/**
 * Streams a chunked JSON body of `totalBytes` to the real server, 64 KB per event-loop turn (a slow client,
 * not a burst), and keeps writing after the answer until the connection ends. The client stops at the latest
 * when every byte is written, or `chunksAfterAnswer` chunks after the answer (so the test is bounded either
 * way), then aborts.
 */
function streamOversized(
  pathname: string,
  totalBytes: number,
  cookie: string,
  chunksAfterAnswer = 256,
): Promise<StreamOutcome> {
  return new Promise((resolve, reject) => {
    const chunk = 'x'.repeat(64 * 1024);
    const serverSockets: Socket[] = [];
    const onConnection = (socket: Socket) => serverSockets.push(socket);
    (server as http.Server).on('connection', onConnection);
    let clientPort: number | undefined;
    const req = chunkedPost(pathname, cookie);
    let answer: { status: number; body: string; connectionHeader: string | undefined } | undefined;
    let offered = 0;
    let closed = false;
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body, connectionHeader: res.headers.connection };
      });
    });
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        clientPort = socket.localPort;
      });
    });
    req.on('close', () => {
      closed = true;
    });
    req.on('error', () => {
      closed = true;
    });
    (async () => {
      req.write('{"description":"');
      let afterAnswer = 0;
      while (offered < totalBytes && !closed && afterAnswer < chunksAfterAnswer) {
        if (!req.write(chunk)) {
          await new Promise<void>((r) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              r();
            };
            req.once('drain', done);
            req.once('close', done);
          });
        }
        offered += chunk.length;
        if (answer) afterAnswer++;
        await new Promise((r) => setImmediate(r));
      }
      const closedByServer = closed && offered < totalBytes;
      // give the answer a chance to complete if the body was written to its end
      if (!closed) req.end('"}');
      // (a bound on a hang, not a measure: a loaded machine may take seconds to answer)
      const deadline = Date.now() + 20_000;
      while (!answer && !closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      req.destroy();
      (server as http.Server).off('connection', onConnection);
      if (!answer) throw new Error(`no answer (offered ${offered} bytes, closed: ${closed})`);
      resolve({
        ...answer,
        bytesOffered: offered,
        serverBytesRead: serverSockets.find((s) => s.remotePort === clientPort)?.bytesRead ?? -1,
        closedByServer,
      });
    })().catch(reject);
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

  it('stops reading a slow 50 MB chunked body at the limit: 413, Connection: close, the rest never read', async () => {
    const before = await clientCount();
    const total = 50 * 1024 * 1024;
    const limit = t.deps.env.BODY_LIMIT_BYTES;
    const outcome = await streamOversized('/api/admin/clients', total, users.admin.cookie);
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'La petición es demasiado grande.',
    });
    expect(outcome.connectionHeader).toBe('close');
    // The server hung up while the client was still writing: it did not wait for (or drain) the rest.
    expect(outcome.closedByServer, `client offered ${outcome.bytesOffered} bytes`).toBe(true);
    expect(outcome.serverBytesRead).toBeGreaterThan(limit);
    // what it read is the limit plus what was in flight, far from the 50 MB offered
    expect(outcome.serverBytesRead).toBeLessThan(limit + 8 * 1024 * 1024);
    expect(await clientCount()).toBe(before);
  });

  it('says Connection: close on a 413 for a declared Content-Length over the limit, and does close the socket', async () => {
    const { port } = new URL(baseUrl);
    const body = JSON.stringify({ ...clientInput(), description: 'x'.repeat(3 * 1024 * 1024) });
    const socket = net.connect(Number(port), '127.0.0.1');
    let response = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', () => {}); // the server may reset while the rest of the body is still being written
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/admin/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Cookie: ${users.admin.cookie}\r\nContent-Type: application/json\r\nConnection: keep-alive\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body);
    await closed;
    const head = response.slice(0, response.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413 /);
    // What the answer says is what happens: the server closes the connection.
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/);
    expect(head).not.toMatch(/keep-alive/);
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

  /** How much mail exists anywhere on its way out: jobs, outbox rows and messages at the SMTP listener. */
  async function mailFootprint() {
    const jobRows = await t.database.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'mail.send'));
    const outbox = await t.database.db.select({ n: count() }).from(mailOutbox);
    return { jobs: jobRows[0]!.n, outbox: outbox[0]!.n, smtp: smtp.messages.length };
  }

  async function expectRefusedAsOneLine(res: Response, field: string) {
    expect(res.status, field).toBe(400);
    const { error } = await res.json();
    expect(error.code, field).toBe('INVALID_REQUEST');
    expect(error.message, field).toBe(SINGLE_LINE_MESSAGE);
    expect(error.issues, field).toEqual([{ path: field, message: SINGLE_LINE_MESSAGE }]);
  }

  it('refuses CR/LF in a client name, brand, phone or industry on create: 400, nothing written, no mail', async () => {
    const before = await clientCount();
    const mail = await mailFootprint();
    for (const field of ['name', 'brandName', 'phone', 'industry'] as const) {
      const input = clientInput({ [field]: `Valor${INJECTED}` });
      const res = await t.request('/api/admin/clients', {
        method: 'POST',
        cookie: users.admin.cookie,
        json: input,
      });
      await expectRefusedAsOneLine(res, field);
      const rows = await t.database.db.select().from(clients).where(eq(clients.email, input.email));
      expect(rows, field).toEqual([]);
    }
    expect(await clientCount()).toBe(before);
    expect(await mailFootprint()).toEqual(mail);
  });

  it('refuses CR/LF in a name or brand on the admin edit and on the client profile: the row is unchanged', async () => {
    const plain = clientInput();
    const created = await t.request('/api/admin/clients', {
      method: 'POST',
      cookie: users.admin.cookie,
      json: plain,
    });
    expect(created.status).toBe(201);
    const targetId: string = (await created.json()).client.id;
    await smtp.waitFor(plain.email);
    const rowOf = async (id: string) =>
      (await t.database.db.select().from(clients).where(eq(clients.id, id)))[0]!;
    const target = await rowOf(targetId);
    const mail = await mailFootprint();

    for (const field of ['name', 'brandName'] as const) {
      const edit = await t.request(`/api/admin/clients/${targetId}`, {
        method: 'PATCH',
        cookie: users.admin.cookie,
        json: {
          name: target.name,
          brandName: target.brandName,
          email: target.email,
          status: 'active',
          [field]: `Eva${INJECTED}`,
        },
      });
      await expectRefusedAsOneLine(edit, field);
    }
    expect(await rowOf(targetId)).toEqual(target);

    const own = await rowOf(users.client.clientId!);
    for (const field of ['name', 'brandName', 'phone', 'industry'] as const) {
      const patch = await t.request('/api/client/me', {
        method: 'PATCH',
        cookie: users.client.cookie,
        json: { name: own.name, brandName: own.brandName, [field]: `Otra\nlínea` },
      });
      await expectRefusedAsOneLine(patch, field);
    }
    expect(await rowOf(users.client.clientId!)).toEqual(own);
    expect(await mailFootprint()).toEqual(mail);

    // Multi-line fields keep their line breaks.
    const description = 'Primera línea\nSegunda línea';
    const multi = await t.request('/api/client/me', {
      method: 'PATCH',
      cookie: users.client.cookie,
      json: { name: own.name, brandName: own.brandName, description },
    });
    expect(multi.status).toBe(200);
    expect((await rowOf(users.client.clientId!)).description).toBe(description);

    // The credentials mail of the untouched client still goes out clean.
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
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  }
});
