import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { useIsMutating } from '@tanstack/react-query';
import { CheckCheckIcon, Loader2Icon, SendIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DECISION_TEXTS, formatApprovalSummary, hasApprovals } from '@/components/approvals/approval-texts';
import { toastDecisionError } from '@/components/approvals/decision-feedback';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { mutationKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useDecideApprovals } from '../api/decide-approvals';
import { CAMPAIGN_APPROVAL_TEXTS as TEXTS } from '../approval-texts';
import { useCampaignApproval } from './approval-context';
import { RequestApprovalDialog } from './lazy-dialogs';

/** The stories of a day still waiting for the client (what «Aprobar el día» approves). */
function pendingStoriesOf(day: Pick<CampaignDay, 'stories'>) {
  return day.stories.filter((story) => story.approval.state === 'pending');
}

/**
 * The top of an open day, about approvals: how its stories stand («3 de 4 aprobadas»), and the day's action:
 * the client's «Aprobar el día» (every pending story, each with the version shown, in one request) while any waits,
 * the agency's «Pedir aprobación» (e-mails the client a link to this day). A chunk of its own (day-approval-bar.tsx
 * decides when it shows): a brand sees it only once someone asked, the agency's button is admin-only.
 */
export function DayApprovalSection({ day }: { day: CampaignDay }) {
  const context = useCampaignApproval();
  const campaignId = context?.campaignId ?? '';
  const decide = useDecideApprovals(campaignId);
  const decisionsInFlight = useIsMutating({ mutationKey: mutationKeys.decideApprovals(campaignId) });
  const [isRequesting, setIsRequesting] = useState(false);
  const hintId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  if (!context || day.stories.length === 0) return null;

  const summary = summarizeApprovals(day.stories.map((story) => story.approval.state));
  const pending = pendingStoriesOf(day);
  const isClient = context.role === 'client';
  const shown = hasApprovals(summary);
  if (isClient && !shown) return null;

  const approveDay = () =>
    decide.mutate(
      pending.map((story) => ({
        storyId: story.id,
        version: story.approval.version,
        decision: 'approved' as const,
      })),
      {
        onSuccess: () => {
          toast.success(DECISION_TEXTS.dayApproved(day.dayOrder, pending.length));
          // The button is gone: the focus goes to the day's new summary.
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
        onError: toastDecisionError,
      },
    );

  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-dashed bg-muted/30 px-3 py-2.5">
      <p
        ref={summaryRef}
        tabIndex={-1}
        className="grid gap-0.5 rounded-sm text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
      >
        <span className="font-medium">{TEXTS.sectionTitle}</span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {shown ? formatApprovalSummary(summary) : TEXTS.dayNotRequested}
        </span>
      </p>
      {isClient && pending.length > 0 && (
        <div className="grid w-full gap-1 sm:w-auto">
          <Button
            className="h-11 w-full bg-success text-white hover:bg-success/90 sm:w-auto"
            onClick={approveDay}
            disabled={decisionsInFlight > 0}
            aria-describedby={hintId}
          >
            {decide.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <CheckCheckIcon aria-hidden="true" />
            )}
            {decide.isPending ? DECISION_TEXTS.approving : TEXTS.approveDay}
          </Button>
          <span id={hintId} className="text-muted-foreground text-xs">
            {TEXTS.approveDayHint(pending.length)}
          </span>
        </div>
      )}
      {!isClient && (
        <>
          <Button
            variant="outline"
            size="sm"
            {...preloadOn(RequestApprovalDialog)}
            onClick={() => setIsRequesting(true)}
          >
            <SendIcon aria-hidden="true" />
            {TEXTS.requestDay}
          </Button>
          <MountedOnceOpen open={isRequesting}>
            <RequestApprovalDialog
              campaign={{
                id: context.campaignId,
                title: context.campaignTitle,
                client: { ...context.client, timeZone: context.timeZone },
              }}
              scope={{ kind: 'day', dayId: day.id, dayOrder: day.dayOrder, storyCount: day.stories.length }}
              open={isRequesting}
              onOpenChange={setIsRequesting}
            />
          </MountedOnceOpen>
        </>
      )}
    </div>
  );
}
