import { CheckIcon, CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { WEBHOOK_SECRET_TEXTS as TEXTS } from '../utils/webhook-page-texts';

export type ShownSecret = {
  /** The endpoint's URL, to say whose secret it is. */
  url: string;
  secret: string;
  /** Made with the endpoint, or by «Rotar secreto» (then the old one still signs for 24 h). */
  reason: 'created' | 'rotated';
};

/**
 * The endpoint's signing secret, shown this once (the server keeps no readable copy for the screens): a copy button,
 * the warning that it will not be shown again, and how a receiver checks the signature. A click outside does not
 * close it: only «Ya lo he guardado», the close button or Escape.
 */
export function WebhookSecretDialog({
  shown,
  onOpenChange,
}: {
  shown: ShownSecret | null;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={shown !== null} onOpenChange={onOpenChange}>
      {shown && <SecretContent shown={shown} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SecretContent({ shown, onDone }: { shown: ShownSecret; onDone(): void }) {
  const { copy, isCopied } = useCopyToClipboard({ title: TEXTS.copied });
  const secretId = useId();
  return (
    <DialogContent className="sm:max-w-xl" onInteractOutside={(event) => event.preventDefault()}>
      <DialogHeader>
        <DialogTitle className="pr-6">
          {shown.reason === 'created' ? TEXTS.createdTitle : TEXTS.rotatedTitle}
        </DialogTitle>
        <DialogDescription>{TEXTS.intro}</DialogDescription>
        <p className="wrap-anywhere font-mono text-xs">{shown.url}</p>
      </DialogHeader>
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{TEXTS.warning}</AlertTitle>
        {shown.reason === 'rotated' && <AlertDescription>{TEXTS.rotatedNote}</AlertDescription>}
      </Alert>
      <div className="grid gap-2">
        <label htmlFor={secretId} className="font-medium text-sm">
          {TEXTS.label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          {/* A text area, so that the whole secret shows (wrapped) and can be read against where it is pasted. */}
          <textarea
            id={secretId}
            readOnly
            rows={2}
            value={shown.secret}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 resize-none break-all rounded-md border border-input bg-muted px-3 py-2 font-mono text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <Button type="button" variant="outline" onClick={() => copy(shown.secret)}>
            {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {TEXTS.copy}
          </Button>
        </div>
      </div>
      <section
        className="grid gap-1 rounded-lg bg-muted/50 p-3 text-sm"
        aria-labelledby={`${secretId}-verify`}
      >
        <h3 id={`${secretId}-verify`} className="font-medium">
          {TEXTS.verifyTitle}
        </h3>
        <p className="text-muted-foreground">
          {TEXTS.verifyHeaders} <code className="font-mono text-foreground text-xs">webhook-id</code>,{' '}
          <code className="font-mono text-foreground text-xs">webhook-timestamp</code> y{' '}
          <code className="font-mono text-foreground text-xs">webhook-signature</code>. {TEXTS.verify}
        </p>
      </section>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {TEXTS.done}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
