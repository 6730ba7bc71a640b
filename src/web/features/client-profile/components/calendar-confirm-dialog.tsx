import { Loader2Icon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { type CalendarConfirming, CALENDAR_TEXTS as TEXTS } from '../utils/calendar-texts';

/** «¿Renovar el enlace del calendario?» / «¿Revocar…?»: the old link stops working at once, so it asks first. */
export function CalendarConfirmDialog({
  confirming,
  isPending,
  onCancel,
  onConfirm,
}: {
  confirming: CalendarConfirming;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  // Kept while the dialog closes, so its text does not change under the closing animation.
  const last = useRef<Exclude<CalendarConfirming, null>>('renew');
  if (confirming) last.current = confirming;
  const isRenew = last.current === 'renew';
  return (
    <Dialog open={confirming !== null} onOpenChange={(open) => !open && !isPending && onCancel()}>
      <DialogContent showCloseButton={!isPending}>
        <DialogHeader>
          <DialogTitle>{isRenew ? TEXTS.renewTitle : TEXTS.revokeTitle}</DialogTitle>
          <DialogDescription>{isRenew ? TEXTS.renewDescription : TEXTS.revokeDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={isPending} onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
          <Button variant={isRenew ? 'default' : 'destructive'} disabled={isPending} onClick={onConfirm}>
            {isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isPending
              ? isRenew
                ? TEXTS.renewing
                : TEXTS.revoking
              : isRenew
                ? TEXTS.renewConfirm
                : TEXTS.revokeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
