import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { useMemo } from 'react';
import { DayItem } from './day-item';
import { moveBetweenTriggers } from './disclosure';
import type { StoryCardActions } from './story-card';

/**
 * The days drawn fully from the first render: today's and the next (or, outside the campaign's dates, the first
 * day still to come and the one after it, else the last day). What a phone's first screen shows; the other days
 * start as light rows (day-item.tsx).
 */
export function eagerDayIds(days: readonly Pick<CampaignDay, 'id' | 'date'>[], today: string): Set<string> {
  const upcoming = days.findIndex((day) => day.date >= today);
  const anchor = upcoming === -1 ? days.length - 1 : upcoming;
  return new Set(days.slice(Math.max(anchor, 0), anchor + 2).map((day) => day.id));
}

/** The campaign's days: one open at a time, and the open one can be closed too. */
export function DayList({
  campaignId,
  days,
  today,
  openDayId,
  onOpenDayChange,
  highlightedStoryId,
  onTogglePosted,
  onSaveCopy,
}: {
  campaignId: string;
  days: readonly CampaignDay[];
  today: string;
  openDayId: string | null;
  onOpenDayChange: (dayId: string | null) => void;
  highlightedStoryId: string | null;
} & StoryCardActions) {
  const eager = useMemo(() => eagerDayIds(days, today), [days, today]);
  return (
    // Arrow keys, Home and End move between the days' buttons, as in the accordion this list was.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are the buttons' own; the list only routes them
    <div className="grid gap-3" onKeyDown={moveBetweenTriggers}>
      {days.map((day) => (
        <DayItem
          key={day.id}
          campaignId={campaignId}
          day={day}
          isToday={day.date === today}
          isOpen={day.id === openDayId}
          isEager={eager.has(day.id)}
          onOpenDayChange={onOpenDayChange}
          highlightedStoryId={
            highlightedStoryId && day.stories.some((story) => story.id === highlightedStoryId)
              ? highlightedStoryId
              : null
          }
          onTogglePosted={onTogglePosted}
          onSaveCopy={onSaveCopy}
        />
      ))}
    </div>
  );
}
