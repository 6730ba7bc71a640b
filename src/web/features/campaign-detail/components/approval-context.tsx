import type { CampaignDay, CampaignStory } from '@shared/api/client-area/campaigns';
import { canMarkPublished, storyRequiresApproval } from '@shared/approvals/approval-state';
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
  /** Stories due before the date approval applies from (turned on mid-campaign «desde mañana»): they do not need it. */
  exemptStoryIds: ReadonlySet<string>;
}

const NO_STORIES: ReadonlySet<string> = new Set();

/** The stories of `days` that the campaign's approval rule leaves out (due before approvalRequiredFrom). */
function exemptStories(
  requiresApproval: boolean,
  approvalRequiredFrom: string | null,
  days: readonly Pick<CampaignDay, 'date' | 'stories'>[],
): ReadonlySet<string> {
  if (!requiresApproval || !approvalRequiredFrom) return NO_STORIES;
  const rule = { requiresApproval, approvalRequiredFrom };
  return new Set(
    days.flatMap((day) =>
      day.stories
        .filter(
          (story) => !storyRequiresApproval(rule, { dayDate: day.date, scheduledDate: story.scheduledDate }),
        )
        .map((story) => story.id),
    ),
  );
}

const CampaignApprovalContext = createContext<CampaignApproval | null>(null);

/** What the story cards and days need to show approvals, given once by the campaign screen. */
export function CampaignApprovalProvider({
  campaignId,
  campaignTitle,
  client,
  role,
  requiresApproval,
  approvalRequiredFrom = null,
  days = [],
  timeZone,
  children,
}: Omit<CampaignApproval, 'exemptStoryIds'> & {
  /** The campaign's date from which approval applies (null: every story), and its days, to find the exempt ones. */
  approvalRequiredFrom?: string | null;
  days?: readonly Pick<CampaignDay, 'date' | 'stories'>[];
  children: ReactNode;
}) {
  const clientId = client.id;
  const brandName = client.brandName;
  const exemptStoryIds = useMemo(
    () => exemptStories(requiresApproval, approvalRequiredFrom, days),
    [requiresApproval, approvalRequiredFrom, days],
  );
  const value = useMemo(
    () => ({
      campaignId,
      campaignTitle,
      client: { id: clientId, brandName },
      role,
      requiresApproval,
      timeZone,
      exemptStoryIds,
    }),
    [campaignId, campaignTitle, clientId, brandName, role, requiresApproval, timeZone, exemptStoryIds],
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
export function usePublishBlockedReason(
  story: Pick<CampaignStory, 'id' | 'isPosted' | 'approval'>,
): string | null {
  const context = useCampaignApproval();
  if (!context || story.isPosted) return null;
  const requiresApproval = context.requiresApproval && !context.exemptStoryIds.has(story.id);
  return canMarkPublished(story.approval.state, requiresApproval)
    ? null
    : CAMPAIGN_APPROVAL_TEXTS.blockedToast;
}
