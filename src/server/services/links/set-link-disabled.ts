import { sql } from 'drizzle-orm';
import { LINK_TEXTS, type UpdatedLink } from '../../../shared/links/tracked-link';
import type { Actor } from '../../context/actor';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { AppError } from '../../errors/app-error';
import { recordAudit } from '../audit/record-audit';

/**
 * Disables a tracked link (its redirect answers 410 from then on; its clicks stay) or enables it again. Only a call
 * that changes it is audited (link.disabled / link.enabled); the same call twice answers the same.
 */
export async function setLinkDisabled({
  db,
  actor,
  slug,
  disabled,
}: {
  db: Executor;
  actor: Actor;
  slug: string;
  disabled: boolean;
}): Promise<UpdatedLink> {
  return db.transaction(async (tx) => {
    const [changed] = await selectRows<{
      campaign_id: string;
      story_id: string | null;
      disabled_at: string | null;
    }>(
      tx,
      sql`update tracked_links set disabled_at = ${disabled ? sql`now()` : sql`null`}
          where slug = ${slug} and (disabled_at is null) = ${disabled}
          returning campaign_id::text, story_id::text, disabled_at::text`,
    );
    if (changed) {
      await recordAudit(tx, {
        event: disabled ? 'link.disabled' : 'link.enabled',
        userId: actor.userId,
        email: actor.email,
        ip: actor.ip,
        details: { slug, campaignId: changed.campaign_id, storyId: changed.story_id },
      });
    }
    const [row] = await selectRows<{ disabled_at: string | null }>(
      tx,
      sql`select disabled_at::text from tracked_links where slug = ${slug}`,
    );
    if (!row) throw new AppError('NOT_FOUND', LINK_TEXTS.notFound);
    return {
      slug,
      disabled: row.disabled_at !== null,
      disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
    };
  });
}
