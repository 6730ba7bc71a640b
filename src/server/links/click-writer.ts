import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { unnestColumns } from '../db/unnest-columns';

/** A repeat tap of the same visitor on the same link within this is not counted again. */
export const REPEAT_TAP_WINDOW_SECONDS = 30;
const REPEAT_WINDOW = sql.raw(`interval '${REPEAT_TAP_WINDOW_SECONDS} seconds'`);
/** Taps written in one statement at most; more wait for the next. */
export const CLICK_BATCH_MAX = 500;
/** Batches being written at once by one instance (each holds a pooled connection while it runs). */
export const CLICK_WRITERS = 2;

export interface Tap {
  linkId: string;
  visitorHash: string;
}

interface Waiting extends Tap {
  done: (counted: boolean) => void;
  failed: (err: unknown) => void;
}

/**
 * Writes the taps of the redirect. Taps that arrive while CLICK_WRITERS statements are running wait and go together
 * in the next one (group commit: at 50 concurrent taps, a few round trips instead of 50), and each caller learns
 * whether its tap was counted. Counting is one statement, exact across instances: the visitor's row per link is upserted only
 * when its last counted tap is older than the window (the row lock makes concurrent repeats wait and then see the
 * first), and a click row is written for each upsert that happened.
 */
export class ClickWriter {
  private queue: Waiting[] = [];
  private readonly writers = new Set<Promise<void>>();

  /**
   * @param concurrency statements in flight at most: while one waits for its commit, the next batch is already on
   *   its way (a second batch that touches the same visitor row waits for the first's lock, then sees it).
   */
  constructor(
    private readonly db: Executor,
    private readonly concurrency = CLICK_WRITERS,
  ) {}

  /** Resolves once the tap is written: true when it counted, false for a repeat within the window. */
  record(tap: Tap): Promise<boolean> {
    return new Promise<boolean>((done, failed) => {
      this.queue.push({ ...tap, done, failed });
      if (this.writers.size < this.concurrency) {
        const writer = this.drain().finally(() => this.writers.delete(writer));
        this.writers.add(writer);
      }
    });
  }

  /** Waits for every tap queued so far to be written (shutdown, tests). */
  async flush(): Promise<void> {
    while (this.writers.size > 0) await Promise.all(this.writers);
  }

  private async drain(): Promise<void> {
    // Let the taps of this turn of the event loop join the batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) await this.write(this.queue.splice(0, CLICK_BATCH_MAX));
  }

  private async write(batch: Waiting[]): Promise<void> {
    // The same visitor twice in one batch: within the window by definition, so one row (an upsert may not touch
    // the same row twice in one statement).
    const firstOf = new Map<string, Waiting>();
    for (const tap of batch) {
      const key = `${tap.linkId} ${tap.visitorHash}`;
      if (!firstOf.has(key)) firstOf.set(key, tap);
    }
    // In one order on every instance, so that two batches locking the same visitor rows cannot deadlock.
    const unique = [...firstOf.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, tap]) => tap);
    try {
      const result = (await this.db.execute(sql`
        with counted as (
          insert into link_visitors (link_id, visitor_hash, last_counted_at)
          select t.link_id::uuid, t.visitor_hash, now() from ${unnestColumns('t', {
            link_id: { type: 'text', values: unique.map((tap) => tap.linkId) },
            visitor_hash: { type: 'text', values: unique.map((tap) => tap.visitorHash) },
          })}
          on conflict (link_id, visitor_hash) do update set last_counted_at = excluded.last_counted_at
            where link_visitors.last_counted_at <= excluded.last_counted_at - ${REPEAT_WINDOW}
          returning link_id, visitor_hash
        ), clicks as (
          insert into link_clicks (link_id) select link_id from counted
        )
        select link_id::text as link_id, visitor_hash from counted`)) as unknown as {
        rows: { link_id: string; visitor_hash: string }[];
      };
      const countedKeys = new Set(result.rows.map((row) => `${row.link_id} ${row.visitor_hash}`));
      for (const tap of batch) {
        const key = `${tap.linkId} ${tap.visitorHash}`;
        // Only the first of a repeated pair in the batch may have counted.
        tap.done(firstOf.get(key) === tap && countedKeys.has(key));
      }
    } catch (err) {
      for (const tap of batch) tap.failed(err);
    }
  }
}
