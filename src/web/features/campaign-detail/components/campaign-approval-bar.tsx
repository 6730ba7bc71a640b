import type { CampaignDetail } from '@shared/api/client-area/campaigns';
import { summarizeApprovals } from '@shared/approvals/approval-state';
import { Suspense } from 'react';
import { hasApprovals } from '@/components/approvals/approval-texts';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const CampaignApprovalSection = lazyWithPreload(
  async () => (await import('./campaign-approval-section')).CampaignApprovalSection,
);

/**
 * The campaign's approvals under its header: how its stories stand, whether it requires approval before
 * «Marcar publicada», and for the agency «Pedir aprobación de la campaña». The client sees it only once someone
 * asked (or the campaign requires it), with how many stories wait for it. The section itself loads on demand
 * (campaign-approval-section.tsx): most of a brand's campaigns have none, and the agency's button is admin-only.
 */
export function CampaignApprovalBar({
  campaign,
  isAdminArea,
}: {
  campaign: Pick<CampaignDetail, 'id' | 'title' | 'client' | 'requiresApproval' | 'days' | 'totalStories'>;
  isAdminArea: boolean;
}) {
  const summary = summarizeApprovals(
    campaign.days.flatMap((day) => day.stories.map((story) => story.approval.state)),
  );
  if (!isAdminArea && !hasApprovals(summary)) return null;
  if (campaign.totalStories === 0) return null;
  return (
    <Suspense fallback={null}>
      <CampaignApprovalSection campaign={campaign} isAdminArea={isAdminArea} />
    </Suspense>
  );
}
