import { and, eq, sql } from 'drizzle-orm';
import type { AutomationCheckResponse } from '../../../shared/automation-check/automation-check-response';
import { checkAutomation } from '../../../shared/automation-check/check-automation';
import type { AutomationCheckInput, CheckedLink, CheckedStory } from '../../../shared/automation-check/types';
import { ADMIN_CAMPAIGN_TEXTS } from '../../../shared/campaigns/admin-campaigns';
import { trackedLinkUrl } from '../../../shared/links/utm';
import type { Viewer } from '../../context/actor';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { ownedCampaignClient } from '../access/viewer';
import { toFollowUpItems } from '../client-area/follow-up-items';
import type { LinkBases } from '../links/campaign-links';

/**
 * «Revisar automatizaciones» of one campaign (issue 33 §4), for the agency or the campaign's own client: its chat
 * automation, stories, tracked links and the client's other campaigns (for a keyword used twice on the same dates),
 * read in four statements whatever the campaign's size, then checked by the shared rules (checkAutomation).
 * NOT_FOUND for a campaign the viewer may not see.
 */
export async function checkCampaignAutomation(
  db: Executor,
  input: { viewer: Viewer; campaignId: string; bases: LinkBases },
): Promise<AutomationCheckResponse> {
  const c = campaigns;
  const [campaign] = await db
    .select({
      id: c.id,
      title: c.title,
      clientId: c.clientId,
      startDate: c.startDate,
      endDate: c.endDate,
      keyword: c.manychatKeyword,
      autoResponse: c.manychatAutoResponse,
      landingUrl: c.manychatLandingUrl,
      followUps: c.manychatFollowUpSequence,
    })
    .from(c)
    .where(and(eq(c.id, input.campaignId), ownedCampaignClient(input.viewer, c.clientId)));
  if (!campaign) throw new AppError('NOT_FOUND', ADMIN_CAMPAIGN_TEXTS.campaignNotFound);
  const stories = await selectRows<CheckedStory>(
    db,
    sql`select s.id::text, concat(d.title, ' · ', s.title) as label, s.copy_text as copy, s.sticker_info as sticker
        from stories s join campaign_days d on d.id = s.campaign_day_id
        where d.campaign_id = ${campaign.id}
        order by d.day_order, s.story_number, s.id`,
  );
  const links = await selectRows<{ storyId: string | null; slug: string; target: string; disabled: boolean }>(
    db,
    sql`select story_id::text as "storyId", slug, target_url as target, disabled_at is not null as disabled
        from tracked_links where campaign_id = ${campaign.id}`,
  );
  const siblings = await selectRows<AutomationCheckInput['siblings'][number]>(
    db,
    sql`select id::text, title, start_date::text as "startDate", end_date::text as "endDate", manychat_keyword as keyword
        from campaigns where client_id = ${campaign.clientId} and id <> ${campaign.id}
          and status in ('active', 'paused', 'draft') and manychat_keyword is not null`,
  );
  const hasAutomation = [campaign.keyword, campaign.autoResponse, campaign.landingUrl].some((v) => v?.trim());
  const findings = checkAutomation({
    campaign: { id: campaign.id, startDate: campaign.startDate, endDate: campaign.endDate },
    automation:
      hasAutomation || campaign.followUps.length > 0
        ? {
            keyword: campaign.keyword,
            autoResponse: campaign.autoResponse,
            landingUrl: campaign.landingUrl,
            followUpSequence: toFollowUpItems(campaign.followUps),
          }
        : null,
    stories,
    links: links.map(
      (link): CheckedLink => ({
        storyId: link.storyId,
        url: trackedLinkUrl(link.slug, input.bases),
        target: link.target,
        disabled: link.disabled,
      }),
    ),
    shortLinkPrefixes: [trackedLinkUrl('', input.bases)],
    siblings,
  });
  return {
    campaign: { id: campaign.id, title: campaign.title },
    findings,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
  };
}
