import { sql } from 'drizzle-orm';
import { campaignSlugOf } from '../../../shared/campaigns/campaign-slug';
import { parseStickerInfo } from '../../../shared/domain/sticker-info';
import { LANDING_UTM_CONTENT, parseLinkTarget, storyUtmContent, withUtm } from '../../../shared/links/utm';
import type { Executor } from '../../db/client';
import { selectRows, unnestColumns } from '../../db/unnest-columns';
import { newLinkSlug } from './new-slug';

interface WantedLink {
  storyId: string | null;
  targetUrl: string;
  location: string;
}

/** Slug collisions (one in ~10^14 per pair) are retried this many times before giving up on that link. */
const ATTEMPTS = 3;

/**
 * Makes the tracked links a campaign needs and does not have yet (issue 31): one per story whose sticker is a link
 * with an http(s) address, one for its chat automation's landing page. Idempotent and safe to run at once from
 * several places (unique indexes; a conflict does nothing), so every path that writes a campaign's links calls it:
 * the import (file, .zip, the AI wizard), the demo data, and the start-up backfill. Returns how many it made.
 */
export async function ensureCampaignLinks({
  db,
  campaignId,
  only,
}: {
  db: Executor;
  campaignId: string;
  /** 'landing': the landing page's link only (an import, whose stickers are never links: admin spec section 5). */
  only?: 'landing';
}): Promise<number> {
  const wanted = await wantedLinksOf(db, campaignId, only === 'landing');
  if (wanted.length === 0) return 0;
  let made = 0;
  let missing = wanted;
  for (let attempt = 0; attempt < ATTEMPTS && missing.length > 0; attempt++) {
    const inserted = await selectRows<{ story_id: string | null; target_url: string }>(
      db,
      sql`insert into tracked_links (slug, campaign_id, story_id, target_url, location)
          select w.slug, ${campaignId}::uuid, w.story_id::uuid, w.target_url, w.location
          from ${unnestColumns('w', {
            slug: { type: 'text', values: missing.map(() => newLinkSlug()) },
            story_id: { type: 'text', values: missing.map((link) => link.storyId) },
            target_url: { type: 'text', values: missing.map((link) => link.targetUrl) },
            location: { type: 'text', values: missing.map((link) => link.location) },
          })}
          order by w.ord
          on conflict do nothing
          returning story_id::text, target_url`,
    );
    made += inserted.length;
    // All made: nothing to look up (an import's one landing link, a new campaign's links).
    if (inserted.length === missing.length) break;
    const done = new Set(inserted.map((row) => `${row.story_id ?? ''} ${row.target_url}`));
    const existing = await existingKeys(db, campaignId);
    missing = missing.filter((link) => {
      const key = `${link.storyId ?? ''} ${link.targetUrl}`;
      return !done.has(key) && !existing.has(key);
    });
  }
  return made;
}

async function existingKeys(db: Executor, campaignId: string): Promise<Set<string>> {
  const rows = await selectRows<{ story_id: string | null; target_url: string }>(
    db,
    sql`select story_id::text, target_url from tracked_links where campaign_id = ${campaignId}`,
  );
  return new Set(rows.map((row) => `${row.story_id ?? ''} ${row.target_url}`));
}

/** The links the campaign's current content asks for, with their UTM fixed now. */
async function wantedLinksOf(db: Executor, campaignId: string, landingOnly: boolean): Promise<WantedLink[]> {
  const [campaign] = await selectRows<{ title: string; landing_url: string | null }>(
    db,
    sql`select title, manychat_landing_url as landing_url from campaigns where id = ${campaignId}`,
  );
  if (!campaign) return [];
  const utmCampaign = campaignSlugOf(campaign.title);
  const stories = landingOnly
    ? []
    : await selectRows<{ id: string; story_number: number; day_order: number; sticker_info: unknown }>(
        db,
        sql`select s.id::text, s.story_number, d.day_order, s.sticker_info
        from stories s join campaign_days d on d.id = s.campaign_day_id
        where d.campaign_id = ${campaignId} and s.sticker_info is not null
        order by d.day_order, s.story_number`,
      );
  const wanted: WantedLink[] = [];
  for (const story of stories) {
    const target = linkTargetOfSticker(story.sticker_info);
    if (!target) continue;
    wanted.push({
      storyId: story.id,
      targetUrl: target.href,
      location: withUtm(target, {
        campaign: utmCampaign,
        medium: 'story',
        content: storyUtmContent(story.day_order, story.story_number),
      }),
    });
  }
  const landing = campaign.landing_url ? parseLinkTarget(campaign.landing_url) : null;
  if (landing)
    wanted.push({
      storyId: null,
      targetUrl: landing.href,
      location: withUtm(landing, { campaign: utmCampaign, medium: 'dm', content: LANDING_UTM_CONTENT }),
    });
  return wanted;
}

/** The http(s) address of a link sticker (any sticker with a `url`), or null. */
export function linkTargetOfSticker(stickerInfo: unknown): URL | null {
  const sticker = parseStickerInfo(stickerInfo);
  return sticker?.url ? parseLinkTarget(sticker.url) : null;
}
