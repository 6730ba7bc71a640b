import { sql } from 'drizzle-orm';
import type { TrackedLink } from '../../../shared/links/tracked-link';
import { parseLinkTarget, trackedLinkUrl } from '../../../shared/links/utm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { linkTargetOfSticker } from './ensure-campaign-links';

/** Where the short links point: PUBLIC_URL and the optional short domain (env). */
export interface LinkBases {
  publicUrl: string;
  linksBaseUrl?: string | null;
}

interface LinkRow {
  story_id: string | null;
  slug: string;
  target_url: string;
  clicks: number;
  disabled: boolean;
}

/** The tracked links of some campaigns with their counted taps, disabled ones included, for the screens that show them. */
export class CampaignLinks {
  private constructor(
    private readonly byKey: Map<string, LinkRow>,
    private readonly bases: LinkBases,
  ) {}

  /** One statement for all of them, whatever their number. */
  static async read(db: Executor, campaignIds: readonly string[], bases: LinkBases): Promise<CampaignLinks> {
    const byKey = new Map<string, LinkRow>();
    if (campaignIds.length > 0) {
      const rows = await selectRows<LinkRow & { campaign_id: string }>(
        db,
        sql`select l.campaign_id::text, l.story_id::text, l.slug, l.target_url,
              (select count(*)::int from link_clicks c where c.link_id = l.id) as clicks,
              l.disabled_at is not null as disabled
            from tracked_links l
            where l.campaign_id in (${sql.join(
              campaignIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      );
      for (const row of rows)
        byKey.set(keyOf(row.story_id ?? `landing ${row.campaign_id}`, row.target_url), row);
    }
    return new CampaignLinks(byKey, bases);
  }

  /** The link of a story's current link sticker (none when its address changed and no link was made for it). */
  ofStory(storyId: string, stickerInfo: unknown): TrackedLink | null {
    if (this.byKey.size === 0) return null;
    const target = linkTargetOfSticker(stickerInfo);
    return target ? this.toDto(this.byKey.get(keyOf(storyId, target.href))) : null;
  }

  /** The link of the campaign's current landing page. */
  ofLanding(campaignId: string, landingUrl: string | null): TrackedLink | null {
    if (this.byKey.size === 0 || !landingUrl) return null;
    const target = parseLinkTarget(landingUrl);
    return target ? this.toDto(this.byKey.get(keyOf(`landing ${campaignId}`, target.href))) : null;
  }

  private toDto(row: LinkRow | undefined): TrackedLink | null {
    if (!row) return null;
    return {
      url: trackedLinkUrl(row.slug, this.bases),
      targetUrl: row.target_url,
      clicks: row.clicks,
      disabled: row.disabled,
    };
  }
}

const keyOf = (owner: string, targetUrl: string) => `${owner} ${targetUrl}`;
