import type { CampaignDay } from '@shared/api/client-area/campaigns';
import { Accordion } from '@/components/ui/accordion';
import { DayItem } from './day-item';
import type { StoryCardActions } from './story-card';

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
  return (
    <Accordion
      type="single"
      collapsible
      value={openDayId ?? ''}
      onValueChange={(value) => onOpenDayChange(value || null)}
      className="grid gap-3"
    >
      {days.map((day) => (
        <DayItem
          key={day.id}
          campaignId={campaignId}
          day={day}
          isToday={day.date === today}
          highlightedStoryId={
            highlightedStoryId && day.stories.some((story) => story.id === highlightedStoryId)
              ? highlightedStoryId
              : null
          }
          onTogglePosted={onTogglePosted}
          onSaveCopy={onSaveCopy}
        />
      ))}
    </Accordion>
  );
}
