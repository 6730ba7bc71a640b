import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { todayInTimeZone } from '../shared/dates';
import { createApp } from './app';
import { WEB_DIST } from './app-root';
import { SessionCache } from './auth/session-cache';
import { createBackupToken, loopbackUrl } from './backup/panel-file';
import { createAppAuth } from './composition/create-app-auth';
import { createMedia } from './composition/create-media';
import { startHousekeeping } from './composition/housekeeping';
import { createJobHandlers } from './composition/job-handlers';
import { startMediaSweep } from './composition/media-sweep';
import type { AppDeps, MediaDeps } from './context/app-deps';
import { InFlightRequests } from './context/in-flight';
import { restrictTree } from './data-dir-permissions';
import { type Database, openDatabase } from './db/client';
import type { Env } from './env';
import { connectionDrain } from './http/connection-drain';
import { JobRunner } from './jobs/job-runner';
import { LinkTracker } from './links/link-tracker';
import type { Logger } from './logger';
import { loginUrl } from './mail/links';
import { closeSmtpTransports } from './mail/smtp-transport';
import { createAppMetrics } from './metrics/app-metrics';
import { RealtimeHub } from './realtime/hub';
import { DEMO_CREDENTIALS } from './seed/demo-credentials';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-data';
import { seedDemoMedia } from './seed/demo-media';
import { backfillTrackedLinks } from './services/links/backfill-tracked-links';
import { startReminderPlanner } from './services/reminders/start-reminder-planner';
import { ensureAdmin } from './services/users/ensure-admin';

export function openDatabaseFor(env: Env, logger?: Logger): Database {
  return env.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        ...(logger
          ? {
              onConnectionError: (err) =>
                logger.warn({ err }, 'database: a connection failed (the pool replaces it)'),
            }
          : {}),
      })
    : openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
}

/** Migrations, demo data on an empty database, the configured admin: everything before serving. */
export async function prepareDatabase(
  database: Database,
  env: Env,
  logger: Logger,
  media: MediaDeps,
): Promise<void> {
  await database.migrate();
  logger.info({ database: database.kind }, 'migrations applied');
  if (env.DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    const today = todayInTimeZone(env.APP_TIMEZONE);
    await seedDemoData(database.db, { today, now: new Date(), timeZone: env.APP_TIMEZONE });
    const files = await seedDemoMedia({ db: database.db, storage: media.storage, logger, today });
    logger.info({ files }, 'demo media stored');
    printDemoCredentials(env);
  }
  // Campaigns written before tracked links existed get theirs (issue 31); nothing to do costs one query.
  const backfilled = await backfillTrackedLinks({ db: database.db });
  if (backfilled.links > 0) logger.info(backfilled, 'tracked links made for existing campaigns');
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const result = await ensureAdmin(database.db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      resetPassword: false,
    });
    logger.info({ email: env.ADMIN_EMAIL, result }, 'ADMIN_EMAIL admin ensured');
  }
}

/**
 * DATA_DIR and everything in it made its owner's only (folders 0700, files 0600) before anything opens it: installs
 * from before this check had world-writable database files (PGlite writes them 0666). One log line when anything
 * was changed, or could not be.
 */
async function makeDataDirPrivate(dataDir: string, logger: Logger) {
  const { fixed, failed } = await restrictTree(dataDir);
  if (failed > 0) {
    logger.warn(
      { dataDir, fixed, failed },
      `DATA_DIR permissions: ${fixed} entries made private (0700/0600), ${failed} could not be changed (another owner?)`,
    );
  } else if (fixed > 0) {
    logger.info({ dataDir, fixed }, `DATA_DIR permissions: ${fixed} entries made private (0700/0600)`);
  }
}

function printDemoCredentials(env: Env) {
  const lines = [
    '',
    '  Datos de demostración cargados. Credenciales de acceso:',
    ...Object.values(DEMO_CREDENTIALS).map(
      (c) => `    ${c.label.padEnd(34)} ${c.email.padEnd(22)} ${c.password}`,
    ),
    `  Abre ${loginUrl(env)}  (DEMO_DATA=false desactiva estos datos)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

export interface RunningServer {
  url: string;
  deps: AppDeps;
  /**
   * Graceful stop: no new connections, then the job runner (its running job finishes), the event streams, the
   * requests still being answered, and only then the database. `onStep` says what it is waiting for.
   */
  close(onStep?: (waitingFor: string) => void): Promise<void>;
}

export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  await makeDataDirPrivate(env.DATA_DIR, logger);
  const database = openDatabaseFor(env, logger);
  const media = createMedia({ env, db: database.db, logger });
  await prepareDatabase(database, env, logger, media);
  const auth = createAppAuth({ db: database.db, env, logger });
  const metrics = createAppMetrics({ enabled: env.METRICS_TOKEN !== undefined });
  const jobRunner = new JobRunner({
    db: database.db,
    logger,
    handlers: createJobHandlers({ db: database.db, env, logger, metrics }),
    observer: metrics,
  });
  const realtime = new RealtimeHub({ database, logger });
  realtime.start();
  const sessions = new SessionCache({ database, logger });
  sessions.start();
  const inFlight = new InFlightRequests(
    database.kind === 'pglite' ? { maxInFlight: env.EMBEDDED_DB_MAX_IN_FLIGHT } : null,
  );
  const deps: AppDeps = {
    env,
    database,
    auth,
    logger,
    jobRunner,
    links: new LinkTracker(database.db),
    realtime,
    sessions,
    inFlight,
    media,
    metrics,
    now: () => new Date(),
  };
  // An embedded database on disk can be backed up only through this process (backup/panel-file.ts).
  const backupToken = database.kind === 'pglite' ? createBackupToken(env.DATA_DIR) : null;
  const app = createApp(deps, { webRoot: WEB_DIST, backupToken: backupToken?.token ?? null });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT });
  const drain = server instanceof HttpServer ? connectionDrain(server) : null;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address() as AddressInfo;
  const url = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${address.port}`;
  backupToken?.announce({ pid: process.pid, url: loopbackUrl(env.HOST, address.port) });
  jobRunner.start();
  const stopHousekeeping = startHousekeeping(database.db, logger, undefined, env);
  const stopMediaSweep = startMediaSweep(database.db, media, logger);
  const stopReminderPlanner = startReminderPlanner({
    db: database.db,
    env,
    logger,
    onPlanned: () => jobRunner.wake(),
  });
  logger.info({ url, database: database.kind, worker: jobRunner.workerId }, 'server listening');
  return {
    url,
    deps,
    close: async (onStep = () => {}) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      drain?.start();
      backupToken?.remove();
      stopHousekeeping();
      stopMediaSweep();
      stopReminderPlanner();
      onStep('the job runner (a running job finishes first)');
      await jobRunner.stop();
      closeSmtpTransports();
      onStep('the event streams');
      await realtime.stop();
      await sessions.stop();
      onStep(`the requests being answered (${inFlight.size})`);
      await inFlight.idle();
      onStep('the open connections');
      // Keep-alive connections with no request left would otherwise hold close() until their time-out: idle ones
      // are closed now, and whatever is still open a second later (every request has been answered) is cut.
      if ('closeIdleConnections' in server) {
        server.closeIdleConnections();
        const grace = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
        await Promise.race([closed, grace]);
        server.closeAllConnections();
      }
      await closed;
      onStep('the link taps being written');
      await deps.links.flush();
      onStep(`the ${database.kind} database`);
      await database.close();
    },
  };
}
