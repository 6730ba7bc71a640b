import type { PublishingStory } from '@shared/api/client-area/publishing';
import { ImageIcon, ImageOffIcon, VideoIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { StoryStatusBadge } from '@/components/status/story-status-badge';
import { cn } from '@/lib/cn';
import { dueLabel } from '../utils/format';

/** The start of the copy on one line (line breaks read as spaces); the row's CSS ellipsises the rest. */
const copyExcerpt = (copy: string) => copy.replace(/\s+/g, ' ').trim();

/**
 * A story folded to a row: thumbnail; its time (never cut) and campaign (cut with an ellipsis) on one line, the first
 * words of its copy on the next; its status. A tap opens it. Its name is the story's title.
 */
export function CompactStoryCard({
  story,
  today,
  onExpand,
  takeFocus = false,
}: {
  story: PublishingStory;
  today: string;
  onExpand: () => void;
  /** Folded again by a tap: the focus goes back to it. */
  takeFocus?: boolean;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the card appears
  useEffect(() => {
    if (takeFocus) buttonRef.current?.focus({ preventScroll: true });
  }, []);
  const first = story.media[0];
  const Fallback = !first ? ImageOffIcon : first.kind === 'video' ? VideoIcon : ImageIcon;
  const excerpt = copyExcerpt(story.copyText);
  return (
    <article
      aria-label={story.title}
      data-story-id={story.id}
      className={cn(
        'overflow-hidden rounded-xl border bg-card shadow-xs',
        story.status === 'overdue' && 'border-destructive/40 border-l-4 border-l-destructive',
      )}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={false}
        className="flex w-full cursor-pointer items-center gap-3 p-3 text-left hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2"
        onClick={onExpand}
      >
        <span className="flex h-16 w-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
          {first?.thumbnailUrl ? (
            <img src={first.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <Fallback className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="sr-only">{story.title}: </span>
          <RowWhen story={story} today={today} />
          <span className="truncate font-medium text-sm">{excerpt || story.title}</span>
          <span className="truncate text-muted-foreground text-xs">{story.campaignTitle}</span>
        </span>
        <StoryStatusBadge status={story.status} className="shrink-0" />
      </button>
    </article>
  );
}

/**
 * 'lun, 23 nov · Mediodía · 13:00' on one line at any width: the hour never cut, the day and block only when
 * unusually long. The campaign has a line of its own under the copy (beside the hour, a long badge left it a letter).
 */
function RowWhen({ story, today }: { story: PublishingStory; today: string }) {
  const label = dueLabel({ ...story, dueTime: null }, today);
  const hasDayOrBlock = story.dayDate !== today || Boolean(story.timeBlock?.trim());
  return (
    <span className="flex min-w-0 items-baseline gap-1 text-xs">
      {(hasDayOrBlock || !story.dueTime) && <span className="min-w-0 truncate font-medium">{label}</span>}
      {story.dueTime && (
        <span className="shrink-0 whitespace-nowrap font-medium tabular-nums">
          {hasDayOrBlock && <span aria-hidden="true">· </span>}
          {story.dueTime}
        </span>
      )}
    </span>
  );
}
