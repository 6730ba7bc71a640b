import { isNumberTitle } from '@shared/domain/story-heading';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { StoryThread as Thread } from '../api/get-story-comments';
import { isOtherTimeZone, timeZoneLabel } from '../utils/comment-time';
import { StoryThread } from './story-thread';

export const DIALOG_TEXTS = {
  title: (storyNumber: number | null) =>
    storyNumber ? `Comentarios · Historia ${storyNumber}` : 'Comentarios',
  close: 'Cerrar comentarios',
  zone: (brand: string, label: string) => `Horas de ${brand}: ${label}.`,
} as const;

/** A fine pointer (mouse, trackpad): the field takes the focus on opening. On a phone the keyboard would cover it. */
function hasFinePointer(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(pointer: fine)').matches ?? false);
}

/**
 * A story's comments in a dialog: the whole screen on a phone, a tall panel from 640 px. Opened from a story card
 * («Comentarios») or a link with `?storyId=…&comments=1`; opening it marks the thread read. `story` is what the
 * opener already knows (number, title), shown until the thread has loaded.
 */
export function StoryCommentsDialog({
  storyId,
  campaignId,
  known,
  showBrand,
  open,
  onOpenChange,
}: {
  storyId: string;
  campaignId: string | null;
  known?: { storyNumber: number; title: string } | undefined;
  /** The admin area: the client's brand is named in the description. */
  showBrand: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [story, setStory] = useState<Thread['story'] | null>(null);
  const storyNumber = story?.storyNumber ?? known?.storyNumber ?? null;
  const title = story?.title ?? known?.title ?? '';
  const shownTitle = storyNumber !== null && isNumberTitle(storyNumber, title) ? null : title;
  const description = story
    ? [shownTitle, story.campaignTitle, showBrand ? story.brandName : null].filter(Boolean).join(' · ')
    : (shownTitle ?? '');
  const [focusField] = useState(hasFinePointer);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={DIALOG_TEXTS.close}
        className="flex h-dvh max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none p-0 sm:h-[min(46rem,calc(100dvh-4rem))] sm:max-w-lg sm:rounded-xl"
        onOpenAutoFocus={(event) => {
          // The thread's own effect focuses the field once loaded (fine pointers); otherwise the dialog itself.
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader className="gap-1 border-b px-4 py-3 pr-14">
          <DialogTitle>{DIALOG_TEXTS.title(storyNumber)}</DialogTitle>
          <DialogDescription className="line-clamp-2">{description || '\u00a0'}</DialogDescription>
          {story && isOtherTimeZone(story.timeZone) && (
            <p className="text-muted-foreground text-xs">
              {DIALOG_TEXTS.zone(story.brandName, timeZoneLabel(story.timeZone))}
            </p>
          )}
        </DialogHeader>
        {open && (
          <StoryThread storyId={storyId} campaignId={campaignId} autoFocus={focusField} onStory={setStory} />
        )}
      </DialogContent>
    </Dialog>
  );
}
