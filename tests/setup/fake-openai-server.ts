import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One canned answer of the fake chat API, used in order; the last one repeats when the queue runs out. */
export type FakeAnswer =
  /** 200 with this text as the assistant message (a JSON string for a campaign). */
  | { content: string; delayMs?: number }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string; delayMs?: number };

export interface FakeChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
    [key: string]: unknown;
  };
}

export interface FakeOpenAiServer {
  /** Base URL for AI_BASE_URL, ending in /v1. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeChatRequest[];
  /** Replaces the queue of answers. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * A real HTTP server on a free local port that speaks the OpenAI chat-completions API
 * (POST /v1/chat/completions, non-streaming), answering from a queue of canned answers: what the AI SDK's
 * OpenAI-compatible provider talks to in the API tests, exactly as it would talk to OpenAI or Ollama.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let queue: FakeAnswer[] = [];
  const requests: FakeChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      send(res, 404, { error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } });
      return;
    }
    const body = JSON.parse(raw) as FakeChatRequest['body'];
    requests.push({ path: req.url, authorization: req.headers.authorization, body });
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 500,
      message: 'no canned answer',
    };
    const reply = () => {
      if ('status' in answer) {
        send(res, answer.status, {
          error: { message: answer.message ?? 'Server error', type: 'server_error', code: null },
        });
        return;
      }
      send(res, 200, {
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
      });
    };
    if (answer.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply();
      }, answer.delayMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    } else {
      reply();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (...answers) => {
      queue = answers;
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
