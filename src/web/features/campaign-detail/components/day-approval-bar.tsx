import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { Suspense } from 'react';
import { hasApprovals } from '@/components/approvals/approval-texts';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCampaignApproval } from './approval-context';

const DayApprovalSection = lazyWithPreload(
  async () => (await import('./day-approval-section')).DayApprovalSection,
);

/**
 * The top of an open day, about approvals (day-approval-section.tsx): for the agency always (its «Pedir
 * aprobación»), for the brand once someone asked. Its place is held while it loads, so the cards do not move.
 */
export function DayApprovalBar({ day }: { day: CampaignDay }) {
  const context = useCampaignApproval();
  if (!context || day.stories.length === 0) return null;
  const isShown =
    context.role === 'admin' ||
    hasApprovals(summarizeApprovals(day.stories.map((story) => story.approval.state)));
  if (!isShown) return null;
  return (
    <Suspense
      fallback={
        <div className="mb-3 h-[3.75rem] rounded-lg border border-dashed bg-muted/30" aria-hidden="true" />
      }
    >
      <DayApprovalSection day={day} />
    </Suspense>
  );
}
