import type { AutomationFinding } from '@shared/automation-check/types';
import { type CampaignLinkOptions, paths } from '@/config/paths';

/** Whose screen it is: the agency's (/admin/campaigns/…) or the brand's (/dashboard/campaigns/…). */
export type CheckArea = 'admin' | 'client';

const campaignHref = (area: CheckArea, campaignId: string, options?: CampaignLinkOptions) =>
  area === 'admin'
    ? paths.admin.campaign.getHref(campaignId, options)
    : paths.dashboard.campaign.getHref(campaignId, options);

/** The links of «Revisar automatizaciones» and the set-up sheet, in the reader's area. */
export function checkLinks(area: CheckArea) {
  return {
    campaign: (campaignId: string) => campaignHref(area, campaignId),
    campaigns: () =>
      area === 'admin' ? paths.admin.campaigns.getHref() : paths.dashboard.campaigns.getHref(),
    /**
     * «Corregir»: a story's finding opens the campaign on that story (its day opened, the story highlighted); the
     * automation's, on the chat-automation section, opened.
     */
    fix: (campaignId: string, finding: Pick<AutomationFinding, 'storyId'>) =>
      campaignHref(
        area,
        campaignId,
        finding.storyId ? { storyId: finding.storyId } : { panel: 'automatizacion' },
      ),
    sheet: (campaignId: string) =>
      area === 'admin'
        ? paths.admin.automationSheet.getHref(campaignId)
        : paths.dashboard.automationSheet.getHref(campaignId),
  };
}
