import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';

/**
 * A real Web Push service on loopback for the tests: the web-push-testing package's server (RFC 8030/8291/8292: it
 * checks the VAPID signature against the key a subscription was made with, decrypts every message, answers 410
 * for an expired subscription). The app sends to it over HTTP exactly as to FCM or Mozilla's service; the tests
 * read what arrived. Runs in the test's process.
 */
export interface PushTestServer {
  /** 'http://localhost:PORT' */
  origin: string;
  /** What a browser's PushManager.subscribe() would give, for the app's public key. */
  subscribe(applicationServerKey: string): Promise<TestPushSubscription>;
  /** The decrypted payloads received for a subscription, oldest first. */
  messages(subscription: TestPushSubscription): Promise<string[]>;
  /** The push service forgets the subscription: sending to it answers 410. */
  expire(subscription: TestPushSubscription): Promise<void>;
  close(): Promise<void>;
}

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const require = createRequire(import.meta.url);

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startPushTestServer(): Promise<PushTestServer> {
  const WebPushTestingServer = require('web-push-testing/src/server.js');
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => {};
  try {
    server.startServer();
  } finally {
    console.log = log;
  }
  const http = server._server as import('node:http').Server;
  if (!http.listening) await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  const origin = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!res.ok) throw new Error(`push test server ${path}: ${res.status} ${await res.text()}`);
    return res.headers.get('content-type')?.includes('json') ? res.json() : null;
  };
  return {
    origin,
    async subscribe(applicationServerKey) {
      const { data } = (await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey })) as {
        data: TestPushSubscription;
      };
      return data;
    },
    async messages(subscription) {
      const { data } = (await post('/get-notifications', { clientHash: subscription.clientHash })) as {
        data: { messages: string[] };
      };
      return data.messages;
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections?.();
        http.close(() => resolve());
      }),
  };
}
