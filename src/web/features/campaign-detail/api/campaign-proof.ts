import type { CampaignDetailResponse } from '@shared/api/client-area/campaigns';
import type { StoryProof } from '@shared/proofs/story-proof';
import type { QueryClient } from '@tanstack/react-query';
import { PROOF_UI_TEXTS } from '@/components/story/proof/proof-texts';
import { queryKeys } from '@/lib/query-keys';
import {
  markProofReadsStale,
  type ProofDraft,
  removeProof,
  sendProof,
} from '@/lib/story-published/proof-requests';
import { toast } from '@/lib/toast';
import { patchStory } from '../utils/campaign-cache';

/*
 * The campaign screen's proof requests (issue 31 §1), loaded when a proof is sent or removed (use-campaign-proof.ts):
 * the answer is written into the campaign's read, so the card shows it at once, and the agency's board is marked
 * stale.
 */

function setProof(queryClient: QueryClient, campaignId: string, storyId: string, proof: StoryProof | null) {
  const queryKey = queryKeys.campaigns.detail(campaignId);
  queryClient.setQueryData<CampaignDetailResponse>(queryKey, (data) =>
    data ? patchStory(data, storyId, { proof }) : data,
  );
  markProofReadsStale(queryClient, { campaignId, except: queryKey });
}

/** Sends a story's proof; `isAttach`: attached on its own (not with a mark), which a toast confirms. */
export async function saveCampaignProof(
  queryClient: QueryClient,
  {
    campaignId,
    storyId,
    draft,
    isAttach,
  }: { campaignId: string; storyId: string; draft: ProofDraft; isAttach: boolean },
): Promise<void> {
  setProof(queryClient, campaignId, storyId, await sendProof(storyId, draft));
  if (isAttach) toast.success(PROOF_UI_TEXTS.saved);
}

export async function removeCampaignProof(
  queryClient: QueryClient,
  { campaignId, storyId }: { campaignId: string; storyId: string },
): Promise<void> {
  await removeProof(storyId);
  setProof(queryClient, campaignId, storyId, null);
  toast.success(PROOF_UI_TEXTS.removed);
}
