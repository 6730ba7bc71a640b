import type { AutomationCheckInput } from '@shared/automation-check/types';
import type { NormalizedCampaign } from '@shared/campaign-import/types';

/**
 * What «Revisar automatizaciones» reads of a campaign not yet imported: its stories as the file orders them
 * ('Día N · Historia M'), its chat automation; no sibling campaigns (the server knows them). The landing page counts
 * as tracked: the import makes its tracked link, so its address in a message is not reported here (the campaign's
 * own check, after the import, names the short link to paste).
 */
export function importCheckInput(campaign: NormalizedCampaign): AutomationCheckInput {
  const automation = campaign.chatAutomation;
  const landing = automation?.landingUrl?.trim() || null;
  return {
    campaign: { id: 'import', startDate: campaign.startDate, endDate: campaign.endDate },
    automation: automation
      ? {
          keyword: automation.keyword,
          autoResponse: automation.autoResponse,
          followUpSequence: automation.followUpSequence,
          landingUrl: automation.landingUrl,
        }
      : null,
    stories: campaign.days.flatMap((day) =>
      day.stories.map((story, index) => ({
        id: `${day.dayOrder}-${index}`,
        label: `Día ${day.dayOrder} · Historia ${story.number}`,
        copy: story.copy,
        sticker: story.sticker,
      })),
    ),
    links: [],
    shortLinkPrefixes: landing && /^https?:\/\//i.test(landing) ? [landing] : [],
    siblings: [],
  };
}
