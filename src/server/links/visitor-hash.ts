import { hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { selectRows } from '../db/unnest-columns';

/**
 * The visitor of a tap, for the 30-second repeat rule, without keeping who it was: sha-256 of the day's random salt,
 * the address and the browser. The salt is made by the first instance that needs it that (UTC) day and shared
 * through link_salts; once the housekeeping deletes it, yesterday's hashes cannot be recomputed from an address.
 */
export class VisitorHasher {
  private salt: { day: string; value: Promise<string> } | null = null;

  constructor(private readonly db: Executor) {}

  async hash(input: { ip: string; userAgent: string; at: Date }): Promise<string> {
    const salt = await this.saltOf(input.at.toISOString().slice(0, 10));
    // One-shot (crypto.hash): about twice as fast as createHash().update().digest() for a short input.
    return hash('sha256', `${salt}\u0000${input.ip}\u0000${input.userAgent}`, 'base64url');
  }

  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.readOrMake(day);
      // A failed read is not remembered: the next tap asks again.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = null;
      });
      this.salt = { day, value };
    }
    return this.salt.value;
  }

  private async readOrMake(day: string): Promise<string> {
    // Two instances making it at once: the second's insert does nothing and both read the first's. When the first
    // commits while the second's statement runs, the second's snapshot does not see it yet: it asks again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const candidate = randomBytes(32).toString('base64url');
      const [row] = await selectRows<{ salt: string }>(
        this.db,
        sql`with made as (
              insert into link_salts (day, salt) values (${day}, ${candidate})
              on conflict (day) do nothing returning salt)
            select salt from made union all select salt from link_salts where day = ${day} limit 1`,
      );
      if (row) return row.salt;
    }
    throw new Error(`link salt of ${day} not found`);
  }
}
