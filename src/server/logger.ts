import pino from 'pino';

export type Logger = pino.Logger;

let isStdoutGuarded = false;

/**
 * Standard output as the log destination, written through Node's own stream rather than pino's default sonic-boom.
 * sonic-boom's exit hook flushes synchronously and retries every write error but a refused EAGAIN forever (EPIPE
 * included, 100 ms sleeps): a panel whose output reader had gone away never exited. `process.stdout` writes at once
 * when the pipe has room, queues otherwise, and queued output is dropped at exit; a write error (the reader has gone:
 * EPIPE, ECONNRESET) ends the stream, and every later line is dropped instead of crashing the process.
 */
function stdoutDestination(): NodeJS.WritableStream {
  if (!isStdoutGuarded) {
    isStdoutGuarded = true;
    process.stdout.on('error', () => {});
  }
  return process.stdout;
}

/** The server's logger: JSON lines on standard output, or on `destination` (tests read the lines). */
export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination: pino.DestinationStream = stdoutDestination(),
): Logger {
  return pino(
    {
      level,
      base: { service: 'stories-panel' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', '*.newPassword', '*.currentPassword', 'req.headers.cookie'],
        remove: true,
      },
    },
    destination,
  );
}
