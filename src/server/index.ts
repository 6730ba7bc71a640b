import { startServer } from './bootstrap';
import { setPrivateUmask } from './data-dir-permissions';
import { EnvError, parseEnv } from './env';
import { createLogger } from './logger';
import { startShutdownWatchdog } from './shutdown-watchdog';

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
  const logger = createLogger(env.LOG_LEVEL);
  const server = await startServer(env, logger);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      logger.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    closing = true;
    const watchdog = startShutdownWatchdog(env.SHUTDOWN_DEADLINE_MS);
    logger.info({ signal, deadlineMs: env.SHUTDOWN_DEADLINE_MS }, 'shutting down');
    try {
      await server.close((step) => {
        watchdog.waitingFor(step);
        logger.info({ waitingFor: step }, 'shutting down: waiting');
      });
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    // The watchdog stays armed through process.exit: nothing after this line may outlive the deadline.
    logger.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`Fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
