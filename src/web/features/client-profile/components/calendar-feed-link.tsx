import type { CalendarFeed } from '@shared/api/client-area/calendar';
import { formatDateEs } from '@shared/dates';
import { CalendarPlusIcon, CheckIcon, CopyIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type CopyToast, useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { CALENDAR_TEXTS as TEXTS } from '../utils/calendar-texts';

const COPY_TOAST: CopyToast = {
  title: TEXTS.copied,
  failure: { title: TEXTS.copyFailed, description: TEXTS.copyFailedHint },
};

/** The link: a read-only field with 'Copiar', 'Añadir a mi calendario', and the renew and revoke buttons. */
export function CalendarFeedLink({
  feed,
  isBusy,
  onRenew,
  onRevoke,
}: {
  feed: CalendarFeed;
  isBusy: boolean;
  onRenew: () => void;
  onRevoke: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const { copy, isCopied } = useCopyToClipboard(COPY_TOAST);
  const createdOn = feed.createdAt ? formatDateEs(feed.createdAt) : '';

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{TEXTS.urlLabel}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={feed.url}
            readOnly
            spellCheck={false}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            className="flex-1 font-mono text-xs md:text-xs"
          />
          <Button variant="outline" onClick={() => void copy(feed.url)} className="shrink-0">
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {TEXTS.copy}
          </Button>
        </div>
        <p id={hintId} className="text-muted-foreground text-xs">
          {TEXTS.keepPrivate}
          {createdOn && ` Creado el ${createdOn}.`}
        </p>
        {/* The toast says it too; this says it where the focus is, for screen readers. */}
        <p className="sr-only" role="status" aria-live="polite">
          {isCopied ? TEXTS.copied : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild className="w-full sm:w-auto">
          <a href={feed.webcalUrl}>
            <CalendarPlusIcon aria-hidden="true" />
            {TEXTS.subscribe}
          </a>
        </Button>
        <Button variant="outline" onClick={onRenew} disabled={isBusy} className="w-full sm:w-auto">
          <RefreshCwIcon aria-hidden="true" />
          {TEXTS.renew}
        </Button>
        <Button
          variant="outline"
          onClick={onRevoke}
          disabled={isBusy}
          className="w-full text-destructive hover:text-destructive sm:w-auto"
        >
          <Trash2Icon aria-hidden="true" />
          {TEXTS.revoke}
        </Button>
      </div>
    </div>
  );
}
