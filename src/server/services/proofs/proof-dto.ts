import { proofImagePath, type StoryProof } from '../../../shared/proofs/story-proof';
import type { StoryProofRow } from '../../db/schema/proofs';

/** A proof row as the API answers it. */
export function toStoryProof(
  row: Pick<
    StoryProofRow,
    'storyId' | 'id' | 'kind' | 'linkUrl' | 'createdAt' | 'createdByName' | 'createdByRole'
  >,
): StoryProof {
  return {
    kind: row.kind,
    linkUrl: row.kind === 'link' ? row.linkUrl : null,
    imageUrl: row.kind === 'screenshot' ? proofImagePath(row.storyId, row.id) : null,
    createdAt: new Date(row.createdAt).toISOString(),
    byName: row.createdByName,
    byAgency: row.createdByRole === 'admin',
  };
}
