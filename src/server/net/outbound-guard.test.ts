import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboundGuard,
  OutboundBlockedError,
  OutboundTimeoutError,
  type Resolver,
} from './outbound-guard';

describe('blockedLiteral', () => {
  const guard = createOutboundGuard({ allowHosts: ['10.0.0.5', 'push.internal'] });

  it('refuses IP literals in forbidden ranges, whatever way the URL writes them', () => {
    expect(guard.blockedLiteral('https://127.0.0.1/push')).toBe('loopback');
    expect(guard.blockedLiteral('https://[::1]:8443/push')).toBe('loopback');
    expect(guard.blockedLiteral('https://[::ffff:127.0.0.1]/push')).toBe('loopback');
    expect(guard.blockedLiteral('https://169.254.169.254/latest/meta-data')).toBe('link-local');
    expect(guard.blockedLiteral('https://[fe80::1]/')).toBe('link-local');
    // The URL parser turns these into 127.0.0.1 and 10.0.0.1, as the socket would.
    expect(guard.blockedLiteral('https://2130706433/')).toBe('loopback');
    expect(guard.blockedLiteral('https://0x7f.1/')).toBe('loopback');
    expect(guard.blockedLiteral('https://10.1/')).toBe('private');
  });

  it('leaves names to connection time, and lets public and allowed literals through', () => {
    expect(guard.blockedLiteral('https://localhost/push')).toBeNull();
    expect(guard.blockedLiteral('https://fcm.googleapis.com/fcm/send/x')).toBeNull();
    expect(guard.blockedLiteral('https://8.8.8.8/')).toBeNull();
    expect(guard.blockedLiteral('https://10.0.0.5/')).toBeNull();
  });
});

describe('outbound requests', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;
  const requests: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end();
      } else if (req.url === '/large') {
        res.writeHead(200).end('x'.repeat(100_000));
      } else if (req.url === '/silent') {
        // Never answers: the caller's time limit ends it.
      } else {
        res.writeHead(201).end('ok');
      }
    });
    server.on('connection', () => {
      connections++;
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A resolver as DNS would answer for names an attacker controls. */
  const fakeDns =
    (answers: Record<string, string[]>): Resolver =>
    async (hostname) =>
      (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  const init = { method: 'POST', body: 'hola', timeoutMs: 10_000, maxResponseBytes: 1_024 };

  it('refuses a name resolving to a loopback address at connection time: no connection is made', async () => {
    const guard = createOutboundGuard({ resolve: fakeDns({ 'push.example.com': ['127.0.0.1'] }) });
    const before = connections;
    const err = await guard.request(`http://push.example.com:${port}/push`, init).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundBlockedError);
    expect(err).toMatchObject({ host: 'push.example.com', address: '127.0.0.1', kind: 'loopback' });
    expect(connections).toBe(before);
  });

  it('refuses a name when any of its addresses is forbidden', async () => {
    const guard = createOutboundGuard({
      resolve: fakeDns({ 'mixed.example.com': ['8.8.8.8', '169.254.169.254'] }),
    });
    await expect(guard.request(`http://mixed.example.com:${port}/`, init)).rejects.toMatchObject({
      address: '169.254.169.254',
      kind: 'link-local',
    });
  });

  it('refuses a forbidden IP literal without a connection', async () => {
    const guard = createOutboundGuard();
    const before = connections;
    await expect(guard.request(`http://127.0.0.1:${port}/push`, init)).rejects.toBeInstanceOf(
      OutboundBlockedError,
    );
    await expect(guard.request(`http://[::ffff:127.0.0.1]:${port}/push`, init)).rejects.toBeInstanceOf(
      OutboundBlockedError,
    );
    expect(connections).toBe(before);
  });

  it('refuses through its agents too (for code that builds its own requests)', async () => {
    const guard = createOutboundGuard({ resolve: fakeDns({ 'agent.example.com': ['10.0.0.1'] }) });
    const req = http.get(`http://agent.example.com:${port}/`, { agent: guard.agents.http });
    const [err] = await once(req, 'error').catch((e: unknown) => [e]);
    expect(err).toBeInstanceOf(OutboundBlockedError);
  });

  it('reaches an allowed host, and the server sees the request', async () => {
    const guard = createOutboundGuard({
      allowHosts: ['Push.Internal'],
      resolve: fakeDns({ 'push.internal': ['127.0.0.1'] }),
    });
    const res = await guard.request(`http://push.internal:${port}/ok`, init);
    expect(res.status).toBe(201);
    expect(res.body.toString()).toBe('ok');
    expect(requests).toContain('/ok');
  });

  it('does not follow a redirect', async () => {
    const guard = createOutboundGuard({ allowHosts: ['127.0.0.1'] });
    const res = await guard.request(`http://127.0.0.1:${port}/redirect`, init);
    expect(res.status).toBe(302);
    expect(requests).not.toContain('/target');
  });

  it('keeps at most maxResponseBytes of the answer', async () => {
    const guard = createOutboundGuard({ allowHosts: ['127.0.0.1'] });
    const res = await guard.request(`http://127.0.0.1:${port}/large`, init);
    expect(res.body.length).toBe(1_024);
    expect(res.isTruncated).toBe(true);
  });

  it('gives up on a server that never answers', async () => {
    const guard = createOutboundGuard({ allowHosts: ['127.0.0.1'] });
    await expect(
      guard.request(`http://127.0.0.1:${port}/silent`, { ...init, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(OutboundTimeoutError);
  });

  it('speaks only http and https', async () => {
    const guard = createOutboundGuard();
    await expect(guard.request('file:///etc/passwd', init)).rejects.toThrow(/not http or https/);
  });
});
