import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { APP_EVENTS_CHANNEL } from './channel';

export interface SourceHandlers {
  /** A notification on the channel (its raw payload). */
  onPayload(payload: string): void;
  /** LISTEN is in place (first time, or again after a reconnection). */
  onListening(): void;
  /** The listening connection was lost: notifications may be missed until onListening again. */
  onLost(): void;
}

/** Where notifications come from: one dedicated LISTEN per process. */
export interface NotificationSource {
  start(): void;
  stop(): Promise<void>;
}

export function createNotificationSource(
  database: Database,
  handlers: SourceHandlers,
  logger: Logger,
  reconnectDelaysMs: readonly number[],
  /** The channel to LISTEN on: a constant identifier (APP_EVENTS_CHANNEL, SESSION_CHANGES_CHANNEL). */
  channel: string = APP_EVENTS_CHANNEL,
): NotificationSource {
  if (database.pglite) return new PgliteSource(database.pglite, handlers, logger, channel);
  if (database.pool)
    return new PostgresSource(database.pool.options, handlers, logger, reconnectDelaysMs, channel);
  throw new Error('realtime: the database has neither a pool nor a PGlite instance');
}

/** Embedded database: PGlite's own listen() on the one instance (the process is the only one using it). */
class PgliteSource implements NotificationSource {
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly handlers: SourceHandlers,
    private readonly logger: Logger,
    private readonly channel: string,
  ) {}

  start(): void {
    this.pglite
      .listen(this.channel, (payload) => this.handlers.onPayload(payload))
      .then(async (unlisten) => {
        if (this.stopped) return unlisten();
        this.unlisten = () => unlisten();
        this.handlers.onListening();
      })
      .catch((err: unknown) =>
        this.logger.error({ err }, 'realtime: LISTEN failed on the embedded database'),
      );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten && !this.pglite.closed) await unlisten().catch(() => {});
  }
}

/**
 * PostgreSQL server: a dedicated pg.Client outside the pool (a pooled connection would be handed to other
 * queries), reconnecting with back-off when it drops.
 */
class PostgresSource implements NotificationSource {
  private client: pg.Client | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private listening = false;
  private stopped = false;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly handlers: SourceHandlers,
    private readonly logger: Logger,
    private readonly delaysMs: readonly number[],
    private readonly channel: string,
  ) {}

  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.config, keepAlive: true });
    this.client = client;
    client.on('notification', (msg) => {
      if (msg.channel === this.channel && msg.payload) this.handlers.onPayload(msg.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.client !== client) return;
    if (this.attempt > 0) this.logger.info('realtime: LISTEN connection restored');
    this.attempt = 0;
    this.listening = true;
    this.handlers.onListening();
  }

  private lost(client: pg.Client, err: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    client.end().catch(() => {});
    const wasListening = this.listening;
    this.listening = false;
    const delay = this.delaysMs[Math.min(this.attempt, this.delaysMs.length - 1)] ?? 1_000;
    this.attempt += 1;
    this.logger.warn({ err, retryInMs: delay }, 'realtime: LISTEN connection lost');
    if (wasListening) this.handlers.onLost();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    this.listening = false;
    if (client) {
      client.removeAllListeners('notification');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
