import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalDecisionInput, DecideApprovalsResponse } from '../../../shared/api/approvals';
import { APPROVAL_TEXTS } from '../../../shared/api/approvals';
import type { Executor } from '../../db/client';
import { storyApprovals } from '../../db/schema/approvals';
import { stories } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../access/ids';
import { writeStoryComment } from '../comments/add-story-comment';
import { findCommentedStory } from '../comments/find-commented-story';
import { mediaRowsOfStories } from '../media/list-story-media';
import { raiseStoryDecisions } from '../webhooks/events/raise-story-events';
import type { WebhookActorRef, WebhookEnv } from '../webhooks/events/webhook-refs';
import { type ApprovalStoryRow, selectApprovalStories, toStoryApproval, versionOf } from './approval-stories';
import { notifyApprovalUpdated } from './notify-approval-updated';

export interface ApplyDecisionsInput {
  /** The client whose stories may be decided (a story of another client answers 404, like a missing one). */
  clientId: string;
  /** Narrows further (a link's campaign or day); undefined: any story of the client. */
  scope?: ReturnType<typeof and>;
  decisions: readonly ApprovalDecisionInput[];
  via: 'link' | 'panel';
  /** The signed-in user deciding (panel), or null (link). */
  userId: string | null;
  requestId: string | null;
  now: Date;
  /** APP_TIMEZONE (the zone of a client without one), for the comment's notifications. */
  agencyTimeZone: string;
  /** What the webhook events' references need (links, the agency's zone). */
  env: WebhookEnv;
}

/**
 * Records a client's decisions, all or none, in the caller's transaction. The stories are locked first (every
 * writer of a story's content or files locks its row too), then each decision's `version` is compared with the
 * story's content now: a story changed since the page showed it refuses the whole call (409), so an approval can
 * only ever name the content it was given for. A request for changes also posts its comment to the story's thread,
 * as the client. Stories of another client, or outside the scope, answer 404.
 */
export async function applyDecisions(
  tx: Executor,
  input: ApplyDecisionsInput,
): Promise<DecideApprovalsResponse['stories']> {
  // An id that cannot exist is a story not found, never a database error.
  const ids = input.decisions.map((d) => d.storyId).filter(isUuid);
  const rows = await selectApprovalStories({
    db: tx,
    where: and(inArray(stories.id, ids), eq(clients.id, input.clientId), input.scope),
    lock: true,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const issues: { path: string; message: string }[] = [];
  input.decisions.forEach((d, i) => {
    if (!byId.has(d.storyId))
      issues.push({ path: `decisions.${i}.storyId`, message: APPROVAL_TEXTS.storyNotFound });
  });
  if (issues.length > 0) throw new AppError('NOT_FOUND', APPROVAL_TEXTS.storyNotFound, issues);

  const media = await mediaRowsOfStories(tx, ids);
  const versions = new Map<string, string>();
  input.decisions.forEach((d, i) => {
    const row = byId.get(d.storyId)!;
    const version = versionOf(
      row,
      (media.get(row.id) ?? []).map((m) => m.id),
    );
    versions.set(row.id, version);
    if (version !== d.version)
      issues.push({ path: `decisions.${i}.version`, message: APPROVAL_TEXTS.storyChanged });
  });
  if (issues.length > 0) throw new AppError('CONFLICT', APPROVAL_TEXTS.storyChanged, issues);

  const decidedAt = input.now;
  await tx
    .insert(storyApprovals)
    .values(
      input.decisions.map((d) => ({
        storyId: d.storyId,
        status: d.decision,
        contentHash: versions.get(d.storyId)!,
        comment: d.decision === 'changes_requested' ? d.comment : null,
        requestId: input.requestId,
        decidedBy: input.userId,
        decidedVia: input.via,
        decidedAt,
        updatedAt: decidedAt,
      })),
    )
    .onConflictDoUpdate({
      target: storyApprovals.storyId,
      set: {
        status: sql`excluded.status`,
        contentHash: sql`excluded.content_hash`,
        comment: sql`excluded.comment`,
        requestId: sql`coalesce(excluded.request_id, ${storyApprovals.requestId})`,
        decidedBy: sql`excluded.decided_by`,
        decidedVia: sql`excluded.decided_via`,
        decidedAt: sql`excluded.decided_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });

  const [client] = await tx
    .select({ userId: clients.userId, name: clients.name })
    .from(clients)
    .where(eq(clients.id, input.clientId));
  // A request for changes is also a comment of the client on the story's thread (with its event and mentions).
  for (const d of input.decisions) {
    if (d.decision !== 'changes_requested') continue;
    const target = await findCommentedStory(tx, {
      viewer: null,
      storyId: d.storyId,
      agencyTimeZone: input.agencyTimeZone,
    });
    await writeStoryComment(tx, {
      target,
      author: {
        userId: input.userId ?? client?.userId ?? null,
        side: 'client',
        name: client?.name ?? 'Cliente',
      },
      body: `${APPROVAL_TEXTS.changesRequestedPrefix} ${d.comment}`,
      env: input.env,
      now: input.now,
    });
  }
  await raiseDecided(tx, input, { before: byId, versions, clientName: client?.name });

  const campaigns = new Set(rows.map((r) => r.campaignId));
  for (const campaignId of campaigns) {
    await notifyApprovalUpdated(tx, {
      campaignId,
      clientId: input.clientId,
      clientUserId: client?.userId ?? null,
      storyIds: rows.filter((r) => r.campaignId === campaignId).map((r) => r.id),
    });
  }

  return input.decisions.map((d) => {
    const row: ApprovalStoryRow = {
      ...byId.get(d.storyId)!,
      status: d.decision,
      comment: d.decision === 'changes_requested' ? (d.comment ?? null) : null,
      decidedAt,
      decidedVia: input.via,
    };
    return { id: d.storyId, approval: toStoryApproval(row, versions.get(d.storyId)!) };
  });
}

/**
 * story.approved / story.changes_requested (issue 34), as the brand: signed in (its login) or through a link (no
 * login: the client's name). A decision that changes nothing (the same approval of the same content sent again)
 * raises nothing; every request for changes does (it carries a new note).
 */
function raiseDecided(
  tx: Executor,
  input: ApplyDecisionsInput,
  {
    before,
    versions,
    clientName,
  }: { before: Map<string, ApprovalStoryRow>; versions: Map<string, string>; clientName: string | undefined },
): Promise<void> {
  const actor: WebhookActorRef = input.userId
    ? { kind: 'client', userId: input.userId }
    : { kind: 'client', userId: null, name: clientName ?? 'Cliente' };
  const changed = input.decisions.filter((d) => {
    const row = before.get(d.storyId)!;
    return (
      d.decision === 'changes_requested' ||
      row.status !== d.decision ||
      row.contentHash !== versions.get(d.storyId)
    );
  });
  return raiseStoryDecisions(tx, {
    env: input.env,
    actor,
    now: input.now,
    decidedAt: input.now,
    decisions: changed.map((d) => ({
      storyId: d.storyId,
      decision: d.decision,
      note: d.decision === 'changes_requested' ? (d.comment ?? null) : null,
    })),
  });
}
