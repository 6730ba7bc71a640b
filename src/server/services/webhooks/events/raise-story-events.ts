import type { WebhookEventData } from '../../../../shared/webhooks/webhook-events';
import type { Executor } from '../../../db/client';
import { emitWebhookEvents, type PendingWebhookEvent, subscribedEvents } from './raise-webhook-events';
import { readStoryContexts, storyRefsOf, type WebhookActorRef, type WebhookEnv } from './webhook-refs';

/**
 * The story events (issue 34 §1), raised in the transaction of the change by the services that make it. Each one
 * first asks whether any endpoint subscribes (one query), then reads every reference it needs in one query.
 */

interface RaiseOptions {
  env: WebhookEnv;
  actor: WebhookActorRef;
  /** The app's clock: the envelope's `timestamp` (now when omitted). */
  now?: Date;
}

/** The key that stores a completion once: the story whose change completed it and that change's instant. */
export function campaignCompletedKey(campaignId: string, storyId: string, closedAt: Date): string {
  return `campaign.completed:${campaignId}:${storyId}:${closedAt.toISOString()}`;
}

/**
 * A story that has just become published or «No se publicará» (never a re-mark: the caller raises it only for a
 * change of state): story.published / story.skipped, and campaign.completed when it was the campaign's last open
 * story (every story now published or skipped). The campaign row is locked by the caller, so two last stories
 * closed at once are serialised and only one of them completes it; a campaign reopened (a story unmarked or
 * unskipped) and completed again is a new completion, with a key of its own.
 */
export async function raiseStoryClosed(
  tx: Executor,
  { storyId, change, ...options }: RaiseOptions & { storyId: string; change: 'published' | 'skipped' },
): Promise<void> {
  const type = change === 'published' ? 'story.published' : 'story.skipped';
  const subscribed = await subscribedEvents(tx, [type, 'campaign.completed']);
  if (subscribed.size === 0) return;
  const { stories, actor } = await readStoryContexts(tx, options.env, [storyId], options.actor);
  const context = stories.get(storyId);
  const closedAt = change === 'published' ? context?.postedAt : context?.skippedAt;
  if (!context || !actor || !closedAt) return;
  const { client, campaign, story, counts } = context;
  const events: PendingWebhookEvent[] = [];
  if (type === 'story.published' && subscribed.has(type)) {
    events.push({
      event: {
        type,
        data: { client, campaign, story, publishedAt: closedAt.toISOString(), actor },
      },
    });
  } else if (type === 'story.skipped' && subscribed.has(type)) {
    events.push({
      event: {
        type,
        data: {
          client,
          campaign,
          story,
          skippedAt: closedAt.toISOString(),
          reason: context.skipReason,
          actor,
        },
      },
    });
  }
  const isComplete =
    counts.storyCount > 0 && counts.publishedCount + counts.skippedCount === counts.storyCount;
  if (isComplete && subscribed.has('campaign.completed')) {
    events.push({
      event: {
        type: 'campaign.completed',
        data: { client, campaign, ...counts, completedAt: closedAt.toISOString() },
      },
      dedupeKey: campaignCompletedKey(campaign.id, storyId, closedAt),
    });
  }
  await emitWebhookEvents(tx, events, options.now);
}

export interface StoryDecision {
  storyId: string;
  decision: 'approved' | 'changes_requested';
  note: string | null;
}

/** The client's decisions on stories (the panel or an approval link): story.approved / story.changes_requested. */
export async function raiseStoryDecisions(
  tx: Executor,
  {
    decisions,
    decidedAt,
    ...options
  }: RaiseOptions & { decisions: readonly StoryDecision[]; decidedAt: Date },
): Promise<void> {
  if (decisions.length === 0) return;
  const subscribed = await subscribedEvents(tx, ['story.approved', 'story.changes_requested']);
  const wanted = decisions.filter((d) =>
    subscribed.has(d.decision === 'approved' ? 'story.approved' : 'story.changes_requested'),
  );
  if (wanted.length === 0) return;
  const { stories, actor } = await readStoryContexts(
    tx,
    options.env,
    wanted.map((d) => d.storyId),
    options.actor,
  );
  if (!actor) return;
  const at = decidedAt.toISOString();
  const events: PendingWebhookEvent[] = [];
  for (const d of wanted) {
    const context = stories.get(d.storyId);
    if (!context) continue;
    const refs = storyRefsOf(context);
    events.push(
      d.decision === 'approved'
        ? { event: { type: 'story.approved', data: { ...refs, approvedAt: at, actor } } }
        : {
            event: {
              type: 'story.changes_requested',
              data: { ...refs, requestedAt: at, note: d.note, actor },
            },
          },
    );
  }
  await emitWebhookEvents(tx, events, options.now);
}

/** A story's numbers saved (by the brand or the agency in the form, or read from Instagram's insights). */
export async function raiseStoryResultsEntered(
  tx: Executor,
  {
    storyId,
    results,
    source,
    ...options
  }: RaiseOptions &
    Pick<WebhookEventData<'story.results_entered'>, 'results' | 'source'> & { storyId: string },
): Promise<void> {
  if (!(await subscribedEvents(tx, ['story.results_entered'])).size) return;
  const { stories, actor } = await readStoryContexts(tx, options.env, [storyId], options.actor);
  const context = stories.get(storyId);
  if (!context || !actor) return;
  await emitWebhookEvents(
    tx,
    [
      {
        event: {
          type: 'story.results_entered',
          data: { ...storyRefsOf(context), results, source, actor },
        },
      },
    ],
    options.now,
  );
}

/** A comment written on a story's thread (in the panel, or a request for changes that posts one). */
export async function raiseCommentCreated(
  tx: Executor,
  {
    storyId,
    comment,
    ...options
  }: RaiseOptions & { storyId: string; comment: WebhookEventData<'comment.created'>['comment'] },
): Promise<void> {
  if (!(await subscribedEvents(tx, ['comment.created'])).size) return;
  const { stories, actor } = await readStoryContexts(tx, options.env, [storyId], options.actor);
  const context = stories.get(storyId);
  if (!context || !actor) return;
  await emitWebhookEvents(
    tx,
    [{ event: { type: 'comment.created', data: { ...storyRefsOf(context), comment, actor } } }],
    options.now,
  );
}
