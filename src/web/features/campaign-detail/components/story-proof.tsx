import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { storyHeading } from '@shared/domain/story-heading';
import { useQueryClient } from '@tanstack/react-query';
import { ProofRow } from '@/components/story/proof/proof-row';
import { removeCampaignProof, saveCampaignProof } from '../api/campaign-proof';

/**
 * A published story's proof of posting on its card (issue 31 §1), both areas: the shared «Prueba» row, whose
 * attaching, changing and removing write their answer into the campaign's read. The card loads it on demand (a chunk
 * of its own, with the row and its requests: nothing of it in the screen's first view).
 */
export function CampaignStoryProof({
  campaignId,
  story,
}: {
  campaignId: string;
  story: Pick<CampaignStory, 'id' | 'storyNumber' | 'title' | 'proof'>;
}) {
  const queryClient = useQueryClient();
  return (
    <ProofRow
      storyId={story.id}
      storyTitle={storyHeading(story.storyNumber, story.title)}
      // A copy kept offline from before proofs existed has none.
      proof={story.proof ?? null}
      onAttach={(storyId, draft) =>
        saveCampaignProof(queryClient, { campaignId, storyId, draft, isAttach: true })
      }
      onRemove={(storyId) => removeCampaignProof(queryClient, { campaignId, storyId })}
    />
  );
}
