import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import { storyHeading } from '@shared/domain/story-heading';
import { useQueryClient } from '@tanstack/react-query';
import { ProofSheet } from '@/components/story/proof/proof-sheet';
import { queryKeys } from '@/lib/query-keys';
import { saveCampaignProof } from '../api/campaign-proof';
import { findStory } from '../utils/campaign-cache';

export { isProofRequiredRefusal } from '@/components/story/proof/proof-refusal';

/**
 * The brand's «Marcar publicada» where its agency requires a proof of posting (issue 31 §1): the proof sheet, the
 * proof sent (written into the campaign's read), then `onProofSaved` marks the story. Loaded on demand by the screen
 * (use-campaign-story-actions.ts), with the check that tells a refusal for want of a proof from the other 409s.
 */
export function ProofMarkSheet({
  campaignId,
  storyId,
  open,
  onOpenChange,
  onProofSaved,
}: {
  campaignId: string;
  storyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProofSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const data = queryClient.getQueryData<CampaignDetailResponse>(queryKeys.campaigns.detail(campaignId));
  const story = findStory(data, storyId)?.story;
  return (
    <ProofSheet
      open={open}
      onOpenChange={onOpenChange}
      request={{
        storyId,
        storyTitle: story ? storyHeading(story.storyNumber, story.title) : '',
        mode: 'mark',
        onSubmit: async (draft) => {
          await saveCampaignProof(queryClient, { campaignId, storyId, draft, isAttach: false });
          onProofSaved();
        },
      }}
    />
  );
}
