import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { mediaPaths } from '../../shared/media/story-media';

/**
 * The HTTP side of graceful shutdown. Once `start()` has been called, every response closes its connection
 * (`Connection: close`, also on the responses of requests already running), idle keep-alive connections are closed
 * at once, and the bodies of resumable uploads (tus PATCH) are cut: the client asks for its offset later (tus HEAD)
 * and resumes there, instead of one long upload holding the shutdown to its deadline while keep-alive clients go on
 * being served. The requests already running are answered.
 */
export interface ConnectionDrain {
  start(): void;
}

/** A tus PATCH: its body is a file's bytes that the client can send again from the stored offset. */
function isResumableUpload(req: IncomingMessage): boolean {
  return req.method === 'PATCH' && (req.url ?? '').startsWith(`${mediaPaths.uploads()}/`);
}

export function connectionDrain(server: Server): ConnectionDrain {
  const running = new Set<ServerResponse>();
  let isDraining = false;
  // Before the app's own listener, so that the header is there before any response starts.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (isDraining) {
      res.setHeader('Connection', 'close');
      if (isResumableUpload(req)) req.socket.destroy();
      return;
    }
    running.add(res);
    res.once('close', () => running.delete(res));
  });
  return {
    start() {
      if (isDraining) return;
      isDraining = true;
      for (const res of running) {
        if (isResumableUpload(res.req)) res.req.socket.destroy();
        else if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      server.closeIdleConnections();
    },
  };
}
