/**
 * A story's approval by its client (issue 16). The stored row says what the client decided about which content;
 * the campaign's `requires_approval` says whether a story without a decision is waiting for one. Pure: shared by
 * the server (the «Marcar publicada» gate, the board, reminders) and the web (badges, buttons).
 */

/** What story_approvals.status holds. 'pending': asked for, or voided by an edit of the approved content. */
export const STORED_APPROVAL_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type StoredApprovalStatus = (typeof STORED_APPROVAL_STATUSES)[number];

/** What a story shows: the stored status, or 'not_requested' when nobody asked and the campaign does not require it. */
export const APPROVAL_STATES = ['not_requested', ...STORED_APPROVAL_STATUSES] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The decisions a client can take on a story. */
export const APPROVAL_DECISIONS = ['approved', 'changes_requested'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export function approvalStateOf(
  stored: StoredApprovalStatus | null | undefined,
  requiresApproval: boolean,
): ApprovalState {
  if (stored) return stored;
  return requiresApproval ? 'pending' : 'not_requested';
}

/** A campaign's approval rule: whether it is on, and the client's local date from which it applies (null: always). */
export interface ApprovalRule {
  requiresApproval: boolean;
  approvalRequiredFrom: string | null;
}

/**
 * Whether one story needs its client's approval (issue 29): the campaign requires it and the story is due (its
 * scheduled date, else its day's date; yyyy-mm-dd in the client's zone) on or after the date the rule applies from.
 * A rule turned on mid-campaign «desde mañana» leaves today's and overdue stories as they were planned. Every reader
 * (the «Marcar publicada» gate, reminders, the board, the card, the campaign screen) passes its result on as the
 * story's `requiresApproval`.
 */
export function storyRequiresApproval(
  rule: ApprovalRule,
  story: { dayDate: string; scheduledDate?: string | null },
): boolean {
  if (!rule.requiresApproval) return false;
  if (!rule.approvalRequiredFrom) return true;
  return (story.scheduledDate ?? story.dayDate) >= rule.approvalRequiredFrom;
}

/** When the agency turns approval on for a campaign that has begun: from the client's tomorrow (default) or now. */
export const APPROVAL_START_CHOICES = ['tomorrow', 'now'] as const;
export type ApprovalStartChoice = (typeof APPROVAL_START_CHOICES)[number];

/** A story's approval as lists answer it: its state, and whether it needs approval under its campaign's rule. */
export function storyApprovalOf(
  stored: StoredApprovalStatus | null | undefined,
  rule: ApprovalRule,
  story: { dayDate: string; scheduledDate?: string | null },
): { approval: ApprovalState; requiresApproval: boolean } {
  const requiresApproval = storyRequiresApproval(rule, story);
  return { approval: approvalStateOf(stored, requiresApproval), requiresApproval };
}

/** Whether «Marcar publicada» is allowed: always when the campaign does not require approval, else only approved. */
export function canMarkPublished(state: ApprovalState, requiresApproval: boolean): boolean {
  return !requiresApproval || state === 'approved';
}

/** Labels of the states (badges), in the spec's lower-case style. */
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  not_requested: 'sin aprobación pedida',
  pending: 'pendiente de aprobación',
  approved: 'aprobada',
  changes_requested: 'cambios pedidos',
};

/** A day's or campaign's summary of its stories' states. */
export interface ApprovalSummary {
  total: number;
  approved: number;
  pending: number;
  changesRequested: number;
}

export function summarizeApprovals(states: readonly ApprovalState[]): ApprovalSummary {
  return {
    total: states.length,
    approved: states.filter((s) => s === 'approved').length,
    pending: states.filter((s) => s === 'pending').length,
    changesRequested: states.filter((s) => s === 'changes_requested').length,
  };
}

/** How long an approval link works, from the moment the agency asks. */
export const APPROVAL_LINK_TTL_DAYS = 7;
