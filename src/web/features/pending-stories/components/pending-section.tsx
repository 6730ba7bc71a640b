import type { StoryListItem } from '@shared/api/client-area/stories';
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { PendingStoryCard } from './pending-story-card';

/** One section of 'Historias Pendientes': a heading with its count, a note, and a grid of story cards. */
export function PendingSection({
  title,
  icon: Icon,
  iconClassName,
  stories,
  count = stories.length,
  emptyText,
  note,
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
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {stories.map((story) => (
            <li key={story.id}>
              <PendingStoryCard story={story} {...(onMarkPublished ? { onMarkPublished } : {})} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
