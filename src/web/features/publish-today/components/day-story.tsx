import type { PublishingResponse, PublishingStory } from '@shared/api/client-area/publishing';
import { lateSinceLabel } from '@shared/domain/lateness';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { latenessOf } from '../utils/publishing-view';
import { CompactStoryCard } from './compact-story-card';
import { StoryCard } from './story-card';

/** «Atrasada desde las 16:00» above a late card, in the client's wall time (the shared rule at the server's now). */
export function LateLine({
  data,
  story,
  now,
}: {
  data: PublishingResponse;
  story: PublishingStory;
  now: Date | undefined;
}) {
  if (story.status !== 'overdue') return null;
  const label = lateSinceLabel(latenessOf(data, story, now));
  return label ? (
    <p className="font-medium text-destructive text-xs" data-testid="late-since">
      {label}
    </p>
  ) : null;
}

/** A story of one of the lists below the next one: folded (a tap opens it) or open, with its late line above. */
export function DayStory({
  story,
  data,
  now,
  isExpanded,
  takeFocus,
  onExpand,
  onCollapse,
  onSetPosted,
}: {
  story: PublishingStory;
  data: PublishingResponse;
  now: Date | undefined;
  isExpanded: boolean;
  /** A folded card takes the focus when it was just closed (it replaces the open one). */
  takeFocus: boolean;
  onExpand: () => void;
  onCollapse: () => void;
  onSetPosted: (story: PublishingStory, isPosted: boolean) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-1">
      <LateLine data={data} story={story} now={now} />
      {isExpanded ? (
        <StoryCard
          key={story.id}
          story={story}
          today={data.today}
          onSetPosted={onSetPosted}
          onCollapse={onCollapse}
          takeFocus
        />
      ) : (
        <CompactStoryCard
          key={story.id}
          story={story}
          today={data.today}
          onExpand={onExpand}
          takeFocus={takeFocus}
        />
      )}
    </div>
  );
}

/** One list of the day under its heading (named by it). */
export function ListSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-2">
      <h2
        id={id}
        className={cn(
          'font-semibold text-muted-foreground text-sm uppercase tracking-wide',
          Icon && 'flex items-center gap-2',
        )}
      >
        {Icon && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        {title}
      </h2>
      <div className="grid grid-cols-1 gap-2">{children}</div>
    </section>
  );
}
