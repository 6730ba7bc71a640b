import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { canMarkPublished } from '@shared/approvals/approval-state';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { CAMPAIGN_APPROVAL_TEXTS } from '../approval-texts';

export interface CampaignApproval {
  campaignId: string;
  /** What «Pedir aprobación» names: the campaign and its client. */
  campaignTitle: string;
  client: { id: string; brandName: string };
  /** The client decides; the agency asks and reads. */
  role: 'client' | 'admin';
  /** «Marcar publicada» needs the story approved. */
  requiresApproval: boolean;
  /** The client's zone: decision times are shown in it. */
  timeZone: string;
}

const CampaignApprovalContext = createContext<CampaignApproval | null>(null);

/** What the story cards and days need to show approvals, given once by the campaign screen. */
export function CampaignApprovalProvider({
  campaignId,
  campaignTitle,
  client,
  role,
  requiresApproval,
  timeZone,
  children,
}: CampaignApproval & { children: ReactNode }) {
  const clientId = client.id;
  const brandName = client.brandName;
  const value = useMemo(
    () => ({
      campaignId,
      campaignTitle,
      client: { id: clientId, brandName },
      role,
      requiresApproval,
      timeZone,
    }),
    [campaignId, campaignTitle, clientId, brandName, role, requiresApproval, timeZone],
  );
  return <CampaignApprovalContext.Provider value={value}>{children}</CampaignApprovalContext.Provider>;
}

/** The campaign's approval setting and who is looking; null outside the campaign screen. */
export function useCampaignApproval(): CampaignApproval | null {
  return useContext(CampaignApprovalContext);
}

/**
 * Why «Marcar publicada» is not available for this story (its campaign requires approval and the client has not
 * approved it), or null when it is. Unmarking a published story is always allowed.
 */
export function usePublishBlockedReason(story: Pick<CampaignStory, 'isPosted' | 'approval'>): string | null {
  const context = useCampaignApproval();
  if (!context || story.isPosted) return null;
  return canMarkPublished(story.approval.state, context.requiresApproval)
    ? null
    : CAMPAIGN_APPROVAL_TEXTS.blockedToast;
}
