import { sql } from 'drizzle-orm';
import type { ProofKind, StoryProof } from '../../../shared/proofs/story-proof';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/unnest-columns';
import { toStoryProof } from './proof-dto';

interface Row {
  story_id: string;
  proof_id: string | null;
  kind: ProofKind | null;
  link_url: string | null;
  created_at: string | null;
  created_by_name: string | null;
  created_by_role: 'admin' | 'client' | null;
  has_results: boolean;
}

export interface StoryEvidence {
  proof: StoryProof | null;
  hasResults: boolean;
}

/** The proof of posting and whether numbers were entered, for some stories, in one statement. */
export async function evidenceOfStories(
  db: Executor,
  storyIds: readonly string[],
): Promise<Map<string, StoryEvidence>> {
  const byStory = new Map<string, StoryEvidence>();
  if (storyIds.length === 0) return byStory;
  const rows = await selectRows<Row>(
    db,
    sql`select s.id::text as story_id, p.id::text as proof_id, p.kind, p.link_url, p.created_at::text as created_at,
               p.created_by_name, p.created_by_role, r.story_id is not null as has_results
          from unnest(${`{${storyIds.join(',')}}`}::uuid[]) as s(id)
          left join story_proofs p on p.story_id = s.id
          left join story_results r on r.story_id = s.id
         where p.story_id is not null or r.story_id is not null`,
  );
  for (const row of rows) {
    byStory.set(row.story_id, {
      hasResults: row.has_results,
      proof:
        row.proof_id === null
          ? null
          : toStoryProof({
              storyId: row.story_id,
              id: row.proof_id,
              kind: row.kind!,
              linkUrl: row.link_url,
              createdAt: new Date(row.created_at!),
              createdByName: row.created_by_name!,
              createdByRole: row.created_by_role!,
            }),
    });
  }
  return byStory;
}
