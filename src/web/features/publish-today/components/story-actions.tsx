import type { PublishingStory } from '@shared/api/client-area/publishing';
import type { StoryMedia } from '@shared/media/story-media';
import { CheckIcon, LockIcon, Undo2Icon } from 'lucide-react';
import { LazyAttachProofButton } from '@/components/story/proof/lazy-attach-proof-button';
import { SkippedStoryNotice, SkipStoryButton } from '@/components/story/story-skip';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { SHARE_BUTTON_TEXTS, StoryShareButton } from './story-share-button';

export const ACTION_TEXTS = {
  ...SHARE_BUTTON_TEXTS,
  markPosted: 'Marcar publicada',
  markPending: 'Marcar pendiente',
} as const;

/**
 * The two thumb buttons at the foot of a story (kept at the bottom of the screen while its card is in view):
 * the first puts the files in the share sheet with the copy on the clipboard (story-share-button.tsx), the second
 * marks it published. Below them, while it is to publish, the secondary «No se publicará» (an optional reason, then
 * «Deshacer» in the toast); once published, «Adjuntar prueba» (issue 31 §1: the screenshot or the story's link, sent
 * with a mark through the outbox); a skipped story shows who skipped it, when and why, with «Deshacer», instead.
 */
export function StoryActions({
  story,
  media,
  onSetPosted,
  blockedReason = null,
  confirmShare,
  onShareIntent,
  className,
}: {
  story: PublishingStory;
  /** The file on screen (the one shared), if any. */
  media: StoryMedia | undefined;
  onSetPosted: (isPosted: boolean) => void;
  /** Why «Marcar publicada» waits (approval required): the button says so instead of sending a refused mark. */
  blockedReason?: string | null;
  /** Asked before sharing (a story with changes requested or awaiting approval); runs the share from its tap. */
  confirmShare?: (share: () => void) => void;
  /** The share button is pointed at or pressed: the confirmation can start loading. */
  onShareIntent?: () => void;
  className?: string;
}) {
  // Two to a row at 390 px: 'Marcar publicada' must fit beside 'Descargar'.
  const big = 'h-12 w-full px-3 text-[0.9375rem]';
  const first = (
    <StoryShareButton
      story={story}
      media={media}
      className={big}
      confirm={confirmShare}
      onPointerIntent={onShareIntent}
    />
  );

  if (story.skip)
    return (
      <div className={className}>
        <SkippedStoryNotice storyId={story.id} campaignId={story.campaignId} skip={story.skip} />
      </div>
    );

  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      {first}
      {story.isPosted ? (
        <Button variant="outline" className={big} onClick={() => onSetPosted(false)}>
          <Undo2Icon aria-hidden="true" />
          {ACTION_TEXTS.markPending}
        </Button>
      ) : blockedReason ? (
        // Focusable and named as usual, marked unavailable: a tap tells why rather than doing nothing.
        <Button
          variant="outline"
          aria-disabled="true"
          className={cn(big, 'cursor-not-allowed text-muted-foreground opacity-70')}
          onClick={() => toast.info(blockedReason)}
        >
          <LockIcon aria-hidden="true" />
          {ACTION_TEXTS.markPosted}
        </Button>
      ) : (
        <Button
          variant="outline"
          className={cn(big, 'border-success/50 text-success hover:bg-success/10 hover:text-success')}
          onClick={() => onSetPosted(true)}
        >
          <CheckIcon aria-hidden="true" />
          {ACTION_TEXTS.markPosted}
        </Button>
      )}
      {story.isPosted && (
        <LazyAttachProofButton
          storyId={story.id}
          storyTitle={story.title}
          className="col-span-2 h-10 w-full justify-self-stretch"
        />
      )}
      {!story.isPosted && (
        <SkipStoryButton
          storyId={story.id}
          campaignId={story.campaignId}
          storyTitle={`${story.title} · ${story.campaignTitle}`}
          size="sm"
          className="col-span-2 h-8"
        />
      )}
    </div>
  );
}
