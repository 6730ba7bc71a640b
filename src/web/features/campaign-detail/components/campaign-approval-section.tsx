import type { CampaignDetail } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { LockIcon, SendIcon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { formatApprovalSummary, hasApprovals } from '@/components/approvals/approval-texts';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { CAMPAIGN_APPROVAL_TEXTS as TEXTS } from '../approval-texts';
import { RequestApprovalDialog } from './lazy-dialogs';

/**
 * The campaign's approvals section (campaign-approval-bar.tsx decides when it shows): a chunk of its own, since the
 * client sees it only once someone asked, and the agency's «Pedir aprobación de la campaña» is admin-only.
 */
export function CampaignApprovalSection({
  campaign,
  isAdminArea,
}: {
  campaign: Pick<CampaignDetail, 'id' | 'title' | 'client' | 'requiresApproval' | 'days' | 'totalStories'>;
  isAdminArea: boolean;
}) {
  const [isRequesting, setIsRequesting] = useState(false);
  const summary = summarizeApprovals(
    campaign.days.flatMap((day) => day.stories.map((story) => story.approval.state)),
  );
  const shown = hasApprovals(summary);

  return (
    <section
      aria-labelledby="aprobacion-titulo"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="grid min-w-0 gap-1">
        <h2 id="aprobacion-titulo" className="flex items-center gap-2 font-semibold">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden="true" />
          {TEXTS.sectionTitle}
        </h2>
        <p className="text-muted-foreground text-sm tabular-nums">
          {shown ? formatApprovalSummary(summary) : TEXTS.notRequested}
        </p>
        {!isAdminArea && summary.pending > 0 && (
          <p className="font-medium text-sm">{TEXTS.clientPending(summary.pending)}</p>
        )}
        {campaign.requiresApproval && (
          <p className="flex items-start gap-1.5 text-muted-foreground text-xs">
            <LockIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {TEXTS.required}
          </p>
        )}
      </div>
      {isAdminArea && (
        <>
          <Button
            variant="outline"
            className="shrink-0"
            {...preloadOn(RequestApprovalDialog)}
            onClick={() => setIsRequesting(true)}
          >
            <SendIcon aria-hidden="true" />
            {TEXTS.requestCampaign}
          </Button>
          <MountedOnceOpen open={isRequesting}>
            <RequestApprovalDialog
              campaign={campaign}
              scope={{ kind: 'campaign', storyCount: campaign.totalStories }}
              open={isRequesting}
              onOpenChange={setIsRequesting}
            />
          </MountedOnceOpen>
        </>
      )}
    </section>
  );
}
