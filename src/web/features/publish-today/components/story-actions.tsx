import type { PublishingStory } from '@shared/api/client-area/publishing';
import type { StoryMedia } from '@shared/media/story-media';
import { CheckIcon, CopyIcon, DownloadIcon, LockIcon, SendIcon, Undo2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { copyStoryText, useShareStory } from '../hooks/use-share-story';
import { downloadUrl } from '../utils/format';

export const ACTION_TEXTS = {
  share: 'Compartir',
  download: 'Descargar',
  copy: 'Copiar texto',
  markPosted: 'Marcar publicada',
  markPending: 'Marcar pendiente',
} as const;

/**
 * The two thumb buttons at the foot of a story (kept at the bottom of the screen while its card is in view):
 * the first puts the file in the share sheet with the copy on the clipboard ('Compartir'; 'Descargar' where
 * files cannot be shared; 'Copiar texto' when there is no file yet), the second marks it published.
 */
export function StoryActions({
  story,
  media,
  onSetPosted,
  blockedReason = null,
  className,
}: {
  story: PublishingStory;
  /** The file on screen (the one shared), if any. */
  media: StoryMedia | undefined;
  onSetPosted: (isPosted: boolean) => void;
  /** Why «Marcar publicada» waits (approval required): the button says so instead of sending a refused mark. */
  blockedReason?: string | null;
  className?: string;
}) {
  const { canShare, share } = useShareStory(media, story.copyText, { prefetch: story.media });
  // Two to a row at 390 px: 'Marcar publicada' must fit beside 'Descargar'.
  const big = 'h-12 w-full px-3 text-[0.9375rem]';

  let first: ReactNode;
  if (!media) {
    first = (
      <Button className={big} onClick={() => void copyStoryText(story.copyText)}>
        <CopyIcon aria-hidden="true" />
        {ACTION_TEXTS.copy}
      </Button>
    );
  } else if (canShare) {
    first = (
      <Button className={big} onClick={() => void share()}>
        <SendIcon aria-hidden="true" />
        {ACTION_TEXTS.share}
      </Button>
    );
  } else {
    first = (
      <Button className={big} asChild>
        <a
          href={downloadUrl(media.url)}
          download={media.originalName}
          onClick={() => void copyStoryText(story.copyText)}
        >
          <DownloadIcon aria-hidden="true" />
          {ACTION_TEXTS.download}
        </a>
      </Button>
    );
  }

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
    </div>
  );
}
