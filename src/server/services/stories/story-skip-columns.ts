import { sql } from 'drizzle-orm';
import type { StorySkip } from '../../../shared/api/story-skip';
import { user } from '../../db/schema/auth';
import { stories } from '../../db/schema/campaigns';

/**
 * The columns a story list selects to show its «No se publicará» state: when, why, and who (the skipper's name and
 * whether an admin, read by primary key in the same statement, so a list needs no join of its own). Spread them into
 * a select on `stories` and turn the row into the API's `skip` with storySkipOf().
 */
export const storySkipColumns = {
  skippedAt: stories.skippedAt,
  skipReason: stories.skipReason,
  skippedByName: sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${stories.skippedBy})`,
  skippedByAgency: sql<boolean>`coalesce((select ${user.role} = 'admin' from ${user} where ${user.id} = ${stories.skippedBy}), false)`,
};

export interface StorySkipRow {
  skippedAt: Date | null;
  skipReason: string | null;
  skippedByName: string | null;
  skippedByAgency: boolean;
}

/** The row's skip as the API answers it (null: not skipped), and the row without the skip columns. */
export function storySkipOf(row: StorySkipRow): StorySkip | null {
  if (!row.skippedAt) return null;
  return {
    skippedAt: row.skippedAt.toISOString(),
    skippedByName: row.skippedByName,
    skippedByAgency: Boolean(row.skippedByAgency),
    reason: row.skipReason,
  };
}

/** Splits the skip columns off a row: `{ skip, isSkipped, rest }`. */
export function withSkip<T extends StorySkipRow>(
  row: T,
): Omit<T, keyof StorySkipRow> & { skip: StorySkip | null; isSkipped: boolean } {
  const { skippedAt, skipReason, skippedByName, skippedByAgency, ...rest } = row;
  const skip = storySkipOf({ skippedAt, skipReason, skippedByName, skippedByAgency });
  return { ...rest, skip, isSkipped: skip !== null };
}
