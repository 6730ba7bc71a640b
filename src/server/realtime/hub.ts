import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '../../shared/constants';
import type { ServerEvent } from '../../shared/realtime/server-events';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { decodeEnvelope } from './channel';
import { createNotificationSource, type NotificationSource } from './notification-source';

/** One open event stream of one user in this process. */
export interface RealtimeSubscriber {
  /** An event for the user; `id` increases across the process (the SSE message id). */
  onEvent(event: ServerEvent, id: string): void;
  /** The LISTEN connection dropped: events may have been missed, so the stream should end (the browser reconnects). */
  onInterrupted(): void;
}

export interface RealtimeHubOptions {
  database: Database;
  logger: Logger;
  /** Keep-alive and session re-check period of each stream (default REALTIME_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Back-off of the LISTEN connection on a PostgreSQL server. */
  reconnectDelaysMs?: readonly number[];
}

export class RealtimeUnavailableError extends Error {
  override name = 'RealtimeUnavailableError';
}

/**
 * Per-process fan-out of PostgreSQL notifications (see notifyUser, notifyAdmins) to the event streams they are for:
 * one user's, or every admin's.
 * It LISTENs once, on first use or on start(), and stops with the server.
 */
export class RealtimeHub {
  readonly heartbeatMs: number;
  private readonly byUser = new Map<string, Set<RealtimeSubscriber>>();
  /** The streams of admins (also in byUser): the audience of events sent to every admin. */
  private readonly admins = new Set<RealtimeSubscriber>();
  private readonly source: NotificationSource;
  private readonly logger: Logger;
  private readonly waiters = new Set<() => void>();
  private started = false;
  private stopped = false;
  private listening = false;
  private sequence = 0;

  constructor(options: RealtimeHubOptions) {
    this.heartbeatMs = options.heartbeatMs ?? REALTIME_HEARTBEAT_MS;
    this.logger = options.logger;
    this.source = createNotificationSource(
      options.database,
      {
        onPayload: (payload) => this.dispatch(payload),
        onListening: () => {
          this.listening = true;
          for (const resolve of this.waiters) resolve();
          this.waiters.clear();
        },
        onLost: () => {
          this.listening = false;
          this.interruptAll();
        },
      },
      options.logger,
      options.reconnectDelaysMs ?? REALTIME_RECONNECT_DELAYS_MS,
    );
  }

  /** Starts listening (idempotent; the first stream does it otherwise). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.source.start();
  }

  /** Resolves once LISTEN is in place; rejects with RealtimeUnavailableError after timeoutMs. */
  async whenListening(timeoutMs = 5_000): Promise<void> {
    if (this.stopped) throw new RealtimeUnavailableError('realtime hub stopped');
    this.start();
    if (this.listening) return;
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(done);
        reject(new RealtimeUnavailableError('realtime: not listening'));
      }, timeoutMs);
      this.waiters.add(done);
    });
  }

  /**
   * Adds a stream of the user; returns its removal (safe to call twice). `isAdmin` (the user's role when the
   * stream opened) adds it to the audience of events for every admin.
   */
  subscribe(userId: string, subscriber: RealtimeSubscriber, { isAdmin = false } = {}): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(subscriber);
    if (isAdmin) this.admins.add(subscriber);
    return () => {
      this.admins.delete(subscriber);
      const current = this.byUser.get(userId);
      if (!current?.delete(subscriber)) return;
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  /** Open streams in this process (all users). */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /** Users with at least one open stream in this process. */
  get userCount(): number {
    return this.byUser.size;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.listening = false;
    // Open streams end now, so the HTTP server can close.
    this.interruptAll();
    await this.source.stop();
  }

  private interruptAll(): void {
    for (const set of [...this.byUser.values()])
      for (const subscriber of [...set]) subscriber.onInterrupted();
  }

  private dispatch(payload: string): void {
    const envelope = decodeEnvelope(payload);
    if (!envelope) {
      this.logger.warn(
        { bytes: payload.length },
        'realtime: ignored a notification that is not a valid event',
      );
      return;
    }
    const subscribers = 'userId' in envelope ? this.byUser.get(envelope.userId) : this.admins;
    if (!subscribers?.size) return;
    this.sequence += 1;
    const id = String(this.sequence);
    for (const subscriber of [...subscribers]) {
      try {
        subscriber.onEvent(envelope.event, id);
      } catch (err) {
        this.logger.warn({ err }, 'realtime: a stream failed to take an event');
      }
    }
  }
}
