import type { StorySkip } from '@shared/api/story-skip';
import { formatDateTimeEs } from '@shared/dates';
import { STORY_SKIP_TEXTS } from '@shared/domain/story-skip';
import { BanIcon, Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyWithPreload, preloadOn } from '@/lib/lazy-with-preload';
import { MountedOnceOpen } from '@/lib/mounted-once-open';
import { useSetStorySkipped } from '@/lib/story-skip/use-set-story-skipped';

// The dialog (and Radix's dialog parts) loads when the button is pointed at, focused or pressed: the cards that
// show the button are first views (issue 30).
const SkipStoryDialog = lazyWithPreload(async () => (await import('./story-skip-dialog')).SkipStoryDialog);

/**
 * «No se publicará» (issue 29 §1), the same on «Publicar hoy», the pending list and the campaign screen: a secondary
 * button that opens a small dialog with an optional reason, and, on a skipped story, a notice of who skipped it, when
 * and why, with «Deshacer». Both call PATCH /api/stories/{id}/skipped through useSetStorySkipped.
 */
export function SkipStoryButton({
  storyId,
  campaignId,
  storyTitle,
  className,
  size = 'default',
}: {
  storyId: string;
  campaignId: string;
  /** Named in the dialog, so the brand knows which story it is about. */
  storyTitle: string;
  className?: string;
  size?: 'default' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  const skip = useSetStorySkipped({ campaignId });
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={size}
        className={cn('text-muted-foreground', className)}
        {...preloadOn(SkipStoryDialog)}
        onClick={() => setOpen(true)}
        disabled={skip.isPending}
      >
        <BanIcon aria-hidden="true" />
        {STORY_SKIP_TEXTS.action}
      </Button>
      <MountedOnceOpen open={open}>
        <SkipStoryDialog
          open={open}
          onOpenChange={setOpen}
          storyTitle={storyTitle}
          isPending={skip.isPending}
          onConfirm={(reason) =>
            skip.mutate({ storyId, isSkipped: true, reason }, { onSuccess: () => setOpen(false) })
          }
        />
      </MountedOnceOpen>
    </>
  );
}

/** On a skipped story: «No se publicará», the reason, who and when, and «Deshacer». */
export function SkippedStoryNotice({
  storyId,
  campaignId,
  skip,
  className,
}: {
  storyId: string;
  campaignId: string;
  skip: StorySkip;
  className?: string;
}) {
  const undo = useSetStorySkipped({ campaignId });
  const when = formatDateTimeEs(skip.skippedAt);
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-start justify-between gap-x-3 gap-y-2 rounded-lg border border-dashed bg-muted/60 p-3 text-sm',
        className,
      )}
    >
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex items-center gap-1.5 font-semibold">
          <BanIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {STORY_SKIP_TEXTS.label}
        </p>
        {skip.reason && <p className="break-words">«{skip.reason}»</p>}
        <p className="text-muted-foreground text-xs">
          {STORY_SKIP_TEXTS.skippedBy(skip.skippedByName, skip.skippedByAgency)}
          {when ? ` · ${when}` : ''}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={undo.isPending}
        onClick={() => undo.mutate({ storyId, isSkipped: false })}
      >
        <Undo2Icon aria-hidden="true" />
        {STORY_SKIP_TEXTS.undo}
      </Button>
    </div>
  );
}
