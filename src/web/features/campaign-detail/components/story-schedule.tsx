import { formatDateEs } from '@shared/dates';
import { blockTime } from '@shared/domain/time-blocks';
import { CalendarClockIcon, ClockIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { StoryTimeDialog } from './lazy-dialogs';
import type { StoryTimeStory } from './story-time-dialog';

/**
 * A story's time block and when it is due («20/11/2026 · 09:30»; a story without its own time shows its block's),
 * with «Cambiar hora» (both roles, a published story too).
 */
export function StorySchedule({
  campaignId,
  story,
  describedBy,
}: {
  campaignId: string;
  story: StoryTimeStory;
  /** Id of the story title, so the button says which story it changes. */
  describedBy: string;
}) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const time = story.scheduledTime ?? blockTime(story.timeBlock);
  const scheduledDate = story.scheduledDate ? formatDateEs(story.scheduledDate) : '';
  const scheduled = [scheduledDate, time].filter(Boolean).join(' · ');

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {(story.timeBlock || scheduled) && (
        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {story.timeBlock && (
            <div className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <ClockIcon className="size-4" aria-hidden="true" />
                Franja:
              </dt>
              <dd className="font-medium">{story.timeBlock}</dd>
            </div>
          )}
          {scheduled && (
            <div className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <CalendarClockIcon className="size-4" aria-hidden="true" />
                Programada:
              </dt>
              <dd className="font-medium tabular-nums">{scheduled}</dd>
            </div>
          )}
        </dl>
      )}
      <Button
        variant="outline"
        size="sm"
        className="h-8 px-2.5"
        aria-describedby={describedBy}
        {...preloadOn(StoryTimeDialog)}
        onClick={() => setIsDialogOpen(true)}
      >
        <PencilIcon aria-hidden="true" />
        Cambiar hora
      </Button>
      <MountedOnceOpen open={isDialogOpen}>
        <StoryTimeDialog
          campaignId={campaignId}
          story={story}
          open={isDialogOpen}
          onOpenChange={setIsDialogOpen}
        />
      </MountedOnceOpen>
    </div>
  );
}
