import { STORY_SKIP_REASON_MAX_LENGTH, STORY_SKIP_TEXTS } from '@shared/domain/story-skip';
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
