import { sql } from 'drizzle-orm';
import { resultValuesOfInsights, type StoryInsights } from '../../../shared/instagram/story-insights';
import { RESULT_FIELDS, type ResultField } from '../../../shared/results/result-texts';
import type { Executor } from '../../db/client';
import { storyInstagram } from '../../db/schema/instagram';
import { storyResults } from '../../db/schema/results';
import { raiseStoryResultsEntered } from '../webhooks/events/raise-story-events';
import { systemActor, type WebhookEnv } from '../webhooks/events/webhook-refs';

/** The actor the webhook events name for the numbers read from Instagram's insights. */
const INSTAGRAM_INSIGHTS_ACTOR = 'Instagram';

/**
 * Stores one poll's snapshot on the story's Instagram row and copies the counts it fills into the story's numbers
 * (story_results), marking those fields as from Instagram (the form then shows them, not editable). A story without
 * numbers gets a row «por Instagram»; one the brand already filled keeps its other fields and its authors. One
 * INSERT … ON CONFLICT each, so a save of the form at the same moment cannot lose either write.
 */
export async function storeInsights(
  tx: Executor,
  {
    storyId,
    insights,
    takenAt,
    env,
  }: {
    storyId: string;
    insights: StoryInsights;
    takenAt: Date;
    /** What the webhook events' references need (links, the agency's zone). */
    env: WebhookEnv;
  },
): Promise<ResultField[]> {
  await tx
    .update(storyInstagram)
    .set({
      insights,
      insightsTakenAt: takenAt,
      insightsPolls: sql`${storyInstagram.insightsPolls} + 1`,
      insightsNote: null,
    })
    .where(sql`${storyInstagram.storyId} = ${storyId}`);
  const values = resultValuesOfInsights(insights);
  const fields = RESULT_FIELDS.filter((field) => values[field] !== undefined);
  if (fields.length === 0) return fields;
  const author = { name: 'Instagram', role: 'instagram' as const };
  const set = Object.fromEntries(fields.map((field) => [field, values[field]]));
  await tx
    .insert(storyResults)
    .values({
      storyId,
      ...set,
      instagramFields: fields,
      instagramTakenAt: takenAt,
      enteredById: null,
      enteredByName: author.name,
      enteredByRole: author.role,
      updatedById: null,
      updatedByName: author.name,
      updatedByRole: author.role,
    })
    .onConflictDoUpdate({
      target: storyResults.storyId,
      set: {
        ...set,
        // The union: a field Instagram filled once stays Instagram's even if a later poll has no value for it.
        instagramFields: sql`array(select distinct f from unnest(${storyResults.instagramFields} || ${sql.param(fields)}::text[]) as f order by f)`,
        instagramTakenAt: takenAt,
      },
    });
  // story.results_entered (issue 34): the counts this poll filled, from Instagram.
  await raiseStoryResultsEntered(tx, {
    env,
    now: takenAt,
    storyId,
    actor: systemActor(INSTAGRAM_INSIGHTS_ACTOR),
    source: 'instagram',
    results: Object.fromEntries(fields.map((field) => [field, values[field] ?? null])),
  });
  return fields;
}
