/**
 * Approvals (issue 16): the agency asks a client to approve a day or a campaign; the client decides per story,
 * through a passwordless link or signed in. Plain zod, isomorphic: the server documents its routes with these and
 * the web gets their types through `hc`. Instants are ISO 8601 in UTC.
 */
import { z } from 'zod';
import { APPROVAL_DECISIONS, APPROVAL_LINK_TTL_DAYS, APPROVAL_STATES } from '../approvals/approval-state';
import { APPROVAL_DECISIONS_MAX, APPROVAL_TEXTS } from '../approvals/approval-texts';
import { COMMENT_MAX_LENGTH } from '../comments/comment-rules';
import { StoryMedia } from '../media/story-media';
import { optionalText } from '../text/text-fields';
import { Instant, IsoDate } from './client-area/common';

export { APPROVAL_DECISIONS_MAX, APPROVAL_LINK_TTL_DAYS, APPROVAL_TEXTS };
/** Longest token accepted (ours are 43 characters); anything longer is refused before any lookup. */
export const APPROVAL_TOKEN_MAX_LENGTH = 256;

/** A story's approval as every screen shows it. `version` is the fingerprint of the content shown with it. */
export const StoryApproval = z.object({
  state: z.enum(APPROVAL_STATES),
  /** The content fingerprint: a decision names it, and is refused (409) when the story changed since. */
  version: z.string(),
  /** The client's comment with a request for changes. */
  comment: z.string().nullable(),
  decidedAt: Instant.nullable(),
  decidedVia: z.enum(['link', 'panel']).nullable(),
});
export type StoryApproval = z.infer<typeof StoryApproval>;

const TokenField = z
  .string({ error: APPROVAL_TEXTS.linkInvalid })
  .min(1, APPROVAL_TEXTS.linkInvalid)
  .max(APPROVAL_TOKEN_MAX_LENGTH, APPROVAL_TEXTS.linkInvalid);

/** One decision: approve, or ask for changes with a comment (required then). */
export const ApprovalDecisionInput = z
  .object({
    storyId: z.string({ error: APPROVAL_TEXTS.storyNotFound }).max(64, APPROVAL_TEXTS.storyNotFound),
    version: z.string({ error: APPROVAL_TEXTS.storyChanged }).max(128, APPROVAL_TEXTS.storyChanged),
    decision: z.enum(APPROVAL_DECISIONS, { error: 'La decisión debe ser «approved» o «changes_requested».' }),
    comment: optionalText({ max: COMMENT_MAX_LENGTH, tooLong: APPROVAL_TEXTS.commentTooLong }),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'changes_requested' && !value.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: APPROVAL_TEXTS.commentRequired });
  });
export type ApprovalDecisionInput = z.infer<typeof ApprovalDecisionInput>;

const Decisions = z
  .array(ApprovalDecisionInput, { error: APPROVAL_TEXTS.noDecisions })
  .min(1, APPROVAL_TEXTS.noDecisions)
  .max(APPROVAL_DECISIONS_MAX, APPROVAL_TEXTS.tooManyDecisions)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [index, item] of list.entries()) {
      if (seen.has(item.storyId))
        ctx.addIssue({ code: 'custom', path: [index, 'storyId'], message: APPROVAL_TEXTS.duplicateStory });
      seen.add(item.storyId);
    }
  });

/** POST /api/approvals/lookup: the token in the body, never in an API URL (server logs keep URLs). */
export const ApprovalLinkBody = z.object({ token: TokenField });
export type ApprovalLinkBody = z.infer<typeof ApprovalLinkBody>;

/** POST /api/approvals/decide: the link's decisions. */
export const DecideByLinkBody = z.object({ token: TokenField, decisions: Decisions });
export type DecideByLinkBody = z.infer<typeof DecideByLinkBody>;

/** POST /api/client/approvals: a signed-in client's decisions on stories of its own campaigns. */
export const DecideApprovalsBody = z.object({ decisions: Decisions });
export type DecideApprovalsBody = z.infer<typeof DecideApprovalsBody>;

/** A story as the approval link shows it: what will be published, and its approval. */
export const ApprovalLinkStory = z.object({
  id: z.string(),
  storyNumber: z.number().int(),
  title: z.string(),
  copyText: z.string(),
  visualDescription: z.string().nullable(),
  storyType: z.string(),
  timeBlock: z.string().nullable(),
  stickerInfo: z.union([z.record(z.string(), z.unknown()), z.string()]).nullable(),
  /** When it goes out, in UTC (the page shows it in the client's zone). */
  dueAt: Instant,
  isPosted: z.boolean(),
  /** Its files; their URLs are signed for this page and expire (no session needed). */
  media: z.array(StoryMedia),
  approval: StoryApproval,
});
export type ApprovalLinkStory = z.infer<typeof ApprovalLinkStory>;

export const ApprovalLinkResponse = z.object({
  request: z.object({
    id: z.string(),
    /** 'open': decisions are taken; 'completed': every story of it got one (the page shows the answers). */
    status: z.enum(['open', 'completed']),
    scope: z.enum(['day', 'campaign']),
    expiresAt: Instant,
  }),
  client: z.object({ brandName: z.string(), timeZone: z.string() }),
  campaign: z.object({ id: z.string(), title: z.string(), requiresApproval: z.boolean() }),
  days: z.array(
    z.object({
      id: z.string(),
      dayOrder: z.number().int(),
      date: IsoDate,
      title: z.string(),
      theme: z.string().nullable(),
      stories: z.array(ApprovalLinkStory),
    }),
  ),
});
export type ApprovalLinkResponse = z.infer<typeof ApprovalLinkResponse>;

export const DecideApprovalsResponse = z.object({
  stories: z.array(z.object({ id: z.string(), approval: StoryApproval })),
  /** Through a link: whether it is now completed. */
  requestStatus: z.enum(['open', 'completed']).nullable(),
});
export type DecideApprovalsResponse = z.infer<typeof DecideApprovalsResponse>;

/** POST /api/admin/campaigns/{id}/approval-requests: a day, or the whole campaign when dayId is absent. */
export const RequestApprovalBody = z.object({
  dayId: z.string().max(64, APPROVAL_TEXTS.dayNotFound).nullish(),
});
export type RequestApprovalBody = z.infer<typeof RequestApprovalBody>;

export const RequestApprovalResponse = z.object({
  request: z.object({
    id: z.string(),
    scope: z.enum(['day', 'campaign']),
    dayId: z.string().nullable(),
    expiresAt: Instant,
    /** Stories now waiting for the client (those already approved stay approved). */
    pendingStories: z.number().int(),
    totalStories: z.number().int(),
    /** The link itself, for the agency to share another way (it is also e-mailed to the client). */
    url: z.string(),
    emailedTo: z.string(),
  }),
});
export type RequestApprovalResponse = z.infer<typeof RequestApprovalResponse>;

/** GET /api/approvals/media/{id}: the signed query of a file shown on an approval page. */
export const ApprovalMediaQuery = z.object({
  variant: z.enum(['file', 'thumbnail']).optional().default('file'),
  exp: z.string().max(20),
  sig: z.string().max(128),
});
export type ApprovalMediaQuery = z.infer<typeof ApprovalMediaQuery>;
