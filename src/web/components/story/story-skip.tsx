import type { StorySkip } from '@shared/api/story-skip';
import { formatDateTimeEs } from '@shared/dates';
import { STORY_SKIP_REASON_MAX_LENGTH, STORY_SKIP_TEXTS } from '@shared/domain/story-skip';
import { BanIcon, Undo2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useSetStorySkipped } from '@/lib/story-skip/use-set-story-skipped';

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
        onClick={() => setOpen(true)}
        disabled={skip.isPending}
      >
        <BanIcon aria-hidden="true" />
        {STORY_SKIP_TEXTS.action}
      </Button>
      <SkipStoryDialog
        open={open}
        onOpenChange={setOpen}
        storyTitle={storyTitle}
        isPending={skip.isPending}
        onConfirm={(reason) =>
          skip.mutate({ storyId, isSkipped: true, reason }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}

/** The dialog alone: the optional reason (at most STORY_SKIP_REASON_MAX_LENGTH characters) and «Confirmar». */
export function SkipStoryDialog({
  open,
  onOpenChange,
  storyTitle,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  storyTitle: string;
  isPending: boolean;
  onConfirm: (reason: string | null) => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const countId = useId();
  const left = STORY_SKIP_REASON_MAX_LENGTH - reason.length;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(reason.trim() || null);
          }}
        >
          <DialogHeader>
            <DialogTitle>{STORY_SKIP_TEXTS.dialogTitle}</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground">{storyTitle}</span>.{' '}
              {STORY_SKIP_TEXTS.dialogDescription}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{STORY_SKIP_TEXTS.reasonLabel}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={STORY_SKIP_REASON_MAX_LENGTH}
              rows={3}
              placeholder={STORY_SKIP_TEXTS.reasonPlaceholder}
              aria-describedby={countId}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={countId} className="text-right text-muted-foreground text-xs tabular-nums">
              {left === 1 ? 'Queda 1 carácter' : `Quedan ${left} caracteres`}
            </p>
          </div>
          <DialogFooter className="grid grid-cols-2 gap-2 sm:flex">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {STORY_SKIP_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={isPending}>
              {STORY_SKIP_TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
