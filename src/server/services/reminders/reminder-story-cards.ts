import { inArray } from 'drizzle-orm';
import { APPROVAL_STATE_LABELS } from '../../../shared/approvals/approval-state';
import { publishingChecklist } from '../../../shared/domain/publishing-checklist';
import { appPaths } from '../../../shared/paths';
import { zonedTimeLabel } from '../../../shared/time-zone-label';
import { wallClockTime } from '../../../shared/zoned-time';
import type { Executor } from '../../db/client';
import { stories } from '../../db/schema/campaigns';
import type { Env } from '../../env';
import type { ReminderStoryCard, ReminderStoryLine } from '../../mail/templates/reminder-lines';
import { signedMediaPath } from '../approvals/media-signature';
import { mediaRowsOfStories } from '../media/list-story-media';
import type { DueStory } from './stories-due-between';

/**
 * How long an e-mail's thumbnail opens: the e-mail is read without a session, on any device, for a while after it
 * was sent (a week), and then the link is dead (the file is not public for ever).
 */
export const MAIL_THUMBNAIL_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A story as every reminder e-mail lists it (the agency alert too): its time on the client's wall clock with the
 * zone named ('16:00 (hora de Ciudad de México)'), campaign, day and title (with its pending approval said).
 */
export function reminderLineOf(story: DueStory, timeZone: string): ReminderStoryLine {
  return {
    time: zonedTimeLabel(wallClockTime(story.dueAt, timeZone), timeZone),
    campaignTitle: story.campaignTitle,
    dayTitle: story.dayTitle,
    storyTitle: story.awaitingApproval
      ? `${story.storyTitle} (${APPROVAL_STATE_LABELS.pending})`
      : story.storyTitle,
  };
}

/** Absolute link to 'Publicar hoy' opened on one story's card (every reminder links there). */
export const storyTodayUrl = (env: Pick<Env, 'PUBLIC_URL'>, storyId: string): string =>
  `${env.PUBLIC_URL}${appPaths.clientTodayStory(storyId)}`;

/**
 * The stories of a reminder or the morning e-mail as the e-mail shows them: the time with the client's zone
 * named, the copy, the sticker and note steps, a thumbnail of the first file (a signed URL under PUBLIC_URL that
 * expires after MAIL_THUMBNAIL_LIFETIME_MS; none when the story has no file, or its first file has no thumbnail)
 * and the story's own link. Two queries whatever the number of stories.
 */
export async function reminderStoryCards({
  db,
  env,
  dueStories,
  timeZone,
  now,
}: {
  db: Executor;
  env: Pick<Env, 'PUBLIC_URL' | 'AUTH_SECRET'>;
  dueStories: readonly DueStory[];
  timeZone: string;
  now: Date;
}): Promise<ReminderStoryCard[]> {
  const ids = dueStories.map((story) => story.storyId);
  if (ids.length === 0) return [];
  const [details, media] = await Promise.all([
    db
      .select({ id: stories.id, stickerInfo: stories.stickerInfo, notes: stories.notes })
      .from(stories)
      .where(inArray(stories.id, ids)),
    mediaRowsOfStories(db, ids),
  ]);
  const byId = new Map(details.map((row) => [row.id, row]));
  return dueStories.map((story) => {
    const detail = byId.get(story.storyId);
    const first = media.get(story.storyId)?.[0];
    return {
      ...reminderLineOf(story, timeZone),
      copyText: story.copyText,
      steps: detail
        ? publishingChecklist({ stickerInfo: detail.stickerInfo, notes: detail.notes }).map(
            (item) => item.text,
          )
        : [],
      thumbnailUrl: first?.thumbnailKey
        ? `${env.PUBLIC_URL}${signedMediaPath({ secret: env.AUTH_SECRET, mediaId: first.id, variant: 'thumbnail', now, lifetimeMs: MAIL_THUMBNAIL_LIFETIME_MS })}`
        : null,
      storyUrl: storyTodayUrl(env, story.storyId),
    };
  });
}
