import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { selectRows, unnestColumns } from '../../../db/unnest-columns';

export interface CopyTarget {
  sourceId: string;
  clientId: string;
  title: string;
  /** Days from the source's dates to the copy's. */
  shiftDays: number;
  /** Each source story's time in the copy (duplicate-schedule.ts). */
  times: ReadonlyMap<string, string | null>;
  uploadedBy: string;
}

export interface CopiedCampaign {
  campaignId: string;
  startDate: string;
  endDate: string;
  totalDays: number;
  totalStories: number;
  totalMedia: number;
  client: { id: string; name: string; brandName: string; email: string; status: string };
}

/**
 * One copy of a campaign in three statements of the caller's transaction: the campaign and its days (a CTE that
 * share-locks the target client and writes only when it is active), its stories (new ids chosen here, so that the
 * third can name them), and the stories' story_media rows naming the same storage objects (a file is stored once
 * per content: decision 029; the caller holds the keys' shared locks). Copied: texts, stickers, types, blocks,
 * notes, the chat automation, the launch plan and the approval setting. Not copied: anything of the run
 * (published, skipped, approvals, results, comments, proofs, deliveries, Instagram data, tracked links).
 * Null when the client is missing; `client.status` tells the caller whether anything was written.
 */
export async function copyCampaignRows(tx: Tx, target: CopyTarget): Promise<CopiedCampaign | null> {
  const { sourceId, shiftDays } = target;
  const [head] = await selectRows<
    Omit<CopiedCampaign, 'totalStories' | 'totalMedia'> & CopiedCampaign['client']
  >(
    tx,
    sql`with client as (
          select id, name, brand_name, email, status from clients where id = ${target.clientId} for share
        ),
        new_campaign as (
          insert into campaigns (client_id, title, description, start_date, end_date, source, manychat_keyword,
            manychat_auto_response, manychat_landing_url, manychat_follow_up_sequence, manychat_tags, manychat_notes,
            launch_plan, requires_approval, approval_required_from)
          select client.id, ${target.title}, c.description, c.start_date + ${shiftDays}::int,
            c.end_date + ${shiftDays}::int, c.source, c.manychat_keyword, c.manychat_auto_response,
            c.manychat_landing_url, c.manychat_follow_up_sequence, c.manychat_tags, c.manychat_notes, c.launch_plan,
            c.requires_approval, c.approval_required_from + ${shiftDays}::int
          from client, campaigns c where c.id = ${sourceId} and client.status = 'active'
          returning id, start_date, end_date
        ),
        new_days as (
          insert into campaign_days (campaign_id, date, day_order, theme, title)
          select new_campaign.id, d.date + ${shiftDays}::int, d.day_order, d.theme, d.title
          from new_campaign, campaign_days d where d.campaign_id = ${sourceId}
          order by d.day_order
          returning 1
        )
        select client.id, client.name, client.brand_name as "brandName", client.email, client.status::text as status,
          (select id from new_campaign) as "campaignId",
          (select start_date::text from new_campaign) as "startDate",
          (select end_date::text from new_campaign) as "endDate",
          (select count(*)::int from new_days) as "totalDays"
        from client`,
  );
  if (!head) return null;
  const client = {
    id: head.id,
    name: head.name,
    brandName: head.brandName,
    email: head.email,
    status: head.status,
  };
  if (!head.campaignId) return { ...head, totalDays: 0, totalStories: 0, totalMedia: 0, client };
  const sourceIds = [...target.times.keys()];
  const map = unnestColumns('map', {
    old_id: { type: 'text', values: sourceIds },
    new_id: { type: 'text', values: sourceIds.map(() => randomUUID()) },
    scheduled_time: { type: 'text', values: sourceIds.map((id) => target.times.get(id) ?? null) },
  });
  const [storyCount] = await selectRows<{ count: number }>(
    tx,
    sql`with new_stories as (
          insert into stories (id, campaign_day_id, story_number, title, copy_text, original_copy,
            visual_description, story_type, time_block, sticker_info, notes, scheduled_date, scheduled_time)
          select map.new_id::uuid, nd.id, s.story_number, s.title, s.copy_text, s.copy_text, s.visual_description,
            s.story_type, s.time_block, s.sticker_info, s.notes, s.scheduled_date + ${shiftDays}::int,
            map.scheduled_time
          from ${map}
          join stories s on s.id = map.old_id::uuid
          join campaign_days od on od.id = s.campaign_day_id
          join campaign_days nd on nd.campaign_id = ${head.campaignId} and nd.day_order = od.day_order
          order by map.ord
          returning 1
        )
        select count(*)::int as count from new_stories`,
  );
  const [mediaCount] = await selectRows<{ count: number }>(
    tx,
    sql`with new_media as (
          insert into story_media (id, story_id, position, kind, mime_type, original_name, size_bytes, width, height,
            duration_ms, video_codec, audio_codec, flags, storage_key, thumbnail_key, uploaded_by)
          select gen_random_uuid(), map.new_id::uuid, m.position, m.kind, m.mime_type, m.original_name, m.size_bytes,
            m.width, m.height, m.duration_ms, m.video_codec, m.audio_codec, m.flags, m.storage_key, m.thumbnail_key,
            ${target.uploadedBy}
          from ${map} join story_media m on m.story_id = map.old_id::uuid
          order by map.ord, m.position
          returning 1
        )
        select count(*)::int as count from new_media`,
  );
  return { ...head, client, totalStories: storyCount?.count ?? 0, totalMedia: mediaCount?.count ?? 0 };
}
