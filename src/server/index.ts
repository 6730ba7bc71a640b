import { startServer } from './bootstrap';
import { setPrivateUmask } from './data-dir-permissions';
import { EnvError, parseEnv } from './env';
import { createLogger, stdoutLogOutput } from './logger';
import { startShutdownWatchdog } from './shutdown-watchdog';

/** The exit comes this long before the watchdog's deadline, so that it is the panel's own (code 0 or 1). */
const EXIT_MARGIN_MS = 500;

async function main() {
  // Before DATA_DIR is touched (parseEnv may create it and its auth-secret): nothing the panel writes is
  // readable or writable by other users of the machine, whatever umask it was started with.
  setPrivateUmask();
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logOutput = stdoutLogOutput();
  const logger = createLogger(env.LOG_LEVEL, logOutput);
  const server = await startServer(env, logger);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    closing = true;
    const deadlineAt = Date.now() + env.SHUTDOWN_DEADLINE_MS;
    const watchdog = startShutdownWatchdog(env.SHUTDOWN_DEADLINE_MS);
    // Standard output on a pipe or a socket is asynchronous and what it still holds at exit is lost (the last lines
    // with it): wait while its reader keeps reading, but not for a reader that stopped, nor past the deadline.
    const exit = async (code: number) => {
      watchdog.waitingFor('the log output (standard output)');
      await logOutput.waitUntilWritten({
        until: deadlineAt - EXIT_MARGIN_MS,
        stallMs: env.LOG_EXIT_STALL_MS,
      });
      process.exit(code);
    };
    logger.info({ signal, deadlineMs: env.SHUTDOWN_DEADLINE_MS }, 'shutting down');
    try {
      await server.close((step) => {
        watchdog.waitingFor(step);
        logger.info({ waitingFor: step }, 'shutting down: waiting');
      });
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      await exit(1);
      return;
    }
    // The watchdog stays armed through process.exit: nothing after this line may outlive the deadline.
    logger.info('shut down');
    await exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
