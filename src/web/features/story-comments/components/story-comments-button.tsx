import { commentsCountLabel, unreadLabel } from '@shared/comments/comment-rules';
import { MessageSquareIcon } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStoryCommentCount } from '../api/get-campaign-comment-counts';

export const COMMENTS_BUTTON_TEXT = 'Comentarios';

/**
 * «Comentarios» on a story card: how many comments the story has and, highlighted, how many are unread for the
 * reader (from the campaign's counts, one request for the whole screen). `onOpen` opens the thread;
 * `onPreload` starts downloading it when the button is pointed at or focused.
 */
export const StoryCommentsButton = memo(function StoryCommentsButton({
  campaignId,
  storyId,
  storyNumber,
  onOpen,
  onPreload,
}: {
  campaignId: string;
  storyId: string;
  storyNumber: number;
  onOpen: (storyId: string) => void;
  onPreload?: () => void;
}) {
  const { total, unread } = useStoryCommentCount(campaignId, storyId);
  const label = [
    `${COMMENTS_BUTTON_TEXT} de la historia ${storyNumber}`,
    commentsCountLabel(total).toLowerCase(),
    unreadLabel(unread),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex items-center justify-end border-t pt-3">
      <Button
        type="button"
        variant={unread > 0 ? 'default' : 'outline'}
        size="sm"
        aria-label={label}
        data-unread={unread > 0 || undefined}
        onClick={() => onOpen(storyId)}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        className="w-full sm:w-auto"
      >
        <MessageSquareIcon aria-hidden="true" />
        {COMMENTS_BUTTON_TEXT}
        {total > 0 && (
          <span
            aria-hidden="true"
            className={cn(
              'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
              unread > 0 ? 'bg-primary-foreground text-primary' : 'bg-muted text-muted-foreground',
            )}
          >
            {unread > 0 ? `${unread} sin leer` : total}
          </span>
        )}
      </Button>
    </div>
  );
});
