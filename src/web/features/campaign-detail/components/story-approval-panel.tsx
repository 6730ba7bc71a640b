import type { CampaignStory } from '@shared/api/client-area/campaigns';
import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useCampaignApproval } from './approval-context';

// Only stories someone asked the client to approve have a panel: its chunk loads with the first of them.
const ApprovalPanel = lazyWithPreload(async () => (await import('./story-approval-details')).ApprovalPanel);

/**
 * A story's approval on the campaign screen (its card's one slot), when someone asked for it or the campaign
 * requires it: the state, when and how it was decided, the client's request for changes, and why «Marcar publicada»
 * is not available yet. The signed-in client also gets «Aprobar» and «Pedir cambios» while the story waits or has
 * changes asked for.
 */
export function StoryApprovalPanel({
  story,
  describedBy,
}: {
  story: Pick<CampaignStory, 'id' | 'storyNumber' | 'isPosted' | 'approval'>;
  /** Id of the story title: the decision buttons say which story they decide. */
  describedBy: string;
}) {
  const context = useCampaignApproval();
  // Most stories have no approval: they subscribe to nothing (the panel's mutation lives below).
  if (!context || story.approval.state === 'not_requested') return null;
  return (
    <Suspense fallback={null}>
      <ApprovalPanel story={story} describedBy={describedBy} context={context} />
    </Suspense>
  );
}
