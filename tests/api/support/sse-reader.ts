/** One Server-Sent Events message as a browser's EventSource would parse it, plus the comments before it. */
export interface SseMessage {
  event: string | null;
  data: string;
  id: string | null;
  retry: number | null;
  comments: string[];
}

/**
 * Reads an SSE response body block by block (a block ends with a blank line). next() resolves with the next
 * block, or 'closed' when the server ends the stream; close() is the client going away.
 */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private ended = false;

  constructor(res: Response) {
    if (!res.body) throw new Error('response without a body');
    this.reader = res.body.getReader();
  }

  async next(timeoutMs = 5_000): Promise<SseMessage | 'closed'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(block);
      }
      if (this.ended) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SSE block within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === 'timeout') throw new Error(`no SSE block within ${timeoutMs} ms`);
      if (chunk.done) this.ended = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** The next block that carries an event (skips heartbeats). */
  async nextEvent(timeoutMs = 5_000): Promise<SseMessage | 'closed'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await this.next(Math.max(1, deadline - Date.now()));
      if (message === 'closed' || message.event !== null || message.data !== '') return message;
    }
  }

  /** Skips everything until the server closes the stream. */
  async untilClosed(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.next(Math.max(1, deadline - Date.now()))) !== 'closed') {}
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }
}

function parseBlock(block: string): SseMessage {
  const message: SseMessage = { event: null, data: '', id: null, retry: null, comments: [] };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      message.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') message.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') message.id = value;
    else if (field === 'retry') message.retry = Number(value);
  }
  message.data = data.join('\n');
  return message;
}
