import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  APPROVAL_TEXTS,
  type ApprovalLinkResponse,
  type DecideApprovalsResponse,
  type DecideByLinkBody,
} from '../../../shared/api/approvals';
import { storyDueInstant } from '../../../shared/domain/due-instant';
import { clientTimeZone } from '../../../shared/time-zones';
import type { Db, Executor } from '../../db/client';
import { type ApprovalRequestRow, approvalRequests } from '../../db/schema/approvals';
import { campaigns } from '../../db/schema/campaigns';
import { clients } from '../../db/schema/clients';
import { AppError } from '../../errors/app-error';
import { toRawSticker } from '../campaigns/raw-sticker';
import { mediaRowsOfStories } from '../media/list-story-media';
import { hashInvitationToken } from '../team/invitation-token';
import type { WebhookEnv } from '../webhooks/events/webhook-refs';
import { campaignScope, selectApprovalStories, toStoryApproval, versionOf } from './approval-stories';
import { completeAnsweredRequests } from './complete-answered-requests';
import { applyDecisions } from './decide-approvals';
import { toSignedStoryMedia } from './media-signature';

export interface ApprovalLinkDeps {
  db: Db;
  /** AUTH_SECRET: signs the URLs of the page's files. */
  secret: string;
  agencyTimeZone: string;
  now: Date;
}

interface OpenRequest {
  request: ApprovalRequestRow;
  client: { name: string; brandName: string; timeZone: string | null; userId: string | null };
  campaign: { title: string; requiresApproval: boolean };
}

/**
 * The request a token opens: unknown, expired or superseded tokens, and tokens of an inactive client, all answer
 * the same 404 (nothing tells a guesser which). A completed request still opens (read-only); `lock` takes the
 * request row FOR UPDATE, so two submissions through one link run one after the other.
 */
async function findRequest(db: Executor, token: string, now: Date, lock = false): Promise<OpenRequest> {
  const query = db
    .select({
      request: approvalRequests,
      client: {
        name: clients.name,
        brandName: clients.brandName,
        timeZone: clients.timeZone,
        userId: clients.userId,
        status: clients.status,
      },
      campaign: { title: campaigns.title, requiresApproval: campaigns.requiresApproval },
    })
    .from(approvalRequests)
    .innerJoin(clients, eq(clients.id, approvalRequests.clientId))
    .innerJoin(campaigns, eq(campaigns.id, approvalRequests.campaignId))
    .where(
      and(
        eq(approvalRequests.tokenHash, hashInvitationToken(token)),
        isNull(approvalRequests.supersededAt),
        sql`${approvalRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  const [found] = lock ? await query.for('update', { of: approvalRequests }) : await query;
  if (found?.client.status !== 'active') throw new AppError('NOT_FOUND', APPROVAL_TEXTS.linkInvalid);
  return found;
}

/** POST /api/approvals/lookup: the stories of the request, as they will be published, with their approvals. */
export async function lookupApprovalLink(
  deps: ApprovalLinkDeps,
  token: string,
): Promise<ApprovalLinkResponse> {
  const { db, now } = deps;
  const { request, client, campaign } = await findRequest(db, token, now);
  const rows = await selectApprovalStories({
    db,
    where: campaignScope(request.campaignId, request.campaignDayId),
  });
  const media = await mediaRowsOfStories(
    db,
    rows.map((r) => r.id),
  );
  const timeZone = clientTimeZone(client.timeZone, deps.agencyTimeZone);
  const days: ApprovalLinkResponse['days'] = [];
  for (const row of rows) {
    let day = days.at(-1);
    if (day?.id !== row.dayId) {
      day = {
        id: row.dayId,
        dayOrder: row.dayOrder,
        date: row.dayDate,
        title: row.dayTitle,
        theme: row.dayTheme,
        stories: [],
      };
      days.push(day);
    }
    const files = media.get(row.id) ?? [];
    day.stories.push({
      id: row.id,
      storyNumber: row.storyNumber,
      title: row.title,
      copyText: row.copyText,
      visualDescription: row.visualDescription,
      storyType: row.storyType,
      timeBlock: row.timeBlock,
      stickerInfo: toRawSticker(row.stickerInfo),
      dueAt: storyDueInstant(row, timeZone).toISOString(),
      isPosted: row.isPosted,
      media: files.map((file) => toSignedStoryMedia({ secret: deps.secret, row: file, now })),
      approval: toStoryApproval(
        row,
        versionOf(
          row,
          files.map((f) => f.id),
        ),
      ),
    });
  }
  return {
    request: {
      id: request.id,
      status: request.completedAt ? 'completed' : 'open',
      scope: request.campaignDayId ? 'day' : 'campaign',
      expiresAt: request.expiresAt.toISOString(),
    },
    client: { brandName: client.brandName, timeZone },
    campaign: { id: request.campaignId, title: campaign.title, requiresApproval: campaign.requiresApproval },
    days,
  };
}

/**
 * POST /api/approvals/decide: decisions through the link, on stories of its scope only. The link serves one
 * round: when no story of its scope is left pending (answered here or in the panel), the request is completed in
 * the same transaction and a later submission answers 409 (the page then shows the answers given).
 */
export async function decideByLink(
  deps: Omit<ApprovalLinkDeps, 'secret'> & { env: WebhookEnv },
  body: DecideByLinkBody,
): Promise<DecideApprovalsResponse> {
  const { db, now } = deps;
  return db.transaction(async (tx) => {
    const { request } = await findRequest(tx, body.token, now, true);
    if (request.completedAt) throw new AppError('CONFLICT', APPROVAL_TEXTS.linkCompleted);
    const decided = await applyDecisions(tx, {
      clientId: request.clientId,
      scope: campaignScope(request.campaignId, request.campaignDayId),
      decisions: body.decisions,
      via: 'link',
      userId: null,
      requestId: request.id,
      now,
      agencyTimeZone: deps.agencyTimeZone,
      env: deps.env,
    });
    const completed = await completeAnsweredRequests(tx, { clientId: request.clientId, now });
    return { stories: decided, requestStatus: completed.includes(request.id) ? 'completed' : 'open' };
  });
}

/** POST /api/client/approvals: a signed-in client decides on stories of its own campaigns. */
export async function decideAsClient({
  db,
  now,
  agencyTimeZone,
  env,
  userId,
  decisions,
}: {
  db: Db;
  now: Date;
  agencyTimeZone: string;
  /** What the webhook events' references need (links, the agency's zone). */
  env: WebhookEnv;
  userId: string;
  decisions: DecideByLinkBody['decisions'];
}): Promise<DecideApprovalsResponse> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
    if (!client) throw new AppError('NOT_FOUND', APPROVAL_TEXTS.storyNotFound);
    const decided = await applyDecisions(tx, {
      clientId: client.id,
      decisions,
      via: 'panel',
      userId,
      requestId: null,
      now,
      agencyTimeZone,
      env,
    });
    // A link whose stories are now all answered has nothing left to ask.
    await completeAnsweredRequests(tx, { clientId: client.id, now });
    return { stories: decided, requestStatus: null };
  });
}
