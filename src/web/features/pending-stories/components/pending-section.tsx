import type { StoryListItem } from '@shared/api/client-area/stories';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { liveStoryStatus } from '@/lib/live-story-status';
import { PendingStoryCard } from './pending-story-card';

/** The server's running clock (useServerNow) and the client's zone: a card's lateness is reckoned at it. */
export interface PendingClock {
  timeZone: string;
  now: Date;
}

/** One section of 'Historias Pendientes': a heading with its count, a note, and a grid of story cards. */
export function PendingSection({
  title,
  icon: Icon,
  iconClassName,
  stories,
  count = stories.length,
  emptyText,
  note,
  clock,
  onMarkPublished,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName?: string;
  stories: readonly StoryListItem[];
  /** How many there are in all, when the list is capped. */
  count?: number;
  emptyText: string;
  note?: React.ReactNode;
  clock?: PendingClock;
  onMarkPublished?: (story: StoryListItem) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Icon className={cn('size-5', iconClassName)} aria-hidden="true" />
        <h2 id={headingId} className="font-semibold text-lg">
          {title}
        </h2>
        <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums">
          {count}
          <span className="sr-only"> {count === 1 ? 'historia' : 'historias'}</span>
        </span>
      </div>
      {note && <p className="text-muted-foreground text-sm">{note}</p>}
      {stories.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {emptyText}
        </p>
      ) : (
        <PendingStoryGrid
          stories={stories}
          {...(clock ? { clock } : {})}
          {...(onMarkPublished ? { onMarkPublished } : {})}
        />
      )}
    </section>
  );
}

/**
 * The cards of a list, each with its status by the shared lateness rule at `clock` (a story of today past its time
 * reads «Atrasada desde las 16:00» from that minute on).
 */
export function PendingStoryGrid({
  stories,
  clock,
  onMarkPublished,
}: {
  stories: readonly StoryListItem[];
  clock?: PendingClock;
  onMarkPublished?: (story: StoryListItem) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {stories.map((story) => {
        const live = clock ? liveStoryStatus(story, clock) : { status: story.status, lateSince: null };
        return (
          <li key={story.id}>
            <PendingStoryCard
              story={live.status === story.status ? story : { ...story, status: live.status }}
              lateSince={live.lateSince}
              {...(onMarkPublished ? { onMarkPublished } : {})}
            />
          </li>
        );
      })}
    </ul>
  );
}
