import { eq, sql } from 'drizzle-orm';
import type { AiInfo, UpdateAiInfoBody } from '../../../shared/api/client-area/profile';
import type { Executor } from '../../db/client';
import { type UserAiInfoRow, userAiInfo } from '../../db/schema/ai';

function toAiInfo(row: UserAiInfoRow): AiInfo {
  return {
    whoYouAre: row.whoYouAre,
    targetAudience: row.targetAudience,
    yourStory: row.yourStory,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's AI-info block, or null before the first save. */
export async function getAiInfo(db: Executor, userId: string): Promise<AiInfo | null> {
  const [row] = await db.select().from(userAiInfo).where(eq(userAiInfo.userId, userId));
  return row ? toAiInfo(row) : null;
}

/** Insert or replace the block in one statement (upsert on user_id): two saves at once leave one row. */
export async function saveAiInfo({
  db,
  userId,
  input,
}: {
  db: Executor;
  userId: string;
  input: UpdateAiInfoBody;
}): Promise<AiInfo> {
  const values = {
    whoYouAre: input.whoYouAre,
    targetAudience: input.targetAudience,
    yourStory: input.yourStory,
  };
  const [row] = await db
    .insert(userAiInfo)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAiInfo.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toAiInfo(row!);
}
