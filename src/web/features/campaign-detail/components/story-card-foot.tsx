import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { Suspense } from 'react';
import { SkipStoryButton } from '@/components/story/story-skip';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCampaignApproval } from './approval-context';
import { StoryCardActionSlot, StoryCardSlot } from './story-card-slot';
import { StoryPostedInfo } from './story-posted-info';

// Below the first view of a card, each a chunk of its own (issue 30's budget): a published story's proof of posting
// (issue 31 §1), drawn once its chunk is here, and the admins' «Avisos».
const CampaignStoryProof = lazyWithPreload(async () => (await import('./story-proof')).CampaignStoryProof);
const StoryDeliveries = lazyWithPreload(async () => (await import('./story-deliveries')).StoryDeliveries);

/**
 * The foot of a story's card: once published, when it went up with its results link and its proof of posting; while
 * it is to publish, «No se publicará» and what the composing page adds beside it («Publicar automáticamente…»); what
 * the composing page adds (the «Comentarios» button); for admins, «Avisos».
 */
export function StoryCardFoot({ campaignId, story }: { campaignId: string; story: CampaignStory }) {
  const isAdmin = useCampaignApproval()?.role === 'admin';
  return (
    <>
      <StoryPostedInfo story={story} />

      {story.isPosted && (
        <Suspense fallback={null}>
          <CampaignStoryProof campaignId={campaignId} story={story} />
        </Suspense>
      )}

      {!story.isPosted && !story.isSkipped && (
        <div className="flex flex-wrap items-center gap-1">
          <SkipStoryButton
            storyId={story.id}
            campaignId={campaignId}
            storyTitle={`Historia ${story.storyNumber}: ${story.title}`}
            size="sm"
          />
          {/* What the composing page adds beside it («Publicar automáticamente…»). */}
          <StoryCardActionSlot story={story} />
        </div>
      )}

      {/* What the composing page adds (the «Comentarios» button). */}
      <StoryCardSlot story={story} />

      {/* Admins only: the reminders sent for this story. */}
      {isAdmin && (
        <Suspense fallback={null}>
          <StoryDeliveries campaignId={campaignId} storyId={story.id} />
        </Suspense>
      )}
    </>
  );
}
