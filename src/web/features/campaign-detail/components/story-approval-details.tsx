import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { formatDateTimeEs } from '@shared/dates';
import { useIsMutating } from '@tanstack/react-query';
import { LockIcon, QuoteIcon } from 'lucide-react';
import { useRef } from 'react';
import { DECISION_TEXTS } from '@/components/approvals/approval-texts';
import { storyDecisionHandlers } from '@/components/approvals/decision-feedback';
import { type DecisionInFlight, StoryDecision } from '@/components/approvals/story-decision';
import { ApprovalBadge } from '@/components/status/approval-badge';
import { mutationKeys } from '@/lib/query-keys';
import { useDecideApprovals } from '../api/decide-approvals';
import { CAMPAIGN_APPROVAL_TEXTS } from '../approval-texts';
import { type CampaignApproval, usePublishBlockedReason } from './approval-context';

/**
 * The approval panel of a story someone asked the client to approve (story-approval-panel.tsx renders it): a chunk
 * of its own, since most campaigns ask for none (issue 30's budget: nothing of it in the screen's first view).
 */
export function ApprovalPanel({
  story,
  describedBy,
  context,
}: {
  story: Pick<CampaignStory, 'id' | 'storyNumber' | 'isPosted' | 'approval'>;
  describedBy: string;
  context: CampaignApproval;
}) {
  const panelRef = useRef<HTMLElement>(null);
  // After a decision its buttons may be gone: the focus goes to the story's new state.
  const focusPanel = () => requestAnimationFrame(() => panelRef.current?.focus());
  const blockedReason = usePublishBlockedReason(story);
  const campaignId = context.campaignId;
  const decide = useDecideApprovals(campaignId);
  // Another decision of this campaign (another story, the whole day) is being sent: wait for it.
  const decisionsInFlight = useIsMutating({ mutationKey: mutationKeys.decideApprovals(campaignId) });
  const { state, comment, decidedAt, decidedVia } = story.approval;

  const isClient = context.role === 'client';
  const canDecide = isClient && (state === 'pending' || state === 'changes_requested');
  const inFlight: DecisionInFlight = decide.isPending ? (decide.variables?.[0]?.decision ?? null) : null;
  const decided =
    decidedAt && decidedVia && state !== 'pending'
      ? CAMPAIGN_APPROVAL_TEXTS.decidedAt(
          formatDateTimeEs(decidedAt, context.timeZone),
          CAMPAIGN_APPROVAL_TEXTS.decidedVia[decidedVia],
        )
      : null;

  const { onApprove, onRequestChanges } = storyDecisionHandlers(decide, story, focusPanel);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-label={`Aprobación de la historia ${story.storyNumber}`}
      data-approval={state}
      className="grid gap-2.5 rounded-lg border bg-muted/30 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-muted-foreground">{CAMPAIGN_APPROVAL_TEXTS.label}</span>
        <ApprovalBadge state={state} />
        {decided && <span className="text-muted-foreground text-xs">{decided}</span>}
      </div>
      {state === 'changes_requested' && comment && (
        <blockquote className="flex gap-2 rounded-md border-destructive/40 border-l-4 bg-card px-3 py-2 text-sm">
          <QuoteIcon className="mt-0.5 size-4 shrink-0 text-destructive/70" aria-hidden="true" />
          <span className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">
            <span className="font-medium">
              {isClient ? DECISION_TEXTS.yourComment : DECISION_TEXTS.commentOf}
            </span>{' '}
            {comment}
          </span>
        </blockquote>
      )}
      {blockedReason && (
        <p className="flex items-start gap-1.5 text-muted-foreground text-xs">
          <LockIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {isClient ? CAMPAIGN_APPROVAL_TEXTS.blockedClient : CAMPAIGN_APPROVAL_TEXTS.blockedAdmin}
        </p>
      )}
      {canDecide && (
        <StoryDecision
          onApprove={onApprove}
          onRequestChanges={onRequestChanges}
          inFlight={inFlight}
          isDisabled={decisionsInFlight > 0}
          hasRequestedChanges={state === 'changes_requested'}
          initialComment={comment ?? ''}
          describedBy={describedBy}
          className="sm:max-w-md"
        />
      )}
    </section>
  );
}
