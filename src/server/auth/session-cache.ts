import { REALTIME_RECONNECT_DELAYS_MS } from '../../shared/constants';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { createNotificationSource, type NotificationSource } from '../realtime/notification-source';
import type { AuthSession } from './auth';

/**
 * The channel on which the database says that a user's sessions may have changed: triggers on `session`, `user`
 * and `clients` (migration 0016) send the user's id on every update or delete that can change what a session
 * lookup answers (sign-out, revocation, a password reset, a deactivation, a client made inactive, a new zone).
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long an entry is used at most, whatever else happens (a change made with the triggers off, say). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Entries kept at most; past it the oldest goes. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** What one session lookup reads: the session, its user, and the user's client record's status and zone. */
export interface SessionRow {
  session: AuthSession['session'];
  user: AuthSession['user'];
  clientStatus: string | null;
  clientTimeZone: string | null;
}

export interface CachedSession {
  userId: string;
  row: SessionRow;
}

/**
 * The session lookups of this instance, kept in memory so that a read request costs one query, not two (issue 30,
 * decision 032): keyed by the signed cookie value, so a hit needs neither the database nor the signature check.
 *
 * A revoked session must still be refused at once on every instance, so an entry lives only while this instance is
 * told of every change: it is used only while the LISTEN on SESSION_CHANGES_CHANNEL is in place (cleared when it
 * drops and again when it is back, since notifications may have been missed); a notification drops the user's
 * entries; a lookup that began before a drop stores nothing (`generation`), so a row read before a sign-out never
 * comes back after it. This instance's own writes clear it at once (`clear`, after every request that may write),
 * without waiting for their notification. Entries also end after SESSION_CACHE_TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { storedAt: number }>();
  private generationCount = 0;
  private listening = false;
  private readonly source: NotificationSource | null;

  constructor(options: { database?: Database; logger?: Logger; reconnectDelaysMs?: readonly number[] } = {}) {
    const { database, logger } = options;
    this.source =
      database && logger
        ? createNotificationSource(
            database,
            {
              onPayload: (userId) => this.evictUser(userId),
              onListening: () => this.setListening(true),
              onLost: () => this.setListening(false),
            },
            logger,
            options.reconnectDelaysMs ?? REALTIME_RECONNECT_DELAYS_MS,
            SESSION_CHANGES_CHANNEL,
          )
        : null;
  }

  /** Starts listening; until it is in place the cache stays off. */
  start(): void {
    this.source?.start();
  }

  async stop(): Promise<void> {
    this.setListening(false);
    await this.source?.stop();
  }

  /** Whether entries are kept and used (the LISTEN is in place). */
  get isActive(): boolean {
    return this.listening;
  }

  /** Turns the cache on or off by hand (a cache without a database, in unit tests). */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): CachedSession | null {
    if (!this.listening) return null;
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt >= SESSION_CACHE_TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Taken before a lookup reads the database; `store` keeps its row only if nothing was dropped since. */
  generation(): number {
    return this.generationCount;
  }

  store(key: string, entry: CachedSession, generation: number, now: number): void {
    if (!this.listening || generation !== this.generationCount) return;
    this.entries.delete(key);
    this.entries.set(key, { ...entry, storedAt: now });
    if (this.entries.size > SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Drops one cookie's entry (a lookup that found the session gone, expired or due for renewal). */
  delete(key: string): void {
    this.generationCount += 1;
    this.entries.delete(key);
  }

  /** Drops every entry of a user: the database said that one of its sessions, its account or its client changed. */
  evictUser(userId: string): void {
    this.generationCount += 1;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.generationCount += 1;
    this.entries.clear();
  }
}
