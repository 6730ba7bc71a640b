import type { CampaignDay, CampaignStory } from '@shared/api/client-area/campaigns';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  StoryCardSlotProvider,
  type StoryCardSlotRender,
} from '@/features/campaign-detail/components/story-card-slot';
import { StoryCommentsButton } from '@/features/story-comments/components/story-comments-button';
import { StoryCommentsDialog } from '../lazy-dialogs';

const preloadDialog = () => void StoryCommentsDialog.preload();

/**
 * The campaign screen's comments (both areas): a «Comentarios» button on every story card (through the card's
 * slot) and the story's thread in a dialog. A link with `?storyId=…&comments=1` (the inbox, a mention's e-mail or
 * notification) opens that story's thread; closing it drops `comments` from the address, so a reload does not open
 * it again.
 */
export function CampaignComments({
  campaignId,
  days,
  isAdminArea,
  children,
}: {
  campaignId: string;
  days: readonly CampaignDay[];
  isAdminArea: boolean;
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const linkedStoryId = params.get('comments') === '1' ? params.get('storyId') : null;
  const [storyId, setStoryId] = useState<string | null>(linkedStoryId);
  const [isOpen, setIsOpen] = useState(linkedStoryId !== null);

  // A link followed while the screen is open (a notification tapped with the panel open) opens its thread.
  useEffect(() => {
    if (!linkedStoryId) return;
    setStoryId(linkedStoryId);
    setIsOpen(true);
  }, [linkedStoryId]);

  const open = useCallback((id: string) => {
    setStoryId(id);
    setIsOpen(true);
  }, []);

  const onOpenChange = (next: boolean) => {
    setIsOpen(next);
    if (!next && params.has('comments')) {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('comments');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  const renderSlot = useCallback<StoryCardSlotRender>(
    (story: CampaignStory) => (
      <StoryCommentsButton
        campaignId={campaignId}
        storyId={story.id}
        storyNumber={story.storyNumber}
        onOpen={open}
        onPreload={preloadDialog}
      />
    ),
    [campaignId, open],
  );

  const known = useMemo(() => {
    for (const day of days) {
      const story = day.stories.find((s) => s.id === storyId);
      if (story) return { storyNumber: story.storyNumber, title: story.title };
    }
    return undefined;
  }, [days, storyId]);

  return (
    <StoryCardSlotProvider value={renderSlot}>
      {children}
      {storyId && (
        <Suspense fallback={null}>
          <StoryCommentsDialog
            key={storyId}
            storyId={storyId}
            campaignId={campaignId}
            known={known}
            showBrand={isAdminArea}
            open={isOpen}
            onOpenChange={onOpenChange}
          />
        </Suspense>
      )}
    </StoryCardSlotProvider>
  );
}
