import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { selectRows } from '../db/unnest-columns';

/** What the redirect needs of a link. */
export interface ResolvedLink {
  id: string;
  location: string;
  disabled: boolean;
}

/** How long an instance trusts what it read: a link disabled on another instance answers 410 there within this. */
export const LINK_CACHE_TTL_MS = 10_000;
/** Entries kept at most (unknown slugs included, so that a scan of random slugs costs a bounded memory). */
export const LINK_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  link: ResolvedLink | null;
  expires: number;
}

/**
 * The slug → link lookups of this instance, kept LINK_CACHE_TTL_MS. A link's target never changes (a new target is
 * a new link), so the only thing a stale entry can miss is a disable made on another instance; the instance that
 * disables a link forgets it at once (`forget`). Concurrent lookups of the same slug share one query.
 */
export class LinkDirectory {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<ResolvedLink | null>>();

  constructor(
    private readonly db: Executor,
    private readonly clock: () => number = Date.now,
  ) {}

  async resolve(slug: string): Promise<ResolvedLink | null> {
    const now = this.clock();
    const entry = this.entries.get(slug);
    if (entry && entry.expires > now) return entry.link;
    const running = this.pending.get(slug);
    if (running) return running;
    const lookup = this.read(slug)
      .then((link) => {
        this.remember(slug, link, now);
        return link;
      })
      .finally(() => this.pending.delete(slug));
    this.pending.set(slug, lookup);
    return lookup;
  }

  forget(slug: string): void {
    this.entries.delete(slug);
  }

  private remember(slug: string, link: ResolvedLink | null, now: number): void {
    this.entries.delete(slug);
    if (this.entries.size >= LINK_CACHE_MAX_ENTRIES) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(slug, { link, expires: now + LINK_CACHE_TTL_MS });
  }

  private async read(slug: string): Promise<ResolvedLink | null> {
    const [row] = await selectRows<{ id: string; location: string; disabled: boolean }>(
      this.db,
      sql`select id, location, disabled_at is not null as disabled from tracked_links where slug = ${slug}`,
    );
    return row ?? null;
  }
}
