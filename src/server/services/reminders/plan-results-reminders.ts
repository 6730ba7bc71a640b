import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storyResults } from '../../db/schema/results';
import { reminderClients } from './reminder-clients';
import {
  RESULTS_REMINDER_AFTER_MS,
  RESULTS_REMINDER_UNTIL_MS,
  type ResultsReminderPayload,
  resultsReminderJob,
} from './results-reminder-job';
import { type DueStory, storiesDueBetween } from './stories-due-between';

export interface PlannedResultsReminder {
  type: string;
  payload: ResultsReminderPayload;
  runAt: Date;
  dedupeKey: string;
}

/**
 * The «Apunta los resultados» reminders that fall due within `lookaheadMs`: one per client and due instant, for its
 * published stories without numbers whose time was 20 h ago (up to 24 h ago, after an outage: Instagram still shows
 * them until then). Campaigns that have just ended still get them (the last day's stories are the report's end).
 */
export async function planResultsReminders({
  db,
  now,
  agencyTimeZone,
  lookaheadMs,
}: {
  db: Db;
  now: Date;
  agencyTimeZone: string;
  lookaheadMs: number;
}): Promise<PlannedResultsReminder[]> {
  const posted = (
    await storiesDueBetween(db, {
      from: new Date(now.getTime() - RESULTS_REMINDER_UNTIL_MS),
      to: new Date(now.getTime() - RESULTS_REMINDER_AFTER_MS + lookaheadMs),
      agencyTimeZone,
      includePosted: true,
    })
  ).filter((story) => story.isPosted);
  if (posted.length === 0) return [];
  const withNumbers = new Set(
    (
      await db
        .select({ storyId: storyResults.storyId })
        .from(storyResults)
        .where(
          inArray(
            storyResults.storyId,
            posted.map((story) => story.storyId),
          ),
        )
    ).map((row) => row.storyId),
  );
  const settings = await reminderClients({ db, ids: posted.map((story) => story.clientId), agencyTimeZone });
  const groups = new Map<string, DueStory[]>();
  for (const story of posted) {
    const client = settings.get(story.clientId);
    if (withNumbers.has(story.storyId) || !client || (!client.pushReminders && !client.emailReminders))
      continue;
    const key = `${story.clientId}|${story.dueAt.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), story]);
  }
  return [...groups.values()].map((stories) => {
    const first = stories[0]!;
    const storyIds = stories.map((story) => story.storyId).sort();
    const payload = { clientId: first.clientId, dueAt: first.dueAt.toISOString(), storyIds };
    return {
      type: resultsReminderJob.type,
      payload,
      runAt: new Date(Math.max(now.getTime(), first.dueAt.getTime() + RESULTS_REMINDER_AFTER_MS)),
      dedupeKey: `results-reminder:${first.clientId}:${payload.dueAt}:${storyIdsDigest(storyIds)}`,
    };
  });
}

/** A short fingerprint of a reminder's sorted story ids, for its dedupe key (the publishing reminders' too). */
export function storyIdsDigest(storyIds: readonly string[]): string {
  return createHash('sha256').update(storyIds.join(',')).digest('base64url').slice(0, 16);
}
