import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request as the receiver got it. */
export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a request: a status (headers, body), or 'hang' (it never answers: a time-out). */
export type ReceiverReply = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/** A request the receiver holds until the test releases it (the SIGKILL test kills its sender meanwhile). */
export interface HeldRequest {
  arrived: Promise<ReceivedWebhook>;
  release(reply?: ReceiverReply): void;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:port */
  origin: string;
  port: number;
  /** Every request received, in order. */
  requests: ReceivedWebhook[];
  /** TCP connections accepted (a refused target must see none). */
  connections(): number;
  /** The answers to the next requests, in order; after them, 200 `ok`. */
  reply(...replies: ReceiverReply[]): void;
  /** Holds the next request until released. */
  hold(): HeldRequest;
  close(): Promise<void>;
}

/** A real webhook receiver on 127.0.0.1 (node:http): records what it gets and answers as the test says. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const replies: ReceiverReply[] = [];
  const holds: { resolve: (r: ReceivedWebhook) => void; reply: Promise<ReceiverReply> }[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;

  const answer = (res: http.ServerResponse, reply: ReceiverReply) => {
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8', ...reply.headers });
    res.end(reply.body ?? '');
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedWebhook = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const held = holds.shift();
      if (held) {
        held.resolve(received);
        void held.reply.then((reply) => answer(res, reply));
        return;
      }
      answer(res, replies.shift() ?? { status: 200, body: 'ok' });
    });
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    reply: (...more) => replies.push(...more),
    hold() {
      let resolveArrived!: (r: ReceivedWebhook) => void;
      let release!: (reply: ReceiverReply) => void;
      const arrived = new Promise<ReceivedWebhook>((resolve) => (resolveArrived = resolve));
      const reply = new Promise<ReceiverReply>((resolve) => (release = resolve));
      holds.push({ resolve: resolveArrived, reply });
      return { arrived, release: (r = { status: 200, body: 'ok' }) => release(r) };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
